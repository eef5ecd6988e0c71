import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { TUserRole } from '@masar/contracts';
import type { Database } from '#src/db/client';
import { refreshTokenFamilies, refreshTokens, users } from '#src/db/schema/index';
import { signAccessToken } from '#src/lib/access-token';
import { newOpaqueToken, tokenDigest } from '#src/lib/opaque-token';
import type { Clock } from '#src/modules/site/clock';
import { openSuccessor, sealSuccessor } from './successor-seal';
import { defined } from '@masar/contracts/defined';

/** PRODUCT.md section 3: refresh tokens live 30 days and are rotated on every use. */
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Two tabs refreshing at once present the same token; the later one, within this long after the
 * rotation, gets the same successor instead of ending the session. Later reuse is theft.
 */
export const REFRESH_REUSE_GRACE_MS = 20_000;

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
  sessionId: string;
}

export interface SessionState {
  role: TUserRole;
  active: boolean;
}

/** A session is a refresh-token family; access tokens name it in their `sid` claim. */
export function createSessions(db: Database, secret: string) {
  /** tests move it: `app.sessions.clock.now = () => ...` */
  const clock: Clock = { now: () => new Date() };

  async function issueRefresh(familyId: string, now: number): Promise<string> {
    const token = newOpaqueToken();
    await db
      .insert(refreshTokens)
      .values({ familyId, tokenHash: tokenDigest(token), expiresAt: new Date(now + REFRESH_TOKEN_TTL_MS) });
    return token;
  }

  /** Marks the token used and stores its sealed successor, in one transaction: one of two concurrent callers wins. */
  async function claim(id: string, familyId: string, presented: string, now: number): Promise<string | undefined> {
    const successor = newOpaqueToken();
    return db.transaction(async (tx) => {
      const claimed = await tx
        .update(refreshTokens)
        .set({ usedAt: new Date(now), successorSealed: sealSuccessor(presented, successor) })
        .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt)))
        .returning({ id: refreshTokens.id });
      if (claimed.length === 0) return undefined;
      await tx
        .insert(refreshTokens)
        .values({ familyId, tokenHash: tokenDigest(successor), expiresAt: new Date(now + REFRESH_TOKEN_TTL_MS) });
      return successor;
    });
  }

  /** The successor a token was rotated into, if that happened within the grace period. */
  async function recentSuccessor(id: string, presented: string, now: number): Promise<string | undefined> {
    const [row] = await db
      .select({ usedAt: refreshTokens.usedAt, sealed: refreshTokens.successorSealed })
      .from(refreshTokens)
      .where(eq(refreshTokens.id, id));
    if (!row?.usedAt || !row.sealed || now - row.usedAt.getTime() > REFRESH_REUSE_GRACE_MS) return undefined;
    return openSuccessor(presented, row.sealed);
  }

  async function revokeFamily(familyId: string): Promise<void> {
    await db
      .update(refreshTokenFamilies)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokenFamilies.id, familyId), isNull(refreshTokenFamilies.revokedAt)));
  }

  return {
    clock,

    async create(user: { id: string; role: TUserRole }, userAgent?: string): Promise<SessionTokens> {
      const now = clock.now().getTime();
      const [family] = await db
        .insert(refreshTokenFamilies)
        .values({ userId: user.id, userAgent: userAgent?.slice(0, 300) })
        .returning({ id: refreshTokenFamilies.id });
      const refreshToken = await issueRefresh(defined(family).id, now);
      const accessToken = await signAccessToken(
        { userId: user.id, role: user.role, sessionId: defined(family).id },
        secret,
        now,
      );
      return { accessToken, refreshToken, sessionId: defined(family).id };
    },

    accessToken: (user: { id: string; role: TUserRole }, sessionId: string) =>
      signAccessToken({ userId: user.id, role: user.role, sessionId }, secret),

    /**
     * Rotates a refresh token; undefined when it is unknown, or expired/revoked, or reused after
     * the grace period (which ends its family). Within the grace, the same successor again.
     */
    async rotate(refreshToken: string): Promise<SessionTokens | undefined> {
      const now = clock.now().getTime();
      const [row] = await db
        .select({
          id: refreshTokens.id,
          familyId: refreshTokens.familyId,
          expiresAt: refreshTokens.expiresAt,
          usedAt: refreshTokens.usedAt,
          revoked: refreshTokens.revoked,
          familyRevokedAt: refreshTokenFamilies.revokedAt,
          userId: users.id,
          role: users.role,
          disabledAt: users.disabledAt,
        })
        .from(refreshTokens)
        .innerJoin(refreshTokenFamilies, eq(refreshTokenFamilies.id, refreshTokens.familyId))
        .innerJoin(users, eq(users.id, refreshTokenFamilies.userId))
        .where(eq(refreshTokens.tokenHash, tokenDigest(refreshToken)));
      if (!row) return undefined;
      const dead =
        row.revoked || row.familyRevokedAt !== null || row.expiresAt.getTime() <= now || row.disabledAt !== null;
      const next = dead
        ? undefined
        : ((row.usedAt === null ? await claim(row.id, row.familyId, refreshToken, now) : undefined) ??
          // used already, by a concurrent request or a moment ago: the same successor, within the grace
          (await recentSuccessor(row.id, refreshToken, now)));
      if (!next) {
        await revokeFamily(row.familyId);
        return undefined;
      }
      const accessToken = await signAccessToken(
        { userId: row.userId, role: row.role, sessionId: row.familyId },
        secret,
        now,
      );
      return { accessToken, refreshToken: next, sessionId: row.familyId };
    },

    revokeFamily,

    /** Ends every session of a user, or every one but `keep`. */
    async revokeAll(userId: string, keep?: string): Promise<void> {
      const where = [eq(refreshTokenFamilies.userId, userId), isNull(refreshTokenFamilies.revokedAt)];
      if (keep) where.push(ne(refreshTokenFamilies.id, keep));
      await db
        .update(refreshTokenFamilies)
        .set({ revokedAt: new Date() })
        .where(and(...where));
    },

    /** The family a refresh token belongs to, if that family is the user's. */
    async familyOf(refreshToken: string, userId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ familyId: refreshTokens.familyId })
        .from(refreshTokens)
        .innerJoin(refreshTokenFamilies, eq(refreshTokenFamilies.id, refreshTokens.familyId))
        .where(and(eq(refreshTokens.tokenHash, tokenDigest(refreshToken)), eq(refreshTokenFamilies.userId, userId)));
      return row?.familyId;
    },

    /** Checked on every authenticated request: a revoked session or a disabled user stops at once. */
    async state(sessionId: string, userId: string): Promise<SessionState | undefined> {
      const [row] = await db
        .select({
          role: users.role,
          active: sql<boolean>`${refreshTokenFamilies.revokedAt} is null and ${users.disabledAt} is null`,
        })
        .from(refreshTokenFamilies)
        .innerJoin(users, eq(users.id, refreshTokenFamilies.userId))
        .where(and(eq(refreshTokenFamilies.id, sessionId), eq(users.id, userId)));
      return row;
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
