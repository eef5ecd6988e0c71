import { sql } from 'drizzle-orm';
import type { Database } from '#src/db/client';
import { playbackSessions } from '#src/db/schema/index';

/**
 * Playback begins when a learner is handed a lecture's media URL. A URL asked for again while the
 * playback is alive (the last URL or report less than `quietSeconds` ago: an expired URL refreshed,
 * a page reloaded, another device) continues it; after a longer quiet spell a new playback begins,
 * so the time a lecture lay unwatched is not credit for it.
 */
export function createPlaybackSessions(db: Database) {
  return {
    async begin(userId: string, lectureId: string, now: Date, quietSeconds: number): Promise<void> {
      const at = now.toISOString();
      const quietSince = new Date(now.getTime() - quietSeconds * 1000).toISOString();
      await db
        .insert(playbackSessions)
        .values({ userId, lectureId, startedAt: now, seenAt: now })
        .onConflictDoUpdate({
          target: [playbackSessions.userId, playbackSessions.lectureId],
          set: {
            startedAt: sql`case when ${playbackSessions.seenAt} < ${quietSince}::timestamptz then ${at}::timestamptz else ${playbackSessions.startedAt} end`,
            seenAt: sql`greatest(${playbackSessions.seenAt}, ${at}::timestamptz)`,
          },
        });
    },
  };
}

export type PlaybackSessions = ReturnType<typeof createPlaybackSessions>;
