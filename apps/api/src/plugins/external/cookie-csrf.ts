import { randomUUID, timingSafeEqual } from 'node:crypto';
import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '#src/lib/app-error';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Double-submit CSRF: only requests that a browser could send on its own (carrying cookies, no
 * bearer token) must echo the readable cookie in a header. Bearer and cookie-less API clients pass.
 */
export default fp(
  async function cookieCsrf(app: FastifyInstance) {
    await app.register(cookie);
    app.addHook('onRequest', async (request, reply) => {
      const token = request.cookies[XSRF_COOKIE];
      if (!token) {
        // a plain header: this runs on every cookie-less request, including the benchmarked catalog
        const secure = request.protocol === 'https' ? '; Secure' : '';
        reply.header('set-cookie', `${XSRF_COOKIE}=${randomUUID()}; Path=/; SameSite=Lax${secure}`);
      }
      if (!UNSAFE.has(request.method) || !request.headers.cookie) return;
      if (request.headers.authorization?.startsWith('Bearer ')) return;
      const header = request.headers[XSRF_HEADER];
      if (!token || typeof header !== 'string' || !same(header, token)) throw new AppError('CSRF_INVALID');
    });
  },
  { name: 'cookie-csrf' },
);
