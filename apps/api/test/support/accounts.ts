import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';

export const STRONG_PASSWORD = 'Masar-Strong-Pass-42';

/** A unique email per call, so tests never collide with each other or the seed. */
export const uniqueEmail = (label = 'user') => `${label}-${randomUUID().slice(0, 8)}@test.masar.local`;

/** Each test file gets its own client address, so the per-IP limits of one test do not hit another. */
export const randomIp = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

export async function register(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  const payload = {
    firstName: 'Salma',
    lastName: 'Adel',
    email: uniqueEmail(),
    password: STRONG_PASSWORD,
    acceptTerms: true,
    ...overrides,
  };
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload,
    headers,
    remoteAddress: randomIp(),
  });
  return {
    response,
    payload,
    body: response.json<{ accessToken: string; refreshToken: string; user: { _id: string; email: string } }>(),
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** For tests that quote English messages: without Accept-Language the API answers in Arabic. */
export const IN_ENGLISH = { 'accept-language': 'en' } as const;

/** High limits for tests that are not about rate limiting. */
export const NO_AUTH_LIMITS = { authRateLimit: { perIp: 0, perAccount: 0, windowMs: 60_000 } };
