import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { notifyChannel } from '#src/plugins/db';
import type { CourseListCache } from './course-list-cache';

const CHANNEL = 'masar_catalog';
const RECONNECT_MS = 1_000;

/**
 * With PostgreSQL several API processes may serve one catalog. Each LISTENs on a channel and a
 * writer NOTIFYs it after committing and before answering, so every process drops its cached
 * catalog within milliseconds; the read path stays a map lookup. A process's own notifications are ignored.
 * PGlite is one process: nothing to do.
 */
export async function startCatalogSync(app: FastifyInstance, cache: CourseListCache): Promise<void> {
  if (app.dbDriver !== 'postgres') return;
  const pool = (app.db as unknown as { $client: pg.Pool }).$client;
  const self = randomUUID();
  let client: pg.Client | undefined;
  let closing = false;
  let retry: NodeJS.Timeout | undefined;

  async function connect(): Promise<void> {
    const next = new pg.Client(pool.options);
    next.on('notification', (message) => {
      if (message.channel === CHANNEL && message.payload !== self) cache.clearLocal();
    });
    next.on('error', (err) => {
      app.log.warn({ err }, 'catalog change listener lost its connection; reconnecting');
      void next.end().catch(() => undefined);
      // changes missed meanwhile age out with the cache's TTL; clear now to be safe
      cache.clearLocal();
      if (!closing) retry = setTimeout(() => void connect().catch(onConnectFailure), RECONNECT_MS);
    });
    await next.connect();
    await next.query(`listen ${CHANNEL}`);
    client = next;
  }

  function onConnectFailure(err: unknown) {
    app.log.warn({ err }, 'catalog change listener could not connect; retrying');
    if (!closing) retry = setTimeout(() => void connect().catch(onConnectFailure), RECONNECT_MS);
  }

  await connect().catch(onConnectFailure);
  // awaited by the writer before it answers (issue 32: sent after the response, the notification
  // let the next request to another process read the old page in 6 of 60 edits); a failed
  // NOTIFY is logged, not thrown at a write that has committed: the other caches' TTLs bound it
  cache.publish = async () => {
    await notifyChannel(app.db, CHANNEL, self).catch((err: unknown) =>
      app.log.error({ err }, 'catalog change notification failed; other processes refresh on their TTL'),
    );
  };
  app.addHook('onClose', async () => {
    closing = true;
    clearTimeout(retry);
    cache.publish = undefined;
    await client?.end().catch(() => undefined);
  });
}
