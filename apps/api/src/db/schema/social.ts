import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz } from './columns';
import { language } from './enums';
import { users } from './users';

/**
 * A social sign-in on its way through the provider (PRODUCT.md section 3). Kept in the database,
 * not in process memory, so the provider's callback may reach any API process. The browser that
 * started the flow also holds the state in an httpOnly cookie, so a callback URL cannot be
 * replayed in another browser (login CSRF).
 */
export const socialSignInStates = pgTable(
  'social_sign_in_states',
  {
    id: id(),
    /** SHA-256 of the `state` parameter */
    stateHash: text('state_hash').notNull(),
    provider: text('provider').notNull(),
    /** OpenID Connect only */
    nonce: text('nonce'),
    codeVerifier: text('code_verifier').notNull(),
    language: language('language').notNull().default('ar'),
    /** set when a signed-in user connects the provider from the profile */
    linkUserId: uuid('link_user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: tstz('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('social_sign_in_states_hash_unique').on(t.stateHash),
    index('social_sign_in_states_expires_idx').on(t.expiresAt),
  ],
);

/**
 * One-time codes handed to the page /auth/google/callback (tokens never travel in a URL), and the
 * link tokens that let a user confirm a link with their password. Stored as digests.
 */
export const socialSignInCodes = pgTable(
  'social_sign_in_codes',
  {
    id: id(),
    codeHash: text('code_hash').notNull(),
    /** 'session': sign the user in; 'link' / 'link-token': the identity waits for the password */
    purpose: text('purpose').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('social_sign_in_codes_hash_unique').on(t.codeHash),
    index('social_sign_in_codes_expires_idx').on(t.expiresAt),
  ],
);
