import { and, eq, gt, lt } from 'drizzle-orm';
import type { TLanguage, TSocialProvider } from '@masar/contracts';
import type { Database } from '#src/db/client';
import { socialSignInStates } from '#src/db/schema/index';
import { tokenDigest } from '#src/lib/opaque-token';

/** Time allowed between leaving for the provider and coming back. */
export const FLOW_TTL_MS = 10 * 60 * 1000;

export interface StoredFlow {
  provider: TSocialProvider;
  nonce: string;
  codeVerifier: string;
  language: TLanguage;
  linkUserId: string | null;
}

/** Flows in progress, in the database so the callback may reach any process. */
export function createFlowStates(db: Database) {
  return {
    async save(state: string, flow: StoredFlow, now = Date.now()): Promise<void> {
      await db.insert(socialSignInStates).values({
        stateHash: tokenDigest(state),
        provider: flow.provider,
        nonce: flow.nonce,
        codeVerifier: flow.codeVerifier,
        language: flow.language,
        linkUserId: flow.linkUserId,
        expiresAt: new Date(now + FLOW_TTL_MS),
      });
    },

    /** Single use: deleting is the claim, so of two callbacks with one state only one proceeds. */
    async take(state: string, provider: TSocialProvider): Promise<StoredFlow | undefined> {
      const [row] = await db
        .delete(socialSignInStates)
        .where(
          and(
            eq(socialSignInStates.stateHash, tokenDigest(state)),
            eq(socialSignInStates.provider, provider),
            gt(socialSignInStates.expiresAt, new Date()),
          ),
        )
        .returning();
      if (!row) return undefined;
      return {
        provider,
        nonce: row.nonce ?? '',
        codeVerifier: row.codeVerifier,
        language: row.language,
        linkUserId: row.linkUserId,
      };
    },

    async purgeExpired(): Promise<void> {
      await db.delete(socialSignInStates).where(lt(socialSignInStates.expiresAt, new Date()));
    },
  };
}

export type FlowStates = ReturnType<typeof createFlowStates>;
