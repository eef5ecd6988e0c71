import type { FastifyRequest } from 'fastify';
import { verifyAccessToken } from '#src/lib/access-token';
import { AppError } from '#src/lib/app-error';

/**
 * For reads declared `auth: 'optional'` whose answer depends on who asks (a draft for admins,
 * `enrolled` for learners): a token that has merely expired is answered 401 TOKEN_EXPIRED, so the
 * client refreshes it and asks again instead of silently getting the guest's answer (an admin
 * would see 404 for a draft). A malformed or revoked token still reads as a guest.
 */
export async function rejectExpiredToken(request: FastifyRequest, secret: string): Promise<void> {
  if (request.auth) return;
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return;
  const verified = await verifyAccessToken(header.slice(7).trim(), secret);
  if (!verified.ok && verified.reason === 'expired') throw new AppError('TOKEN_EXPIRED');
}

export const OPTIONAL_BEARER: Array<Record<string, string[]>> = [{}, { bearer: [] }];
