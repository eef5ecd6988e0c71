import type { FastifyInstance } from 'fastify';
import { hashPassword } from '#src/lib/password';
import { TEST_ADMIN } from '#test/test-config';
import { defined } from '@masar/contracts/defined';

export const ROLES = ['guest', 'learner', 'otherLearner', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Password of the gate's learners (the admin's is TEST_ADMIN.password). */
export const GATE_PASSWORD = 'Gate-Learner-Pass-7';

export interface Actor {
  role: Role;
  userId?: string;
  email?: string;
  password?: string;
  /** the refresh token of the actor's session */
  refreshToken?: string;
  headers: Record<string, string>;
}

async function ensureUser(app: FastifyInstance, email: string, role: 'user' | 'admin') {
  const existing = await app.usersRepository.findByEmail(email);
  if (existing) return existing;
  const created = await app.usersRepository.create({
    email,
    passwordHash: await hashPassword(GATE_PASSWORD),
    firstName: 'Gate',
    lastName: role,
    preferredLanguage: 'en',
  });
  return defined(await app.usersRepository.update(defined(created).id, { role, emailVerifiedAt: new Date() }));
}

/** A real session (the same service login uses) and its bearer header. */
async function signedIn(
  app: FastifyInstance,
  role: Role,
  email: string,
  password: string,
  kind: 'user' | 'admin',
): Promise<Actor> {
  const user = await ensureUser(app, email, kind);
  const session = await app.sessions.create(user, 'gate');
  return {
    role,
    userId: user.id,
    email,
    password,
    refreshToken: session.refreshToken,
    headers: { authorization: `Bearer ${session.accessToken}` },
  };
}

/** One actor per role, each signed in to its own account with a fresh session. */
export async function actors(app: FastifyInstance): Promise<Record<Role, Actor>> {
  return {
    guest: { role: 'guest', headers: {} },
    learner: await signedIn(app, 'learner', 'gate-learner@test.masar.local', GATE_PASSWORD, 'user'),
    otherLearner: await signedIn(app, 'otherLearner', 'gate-other@test.masar.local', GATE_PASSWORD, 'user'),
    admin: await signedIn(app, 'admin', TEST_ADMIN.email, TEST_ADMIN.password, 'admin'),
  };
}
