import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '#src/db/client';
import { emailTokens, users } from '#src/db/schema/index';
import { newOpaqueToken, tokenDigest } from '#src/lib/opaque-token';

export type EmailTokenPurpose = 'confirm' | 'reset';

/** Reset links last one hour (PRODUCT.md section 3); confirmation links a week. */
export const EMAIL_TOKEN_TTL_MS: Record<EmailTokenPurpose, number> = {
  reset: 60 * 60 * 1000,
  confirm: 7 * 24 * 60 * 60 * 1000,
};

/** Single-use tokens sent by email, stored as SHA-256 digests. */
export function createEmailTokens(db: Database) {
  return {
    /** A new link replaces the user's earlier unused ones of the same purpose. */
    async issue(userId: string, purpose: EmailTokenPurpose, now = Date.now()): Promise<string> {
      const token = newOpaqueToken();
      await db.transaction(async (tx) => {
        await tx
          .update(emailTokens)
          .set({ usedAt: new Date(now) })
          .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
        await tx.insert(emailTokens).values({
          userId,
          purpose,
          tokenHash: tokenDigest(token),
          expiresAt: new Date(now + EMAIL_TOKEN_TTL_MS[purpose]),
        });
      });
      return token;
    },

    /** Marks the token used and answers its user; undefined when unknown, expired or used. */
    async consume(token: string, purpose: EmailTokenPurpose): Promise<string | undefined> {
      const now = new Date();
      const [row] = await db
        .update(emailTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(emailTokens.tokenHash, tokenDigest(token)),
            eq(emailTokens.purpose, purpose),
            isNull(emailTokens.usedAt),
            gt(emailTokens.expiresAt, now),
          ),
        )
        .returning({ userId: emailTokens.userId });
      return row?.userId;
    },

    /** A confirmation link opened twice: still valid for an account it has already confirmed. */
    async alreadyConfirmedBy(token: string): Promise<boolean> {
      const [row] = await db
        .select({ verifiedAt: users.emailVerifiedAt })
        .from(emailTokens)
        .innerJoin(users, eq(users.id, emailTokens.userId))
        .where(
          and(
            eq(emailTokens.tokenHash, tokenDigest(token)),
            eq(emailTokens.purpose, 'confirm'),
            gt(emailTokens.expiresAt, new Date()),
          ),
        );
      return row?.verifiedAt != null;
    },
  };
}

export type EmailTokens = ReturnType<typeof createEmailTokens>;
