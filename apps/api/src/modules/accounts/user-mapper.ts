import type { TUser } from '@masar/contracts';
import type { users } from '#src/db/schema/index';

export type UserRow = typeof users.$inferSelect;

export function toUser(row: UserRow): TUser {
  return {
    _id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    preferredLanguage: row.preferredLanguage,
    emailVerified: row.emailVerifiedAt !== null,
    hasPassword: row.passwordHash !== null,
    disabled: row.disabledAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}
