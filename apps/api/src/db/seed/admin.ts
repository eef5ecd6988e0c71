import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '#src/lib/password';
import type { Database } from '../client';
import { users } from '../schema';

export type AdminOutcome = 'created' | 'promoted' | 'unchanged';

/** The first admin comes from configuration: created on an empty database, else promoted. */
export async function ensureAdmin(db: Database, email: string, password: string): Promise<AdminOutcome> {
  const normalized = email.trim().toLowerCase();
  const [existing] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(sql`lower(${users.email})`, normalized));
  if (existing) {
    if (existing.role === 'admin') return 'unchanged';
    await db.update(users).set({ role: 'admin' }).where(eq(users.id, existing.id));
    return 'promoted';
  }
  await db.insert(users).values({
    email: normalized,
    passwordHash: await hashPassword(password),
    firstName: 'Masar',
    lastName: 'Admin',
    role: 'admin',
    preferredLanguage: 'ar',
    emailVerifiedAt: new Date(),
    termsAcceptedAt: new Date(),
  });
  return 'created';
}
