import { gte, lt } from 'drizzle-orm';
import type { Database } from '#src/db/client';
import { visitorDays } from '#src/db/schema/index';

/** One row per (UTC day, visitor hash): what visitors.ts counts. */
export function createVisitorDaysRepository(db: Database) {
  return {
    /** forgets the days before `oldest` (YYYY-MM-DD) */
    async pruneBefore(oldest: string): Promise<void> {
      await db.delete(visitorDays).where(lt(visitorDays.day, oldest));
    },
    async add(day: string, visitorHash: string): Promise<void> {
      await db.insert(visitorDays).values({ day, visitorHash }).onConflictDoNothing();
    },
    /** rows from `from` (YYYY-MM-DD) on: each day's distinct visitors, summed */
    countSince: (from: string): Promise<number> => db.$count(visitorDays, gte(visitorDays.day, from)),
  };
}

export type VisitorDaysRepository = ReturnType<typeof createVisitorDaysRepository>;
