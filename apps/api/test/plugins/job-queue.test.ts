import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, siblingProcess } from '#test/helper';
import { learner, learningCourse } from '#test/support/learning-fixture';
import { actors } from '#test/support/roles';

const SUCCESS = '4242 4242 4242 4242';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Issue 32, defect 1: work that used to wait in process memory. */
describe('the job queue', () => {
  let app: FastifyInstance;
  const ran: string[] = [];
  let failuresLeft = 0;

  beforeAll(async () => {
    app = await buildTestApp({
      extend: (a) => {
        void a.register(
          fp(async (registered) =>
            registered.jobs.define<{ note: string }>(
              'test-flaky',
              async ({ note }) => {
                if (failuresLeft > 0) {
                  failuresLeft -= 1;
                  throw new Error(`smtp down (${note})`);
                }
                ran.push(note);
              },
              { retryLimit: 1, retryDelay: 1, retryBackoff: false },
            ),
          ),
        );
      },
    });
  });
  afterAll(async () => app?.close());

  it('keeps a job only when the transaction that queued it commits', async () => {
    await app.db
      .transaction(async (tx) => {
        await app.jobs.enqueue(tx, 'test-flaky', { note: 'rolled back' });
        throw new Error('the business write failed');
      })
      .catch(() => undefined);
    await app.db.transaction(async (tx) => {
      await app.jobs.enqueue(tx, 'test-flaky', { note: 'committed' });
    });
    await app.jobs.drain();
    expect(ran).toEqual(['committed']);
  });

  it('retries a failing job, keeps it as failed after its last try, and an admin’s retry runs it', async () => {
    failuresLeft = 2;
    await app.jobs.enqueue(app.db, 'test-flaky', { note: 'flaky' });
    expect(await app.jobs.drain()).toBe(1);
    expect(await app.jobs.drain()).toBe(0); // the retry waits its delay
    await sleep(1_100);
    expect(await app.jobs.drain()).toBe(1);
    const [failed] = (await app.jobs.failed(10)).filter((j) => j.queue === 'test-flaky');
    expect(failed).toMatchObject({ tries: 2, error: 'smtp down (flaky)', data: { note: 'flaky' } });
    expect(ran).not.toContain('flaky');

    // what the admins' screen reads: the kind, the error and the tries, not the job's data
    const { admin } = await actors(app);
    const listed = await app.inject({ method: 'GET', url: '/api/admin/jobs/failed', headers: admin.headers });
    expect(listed.json().jobs).toContainEqual(
      expect.objectContaining({ _id: failed?.id, queue: 'test-flaky', kind: 'test-flaky', tries: 2 }),
    );
    expect(listed.body).not.toContain('"note"');
    const retried = await app.inject({
      method: 'POST',
      url: `/api/admin/jobs/${failed?.id}/retry`,
      headers: admin.headers,
    });
    expect(retried.statusCode).toBe(204);
    expect(await app.jobs.retry(failed?.id ?? '')).toBe(false);
    // one more try, now that the SMTP server is back
    expect(await app.jobs.drain()).toBe(1);
    expect(ran).toContain('flaky');
    expect((await app.jobs.failed(10)).filter((j) => j.queue === 'test-flaky')).toEqual([]);
  }, 15_000);

  it('still sends the receipt of a payment confirmed just before its process died', async () => {
    const course = await learningCourse(app, { title: 'Paid before the crash', price: 90_000 });
    const buyer = await learner(app, { firstName: 'Sara', lastName: 'Nabil' }, 'en');
    const started = await app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: buyer.headers,
      payload: { courseId: course.courseId },
    });
    const { orderId } = started.json();
    const paid = await app.inject({
      method: 'POST',
      url: `/api/payments/test/orders/${orderId}/confirm`,
      headers: buyer.headers,
      payload: { cardNumber: SUCCESS },
    });
    expect(paid.json()).toMatchObject({ status: 'paid' });
    // the process that answered is gone before any worker ran; another one starts on the same data
    const next = await siblingProcess(app);
    try {
      await next.jobs.drain();
    } finally {
      await next.close();
    }
    const outbox = path.join(app.config.dataDir, 'outbox');
    const mails = await Promise.all((await readdir(outbox)).map((f) => readFile(path.join(outbox, f), 'utf8')));
    const receipt = mails.filter((m) =>
      m.includes(`MSR-${String(orderId).replace(/-/g, '').slice(0, 12).toUpperCase()}`),
    );
    expect(receipt).toHaveLength(1);
    expect(receipt[0]).toMatch(/^Message-ID: <[0-9a-f-]{36}@/im);
  });
});
