import type { FastifyReply, FastifyRequest } from 'fastify';

/** Binds a flow to the browser that started it: a callback URL replayed elsewhere gets 'expired'. */
export const STATE_COOKIE = 'masar_social_state';
export const STATE_COOKIE_PATH = '/api/auth';

export function setStateCookie(request: FastifyRequest, reply: FastifyReply, state: string) {
  reply.setCookie(STATE_COOKIE, state, {
    path: STATE_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: 600,
  });
}
