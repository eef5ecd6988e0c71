import { sql } from 'drizzle-orm';
import { pgTable, text, uniqueIndex, index, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz, updatedAt } from './columns';
import { language, userRole } from './enums';

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    role: userRole('role').notNull().default('user'),
    preferredLanguage: language('preferred_language').notNull().default('ar'),
    emailVerifiedAt: tstz('email_verified_at'),
    disabledAt: tstz('disabled_at'),
    /** when the learner ticked "18 or older, or guardian consent, and I accept the terms" */
    termsAcceptedAt: tstz('terms_accepted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // emails are stored lowercased; the index on lower() guards against writers that forget
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    index('users_role_idx').on(t.role),
    // the dashboard's sign-ups over time (issue 23)
    index('users_created_idx').on(t.createdAt),
  ],
);

export const externalIdentities = pgTable(
  'external_identities',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('external_identities_provider_subject_unique').on(t.provider, t.subject),
    index('external_identities_user_idx').on(t.userId),
  ],
);
