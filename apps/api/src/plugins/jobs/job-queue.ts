import PgBoss from 'pg-boss';
import type { Database, ExecuteSql } from '#src/db/client';
import { drizzleExecutor } from './sql-executor-repository';

/** How a queue retries: pg-boss's policy, the same for every job of the queue. */
export interface QueuePolicy {
  /** tries after the first before the job is kept as failed (the dead letters admins see) */
  retryLimit: number;
  /** seconds before the first retry; doubled each time with `retryBackoff` */
  retryDelay: number;
  retryBackoff: boolean;
  /** a try running longer than this is failed and retried */
  expireInSeconds: number;
}

export interface JobContext {
  id: string;
  /** 0 on the first try */
  retryCount: number;
}

export type JobHandler<T> = (data: T, job: JobContext) => Promise<void>;

interface Defined {
  policy: QueuePolicy;
  handler: JobHandler<never>;
}

interface FailedRow {
  id: string;
  name: string;
  data: unknown;
  output: { message?: unknown } | null;
  retry_count: number;
  created_on: string | Date;
  completed_on: string | Date | null;
}

export interface FailedJob {
  id: string;
  queue: string;
  data: unknown;
  error: string;
  tries: number;
  createdAt: Date;
  failedAt: Date | null;
}

const DEFAULT_POLICY: QueuePolicy = { retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 300 };

/** Failed jobs are kept this long for the admins (then archived by pg-boss's maintenance). */
const KEEP_FAILED_SECONDS = 14 * 24 * 3600;

export interface JobQueueOptions {
  executeSql: ExecuteSql;
  /** seconds between each worker's polls */
  pollingIntervalSeconds: number;
  onError: (err: unknown) => void;
}

/**
 * Background work on PostgreSQL (pg-boss; docs/decisions/020): the same queue on the embedded PGlite
 * and on a server, through one SQL executor. Jobs are enqueued inside the caller's transaction,
 * retried with backoff, kept as failed after their last try, and run by every process's workers.
 */
export function createJobQueue(options: JobQueueOptions) {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => options.executeSql(text, values) },
    migrate: true,
    archiveFailedAfterSeconds: KEEP_FAILED_SECONDS,
  });
  boss.on('error', options.onError);
  const queues = new Map<string, Defined>();
  let started = false;

  /**
   * Processes starting together may both try (a new queue is a partition of pg-boss's job table,
   * so two creations can deadlock): the loser waits a moment and finds the winner's queue.
   */
  async function createQueueOnce(name: string, policy: QueuePolicy) {
    for (let attempt = 1; !(await boss.getQueue(name)); attempt += 1) {
      try {
        await boss.createQueue(name, { name, ...policy });
      } catch (err) {
        if (attempt >= 5) throw err;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  }

  async function run(name: string, job: PgBoss.JobWithMetadata<unknown>) {
    const defined = queues.get(name);
    if (!defined) throw new Error(`no handler for the queue ${name}`);
    await (defined.handler as JobHandler<unknown>)(job.data, { id: job.id, retryCount: job.retryCount });
  }

  return {
    /** A queue and its handler; call before `start`. */
    define<T>(name: string, handler: JobHandler<T>, policy: Partial<QueuePolicy> = {}): void {
      if (queues.has(name)) throw new Error(`the queue ${name} is defined twice`);
      queues.set(name, { policy: { ...DEFAULT_POLICY, ...policy }, handler: handler });
    },

    /** Adds a job within `db` — pass the transaction of the write that causes it. */
    async enqueue<T extends object>(db: Database, name: string, data: T, startAfterSeconds?: number): Promise<string> {
      const defined = queues.get(name);
      if (!defined) throw new Error(`no queue named ${name}`);
      const id = await boss.send(name, data, {
        ...defined.policy,
        ...(startAfterSeconds ? { startAfter: startAfterSeconds } : {}),
        db: drizzleExecutor(db),
      });
      if (!id) throw new Error(`the job was not queued on ${name}`);
      return id;
    },

    /** Installs or upgrades the queue's tables and creates the queues; with `work`, starts polling. */
    async start(work: boolean): Promise<void> {
      await boss.start();
      for (const [name, { policy }] of queues) {
        await createQueueOnce(name, policy);
        if (work)
          await boss.work(
            name,
            { pollingIntervalSeconds: options.pollingIntervalSeconds, includeMetadata: true },
            (jobs) => Promise.all(jobs.map((job) => run(name, job))),
          );
      }
      started = true;
    },

    /**
     * Runs every job that is due now, here, until none is left (tests; a process's shutdown does
     * not need it: what it leaves, another process or the next start picks up).
     */
    async drain(): Promise<number> {
      let done = 0;
      for (let found = true; found;) {
        found = false;
        for (const name of queues.keys()) {
          const jobs = await boss.fetch(name, { includeMetadata: true, batchSize: 20 });
          for (const job of jobs) {
            found = true;
            done += 1;
            try {
              await run(name, job);
              await boss.complete(name, job.id);
            } catch (err) {
              await boss.fail(name, job.id, err instanceof Error ? { message: err.message } : { message: String(err) });
            }
          }
        }
      }
      return done;
    },

    /** The jobs kept as failed after their last try, newest first. */
    async failed(limit: number): Promise<FailedJob[]> {
      const { rows } = await options.executeSql(
        `select id, name, data, output, retry_count, created_on, completed_on
           from pgboss.job where state = 'failed' order by completed_on desc nulls last limit $1`,
        [limit],
      );
      return (rows as FailedRow[]).map((r) => ({
        id: r.id,
        queue: r.name,
        data: r.data,
        error: typeof r.output?.message === 'string' ? r.output.message : JSON.stringify(r.output ?? null),
        tries: Number(r.retry_count) + 1,
        createdAt: new Date(r.created_on),
        failedAt: r.completed_on ? new Date(r.completed_on) : null,
      }));
    },

    /** Gives a failed job one more try (pg-boss's retry); false when there is no such failed job. */
    async retry(id: string): Promise<boolean> {
      const { rows } = await options.executeSql(`select name from pgboss.job where id = $1 and state = 'failed'`, [id]);
      const name = (rows[0] as { name?: string } | undefined)?.name;
      if (!name) return false;
      await boss.retry(name, id);
      return true;
    },

    async stop(): Promise<void> {
      if (started) await boss.stop({ graceful: true, wait: true, close: false, timeout: 5000 });
    },
  };
}

export type JobQueue = ReturnType<typeof createJobQueue>;
