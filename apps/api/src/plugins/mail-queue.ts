import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '#src/db/client';
import type { OutgoingMail } from './mailer';

/** What a kind of mail needs to be written at sending time; null when there is nothing to send any more. */
export type MailBuilder<T> = (data: T) => Promise<OutgoingMail | null>;

interface MailJob {
  kind: string;
  data: unknown;
}

export interface MailQueue {
  /** A kind of mail and how it is written; call while the module registers. */
  define<T>(kind: string, build: MailBuilder<T>): void;
  /** Queues a mail within `db`: pass the transaction of the change the mail tells of. */
  enqueue<T extends object>(db: Database, kind: string, data: T): Promise<void>;
}

/**
 * Every mail leaves through the job queue (issue 32): queued in the transaction of the change it
 * tells of, so a crash loses none; written when sent, in the recipient's language; retried with
 * backoff when the SMTP server fails. A retry after a crash between the SMTP server's "accepted"
 * and the job's completion sends it again under the same Message-ID, which mail clients show once.
 */
export default fp(
  async function mailQueuePlugin(app: FastifyInstance) {
    const builders = new Map<string, MailBuilder<never>>();
    const host = new URL(app.config.publicUrl).hostname || 'masar.local';
    app.jobs.define<MailJob>(
      'mail',
      async ({ kind, data }, job) => {
        const build = builders.get(kind) as MailBuilder<unknown> | undefined;
        if (!build) throw new Error(`no mail of the kind ${kind}`);
        const mail = await build(data);
        if (mail) await app.mailer.send({ ...mail, messageId: `<${job.id}@${host}>` });
      },
      { retryLimit: 8, retryDelay: 30, retryBackoff: true, expireInSeconds: 120 },
    );
    const queue: MailQueue = {
      define(kind, build) {
        if (builders.has(kind)) throw new Error(`the mail ${kind} is defined twice`);
        builders.set(kind, build);
      },
      async enqueue(db, kind, data) {
        if (!builders.has(kind)) throw new Error(`no mail of the kind ${kind}`);
        await app.jobs.enqueue<MailJob>(db, 'mail', { kind, data });
      },
    };
    app.decorate('mailQueue', queue);
  },
  { name: 'mail-queue', dependencies: ['jobs', 'mailer'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    mailQueue: MailQueue;
  }
}
