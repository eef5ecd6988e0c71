// type only: the ids are checked at compile time, the texts still load with the `errors` namespace
import type errorTexts from '../../public/locales/en/errors.json';
import { ApiError } from './api-client';
import { i18n } from './i18n';

type TLeaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : TLeaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** A default text of the `errors` namespace ('load.courses', 'auth.loginFailed', …). */
export type TErrorId = Exclude<TLeaves<typeof errorTexts>, `codes.${string}` | `validation.${string}`>;

type TAnswer = { message?: string; code?: string };

function readBody(body: unknown): TAnswer {
  if (!body || typeof body !== 'object') return {};
  const { message, code } = body as { message?: unknown; code?: unknown };
  return {
    message: typeof message === 'string' && message.trim() ? message : undefined,
    code: typeof code === 'string' ? code : undefined,
  };
}

function readAnswer(error: unknown): TAnswer {
  // add-password wraps a failure without a body in an Error('Unknown error') whose cause is the ApiError
  const cause = error instanceof Error && !(error instanceof ApiError) ? error.cause : undefined;
  if (cause instanceof ApiError) return readAnswer(cause);
  if (error instanceof ApiError) return readBody(error.data);
  // add-password rethrows the answer's body itself ({ message, code, details })
  if (error instanceof Error) return {};
  return readBody(error);
}

function codeText(code: string | undefined) {
  const key = `codes.${code}`;
  return code && i18n.exists(key, { ns: 'errors' }) ? i18n.t(key, { ns: 'errors' }) : undefined;
}

/**
 * The text to show for a failed request (ARCHITECTURE.md convention 6, SPEC section 8), first that exists:
 * 1. the server's `message`: the API already wrote it in the request's language (Accept-Language)
 *    and it names specifics (which lectures lack a file, which limit was hit);
 * 2. the translation of its `code` (`codes.<CODE>`), for an answer that has a code but no message;
 * 3. the page's default, `fallbackId` in `errors.json`: SPEC section 8 gives it for every failure
 *    without a message of ours, a network failure or a proxy's page included.
 */
export function errorText(error: unknown, fallbackId: TErrorId): string {
  const answer = readAnswer(error);
  return answer.message ?? codeText(answer.code) ?? i18n.t(fallbackId, { ns: 'errors' });
}
