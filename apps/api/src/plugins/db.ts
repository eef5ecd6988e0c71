import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { openDatabase, type Database, type DatabaseDriver, type DatabaseHandle, type ExecuteSql } from '#src/db/client';
import { prepareDatabase } from '#src/db/migrate';
import { fileStorageFor } from './storage/index';

/** `select 1`: whether the database answers (the health check). */
export const pingDatabase = (db: Database) => db.execute(sql`select 1`);

/** PostgreSQL's NOTIFY, for the other processes that LISTEN on `channel`. */
export const notifyChannel = (db: Database, channel: string, payload: string) =>
  db.execute(sql`select pg_notify(${channel}, ${payload})`);

export interface DbPluginOptions {
  /** an already migrated database (tests, server.ts); otherwise opened and prepared here */
  handle?: DatabaseHandle;
}

export default fp<DbPluginOptions>(
  async function dbPlugin(app: FastifyInstance, opts) {
    let handle = opts.handle;
    if (!handle) {
      const { config } = app;
      handle = await openDatabase({
        databaseUrl: config.databaseUrl,
        dataDir: config.dataDir,
        poolMax: config.dbPoolMax,
      });
      await prepareDatabase(handle, {
        adminEmail: config.adminEmail,
        adminPassword: config.adminPassword,
        currency: config.currency,
        storage: fileStorageFor(config),
      });
    }
    const owned = handle;
    app.decorate('db', owned.db);
    app.decorate('dbDriver', owned.driver);
    app.decorate('dbExecuteSql', owned.executeSql);
    // PGlite keeps the process alive until closed; the pool keeps sockets open.
    app.addHook('onClose', async () => owned.close());
  },
  { name: 'db' },
);

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    dbDriver: DatabaseDriver;
    /** plain SQL outside any transaction, for libraries that bring their own (the job queue) */
    dbExecuteSql: ExecuteSql;
  }
}
