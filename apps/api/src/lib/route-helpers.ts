import type { FastifyRequest } from 'fastify';
import { ZApiError } from '@masar/contracts';

/** Documented error answers, all in the shape of PRODUCT.md section 2. */
export const errorResponses = <S extends number>(...statuses: S[]) =>
  Object.fromEntries(statuses.map((s) => [s, ZApiError])) as Record<S, typeof ZApiError>;

export const BEARER = [{ bearer: [] }];

export const userAgentOf = (request: FastifyRequest) => request.headers['user-agent'];
