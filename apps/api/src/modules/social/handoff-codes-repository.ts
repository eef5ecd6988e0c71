import { and, eq, gt, inArray, isNull, lt } from 'drizzle-orm';
import type { TSocialProvider } from '@masar/contracts';
import type { Database } from '#src/db/client';
import { socialSignInCodes } from '#src/db/schema/index';
import { newOpaqueToken, tokenDigest } from '#src/lib/opaque-token';

/**
 * 'session': the callback page exchanges it for tokens. 'link': an existing account waits for its
 * password; exchanging it answers a 'link-token', which POST /auth/social/link consumes.
 */
export type HandoffPurpose = 'session' | 'link' | 'link-token';

/** The page exchanges its code at once; a link is confirmed within minutes. */
const TTL_MS: Record<HandoffPurpose, number> = {
  session: 2 * 60 * 1000,
  link: 2 * 60 * 1000,
  'link-token': 15 * 60 * 1000,
};

export interface Handoff {
  purpose: HandoffPurpose;
  userId: string;
  provider: TSocialProvider;
  subject: string;
  email: string | null;
}

/** One-time codes between the provider's callback, the callback page and the link form. */
export function createHandoffCodes(db: Database) {
  return {
    async issue(handoff: Handoff, now = Date.now()): Promise<string> {
      const code = newOpaqueToken();
      await db
        .insert(socialSignInCodes)
        .values({ ...handoff, codeHash: tokenDigest(code), expiresAt: new Date(now + TTL_MS[handoff.purpose]) });
      return code;
    },

    /** Marks the code used and answers it; undefined when unknown, expired, used or of another purpose. */
    async consume(code: string, purposes: HandoffPurpose[]): Promise<Handoff | undefined> {
      const now = new Date();
      const [row] = await db
        .update(socialSignInCodes)
        .set({ usedAt: now })
        .where(
          and(
            eq(socialSignInCodes.codeHash, tokenDigest(code)),
            inArray(socialSignInCodes.purpose, purposes),
            isNull(socialSignInCodes.usedAt),
            gt(socialSignInCodes.expiresAt, now),
          ),
        )
        .returning();
      if (!row) return undefined;
      return {
        purpose: row.purpose as HandoffPurpose,
        userId: row.userId,
        provider: row.provider as TSocialProvider,
        subject: row.subject,
        email: row.email,
      };
    },

    /** Reads a link token without using it up (a wrong password must not spend it). */
    async peek(code: string, purpose: HandoffPurpose): Promise<Handoff | undefined> {
      const [row] = await db
        .select()
        .from(socialSignInCodes)
        .where(
          and(
            eq(socialSignInCodes.codeHash, tokenDigest(code)),
            eq(socialSignInCodes.purpose, purpose),
            isNull(socialSignInCodes.usedAt),
            gt(socialSignInCodes.expiresAt, new Date()),
          ),
        );
      if (!row) return undefined;
      return {
        purpose,
        userId: row.userId,
        provider: row.provider as TSocialProvider,
        subject: row.subject,
        email: row.email,
      };
    },

    async purgeExpired(): Promise<void> {
      await db
        .delete(socialSignInCodes)
        .where(lt(socialSignInCodes.expiresAt, new Date(Date.now() - 24 * 60 * 60 * 1000)));
    },
  };
}

export type HandoffCodes = ReturnType<typeof createHandoffCodes>;
