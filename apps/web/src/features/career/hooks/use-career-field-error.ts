import { SERVER_ERROR } from '@/lib/form-server-errors';
import { useFieldError, type TFieldProblem } from '@/lib/use-field-error';
import { useTranslation } from '@/lib/use-translation';

const CAREER_PREFIX = 'career.validation.';

/**
 * Form errors of the career forms: this feature's contract keys ('career.validation.required') are
 * translated from its namespace ('validation.required'); the server's messages and the shared
 * 'validation.*' keys go to the shared translator.
 */
export function useCareerFieldError() {
  const { t } = useTranslation('career');
  const shared = useFieldError();
  return (problem: TFieldProblem) => {
    const key = typeof problem === 'string' ? problem : problem?.type === SERVER_ERROR ? undefined : problem?.message;
    if (key?.startsWith(CAREER_PREFIX)) return t(`validation.${key.slice(CAREER_PREFIX.length)}`);
    return shared(problem);
  };
}
