import type { FileStorage } from '#src/plugins/storage/file-storage';
import type { Database } from '../client';
import { courses, trainers, users } from '../schema';
import { ensureAdmin, type AdminOutcome } from './admin';
import { seedDemo } from './demo';

export interface SeedOptions {
  adminEmail: string;
  adminPassword: string;
  currency: string;
  /** false skips demo data (the admin is still ensured) */
  demo?: boolean;
  /** where the demo lectures' videos are stored */
  storage: FileStorage;
}

export interface SeedResult {
  seeded: boolean;
  admin: AdminOutcome;
}

/** Demo data only on an empty database; the admin on every start. One transaction, idempotent. */
export async function seedDatabase(db: Database, opts: SeedOptions): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    // one after another: a transaction is one connection, which runs one query at a time
    const counts = [await tx.$count(courses), await tx.$count(trainers), await tx.$count(users)];
    const empty = counts.every((n) => n === 0);
    if (empty && opts.demo !== false) await seedDemo(tx, opts.currency, opts.storage);
    const admin = await ensureAdmin(tx, opts.adminEmail, opts.adminPassword);
    return { seeded: empty && opts.demo !== false, admin };
  });
}
