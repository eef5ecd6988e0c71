import type { FieldError } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { SERVER_ERROR } from './form-server-errors';

/**
 * What a form field can show: a react-hook-form error, or a contract key a component keeps in its
 * own state. Errors of type 'server' (put there by applyFieldErrors) carry the API's message,
 * already in the request's language; every other message is a contract key ('validation.required').
 */
export type TFieldProblem = Pick<FieldError, 'type' | 'message'> | string | null | undefined;

/**
 * The text for a field's problem: the server's message as it is (running it through t() would cut
 * it at a ':' or a '.'), a contract key translated in the active language, looked up in `errors`
 * and then in the namespaces given.
 */
export function useFieldError(...namespaces: string[]) {
  const { t } = useTranslation('errors');
  const ns = ['errors', ...namespaces];
  return (problem: TFieldProblem) => {
    if (!problem) return undefined;
    if (typeof problem === 'string') return t(problem, { ns });
    if (!problem.message) return undefined;
    return problem.type === SERVER_ERROR ? problem.message : t(problem.message, { ns });
  };
}
