import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { TUserRole } from '@masar/contracts';
import { verifyAccessToken } from '#src/lib/access-token';
import { AppError } from '#src/lib/app-error';

export type AuthMode = 'user' | 'admin' | 'optional';

export interface RequestAuth {
  userId: string;
  /** from the database, not the token: a demotion takes effect at once */
  role: TUserRole;
  /** the refresh-token family (session) the access token belongs to */
  sessionId: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The one place that reads bearer tokens. Routes declare `config: { auth: 'user' | 'admin' |
 * 'optional' }` (or add `app.authenticate` / `app.requireAdmin` to onRequest). Each authenticated
 * request checks that its session is not revoked and its user not disabled: one indexed lookup.
 */
export default fp(
  async function authentication(app: FastifyInstance) {
    async function resolve(request: FastifyRequest): Promise<RequestAuth | 'expired' | undefined> {
      const header = request.headers.authorization;
      if (!header?.startsWith('Bearer ')) return undefined;
      const verified = await verifyAccessToken(header.slice(7).trim(), app.config.jwtSecret);
      if (!verified.ok) return verified.reason === 'expired' ? 'expired' : undefined;
      const { userId, sessionId } = verified.claims;
      if (!UUID.test(userId) || !UUID.test(sessionId)) return undefined;
      const state = await app.sessions.state(sessionId, userId);
      return state?.active ? { userId, sessionId, role: state.role } : undefined;
    }

    async function authenticate(request: FastifyRequest) {
      if (request.auth) return;
      const auth = await resolve(request);
      if (auth === 'expired') throw new AppError('TOKEN_EXPIRED');
      if (!auth) throw new AppError('UNAUTHENTICATED');
      request.auth = auth;
    }

    async function requireAdmin(request: FastifyRequest) {
      await authenticate(request);
      if (request.auth?.role !== 'admin') throw new AppError('FORBIDDEN');
    }

    app.decorateRequest('auth', null);
    app.decorate('authenticate', authenticate);
    app.decorate('requireAdmin', requireAdmin);
    app.addHook('onRequest', async (request) => {
      const mode = request.routeOptions.config?.auth;
      if (mode === 'user') await authenticate(request);
      else if (mode === 'admin') await requireAdmin(request);
      else if (mode === 'optional') {
        const auth = await resolve(request);
        // an invalid or expired token on a public route is simply a guest
        if (auth && auth !== 'expired') request.auth = auth;
      }
    });
  },
  { name: 'authentication', dependencies: ['accounts'] },
);

/** The signed-in caller of a route declared with auth 'user' or 'admin'. */
export function currentAuth(request: FastifyRequest): RequestAuth {
  if (!request.auth) throw new AppError('UNAUTHENTICATED');
  return request.auth;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: RequestAuth | null;
  }
  interface FastifyInstance {
    authenticate: (request: FastifyRequest) => Promise<void>;
    requireAdmin: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyContextConfig {
    auth?: AuthMode;
  }
}
