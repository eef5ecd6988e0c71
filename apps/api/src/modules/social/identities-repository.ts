import { and, asc, eq } from 'drizzle-orm';
import type { TLanguage, TSocialIdentity, TSocialProvider } from '@masar/contracts';
import type { Database } from '#src/db/client';
import { externalIdentities, users } from '#src/db/schema/index';
import type { UserRow } from '#src/modules/accounts/user-mapper';
import type { ProviderProfile } from './provider-client';

export interface IdentityRow {
  userId: string;
  provider: TSocialProvider;
  subject: string;
  email: string | null;
}

/** external_identities: keyed by (provider, subject); one account may hold several. */
export function createIdentities(db: Database) {
  return {
    /** A new account with no password, and its identity, together or not at all. */
    async createAccount(
      provider: TSocialProvider,
      profile: ProviderProfile & { email: string },
      language: TLanguage,
    ): Promise<UserRow | undefined> {
      return db.transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({
            email: profile.email,
            passwordHash: null,
            firstName: profile.firstName,
            lastName: profile.lastName,
            preferredLanguage: language,
            emailVerifiedAt: profile.emailVerified ? new Date() : null,
            termsAcceptedAt: new Date(),
          })
          .onConflictDoNothing()
          .returning();
        if (!user) return undefined;
        await tx
          .insert(externalIdentities)
          .values({ userId: user.id, provider, subject: profile.subject, email: profile.email });
        return user;
      });
    },

    /**
     * The provider vouches for the email of an account that never confirmed it: the address is
     * now confirmed and the unproven password gone (account-linking.ts says why).
     */
    async adoptEmail(userId: string): Promise<void> {
      await db.update(users).set({ emailVerifiedAt: new Date(), passwordHash: null }).where(eq(users.id, userId));
    },

    async find(provider: TSocialProvider, subject: string): Promise<IdentityRow | undefined> {
      const [row] = await db
        .select()
        .from(externalIdentities)
        .where(and(eq(externalIdentities.provider, provider), eq(externalIdentities.subject, subject)));
      return row ? { userId: row.userId, provider, subject: row.subject, email: row.email } : undefined;
    },

    /** false when this provider account is linked already (to anyone) */
    async link(identity: IdentityRow): Promise<boolean> {
      const rows = await db
        .insert(externalIdentities)
        .values(identity)
        .onConflictDoNothing()
        .returning({ id: externalIdentities.id });
      return rows.length > 0;
    },

    async updateEmail(provider: TSocialProvider, subject: string, email: string): Promise<void> {
      await db
        .update(externalIdentities)
        .set({ email })
        .where(and(eq(externalIdentities.provider, provider), eq(externalIdentities.subject, subject)));
    },

    async list(userId: string): Promise<TSocialIdentity[]> {
      const rows = await db
        .select()
        .from(externalIdentities)
        .where(eq(externalIdentities.userId, userId))
        .orderBy(asc(externalIdentities.createdAt));
      return rows.map((r) => ({
        provider: r.provider as TSocialProvider,
        email: r.email,
        linkedAt: r.createdAt.toISOString(),
      }));
    },

    /** how many identities of the provider were removed */
    async unlink(userId: string, provider: TSocialProvider): Promise<number> {
      const rows = await db
        .delete(externalIdentities)
        .where(and(eq(externalIdentities.userId, userId), eq(externalIdentities.provider, provider)))
        .returning({ id: externalIdentities.id });
      return rows.length;
    },
  };
}

export type Identities = ReturnType<typeof createIdentities>;
