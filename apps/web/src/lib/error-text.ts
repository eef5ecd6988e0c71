import type { TErrorCode } from '@masar/contracts';
// type only: the ids are checked at compile time, the texts still load with the `errors` namespace
import type errorTexts from '../../public/locales/en/errors.json';
import { ApiError } from './api-client';
import { i18n } from './i18n';

type TLeaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : TLeaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** A default text of the `errors` namespace ('load.courses', 'auth.loginFailed', …). */
export type TErrorId = Exclude<TLeaves<typeof errorTexts>, `codes.${string}` | `validation.${string}`>;

/** What a request that got no answer at all is called in `errors.json` (`codes.NETWORK`). */
type TCode = TErrorCode | 'NETWORK';

/**
 * Answers without a body of ours (a proxy's or a load balancer's HTML page) whose status alone says
 * something the page's default does not: too large, too many requests, the service is down. Other
 * statuses (500, 404, …) keep the page's default, which names what failed.
 */
const STATUS_CODES: Partial<Record<number, TCode>> = {
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  502: 'SERVICE_UNAVAILABLE',
  503: 'SERVICE_UNAVAILABLE',
  504: 'SERVICE_UNAVAILABLE',
};

type TAnswer = { message?: string; code?: string; status?: number; network?: boolean };

function readBody(body: unknown): Pick<TAnswer, 'message' | 'code'> {
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
  if (error instanceof ApiError) {
    if (error.status === undefined) return { network: true };
    return { ...readBody(error.data), status: error.status };
  }
  // add-password rethrows the answer's body itself ({ message, code, details })
  if (error instanceof Error) return {};
  return readBody(error);
}

function codeText(code: string | undefined) {
  const key = `codes.${code}`;
  return code && i18n.exists(key, { ns: 'errors' }) ? i18n.t(key, { ns: 'errors' }) : undefined;
}

/**
 * The text to show for a failed request (ARCHITECTURE.md convention 6), first that exists:
 * 1. the server's `message`: the API already wrote it in the request's language (Accept-Language)
 *    and it names specifics (which lectures lack a file, which limit was hit);
 * 2. the translation of its `code` (`codes.<CODE>`), for an answer that has a code but no message;
 * 3. `codes.NETWORK` when no answer came at all; the translation for an answer without a body of
 *    ours whose HTTP status says enough on its own (413, 415, 429, 502, 503, 504);
 * 4. the page's default, `fallbackId` in `errors.json` (SPEC section 8).
 */
export function errorText(error: unknown, fallbackId: TErrorId): string {
  const answer = readAnswer(error);
  if (answer.message) return answer.message;
  if (answer.network) return codeText('NETWORK') ?? i18n.t(fallbackId, { ns: 'errors' });
  const statusCode = answer.status === undefined ? undefined : STATUS_CODES[answer.status];
  return codeText(answer.code) ?? codeText(statusCode) ?? i18n.t(fallbackId, { ns: 'errors' });
}
