import type { FastifyRequest } from 'fastify';
import { ZApiError } from '@masar/contracts';
import { authMessage, type AuthMessageKey } from '#src/modules/accounts/messages';

/** `{ message }` in the request's language. */
export const messageFor = (request: FastifyRequest, key: AuthMessageKey) => ({
  message: authMessage(key, request.lang),
});

/** Documented error answers, all in the shape of PRODUCT.md section 2. */
export const errorResponses = <S extends number>(...statuses: S[]) =>
  Object.fromEntries(statuses.map((s) => [s, ZApiError])) as Record<S, typeof ZApiError>;

export const BEARER = [{ bearer: [] }];

export const userAgentOf = (request: FastifyRequest) => request.headers['user-agent'];
