import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { signAccessToken } from '../../src/lib/access-token';
import { users } from '../../src/db/schema';
import { TEST_ADMIN } from '../test-config';

export const ROLES = ['guest', 'learner', 'otherLearner', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export interface Actor {
  role: Role;
  userId?: string;
  headers: Record<string, string>;
}

async function ensureUser(app: FastifyInstance, email: string, role: 'user' | 'admin') {
  const [existing] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (existing) return existing.id;
  const [created] = await app.db
    .insert(users)
    .values({ email, firstName: 'Gate', lastName: role, role, emailVerifiedAt: new Date() })
    .returning({ id: users.id });
  return created!.id;
}

/** One actor per role, each carrying a valid access token for its own account. */
export async function actors(app: FastifyInstance): Promise<Record<Role, Actor>> {
  const secret = app.config.jwtSecret;
  const learnerId = await ensureUser(app, 'gate-learner@test.masar.local', 'user');
  const otherId = await ensureUser(app, 'gate-other@test.masar.local', 'user');
  const adminId = await ensureUser(app, TEST_ADMIN.email, 'admin');
  const bearer = async (userId: string, role: 'user' | 'admin') => ({
    authorization: `Bearer ${await signAccessToken({ userId, role }, secret)}`,
  });
  return {
    guest: { role: 'guest', headers: {} },
    learner: { role: 'learner', userId: learnerId, headers: await bearer(learnerId, 'user') },
    otherLearner: { role: 'otherLearner', userId: otherId, headers: await bearer(otherId, 'user') },
    admin: { role: 'admin', userId: adminId, headers: await bearer(adminId, 'admin') },
  };
}
