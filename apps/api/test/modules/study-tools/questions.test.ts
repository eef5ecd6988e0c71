import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#test/helper';
import { LIVE_JOBS } from '#test/test-config';
import { QUESTIONS_PER_TEN_MINUTES } from '#src/modules/study-tools/routes/rate-limits';
import { startSmtpServer, type TestSmtpServer } from '#test/support/smtp';
import { studyFixture } from './study-fixture';

describe('study tools: questions and answers', () => {
  let app: FastifyInstance;
  let smtp: TestSmtpServer;
  let f: Awaited<ReturnType<typeof studyFixture>>;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) =>
    app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const emailOf = async (id: string) => (await app.usersRepository.findById(id))?.email ?? '';

  beforeAll(async () => {
    smtp = await startSmtpServer();
    app = await buildTestApp({ config: { ...LIVE_JOBS, smtpUrl: smtp.url, publicUrl: 'https://masar.test' } });
    f = await studyFixture(app);
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  it('lets an enrolled learner ask; classmates and admins see it, outsiders get nothing', async () => {
    const asked = await call('POST', `/api/lectures/${f.course.videoId}/questions`, f.me.headers, {
      body: 'ما الفرق بين المتوسط والوسيط؟',
    });
    expect(asked.statusCode).toBe(201);
    expect(asked.json()).toMatchObject({ mine: true, answer: null, hidden: false, author: { name: 'ليلى ف.' } });

    const seen = await call('GET', `/api/lectures/${f.course.videoId}/questions`, f.classmate.headers);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toHaveLength(1);
    expect(seen.json()[0]).toMatchObject({ body: 'ما الفرق بين المتوسط والوسيط؟', mine: false });
    expect((await call('GET', `/api/lectures/${f.course.videoId}/questions`, f.admin.headers)).json()).toHaveLength(1);

    expect((await call('GET', `/api/lectures/${f.course.videoId}/questions`, f.stranger.headers)).statusCode).toBe(403);
    expect((await call('GET', `/api/lectures/${f.course.videoId}/questions`, {})).statusCode).toBe(401);
    expect(
      (await call('POST', `/api/lectures/${f.course.videoId}/questions`, f.stranger.headers, { body: 'x?' }))
        .statusCode,
    ).toBe(403);
    expect((await call('GET', `/api/lectures/${crypto.randomUUID()}/questions`, f.me.headers)).statusCode).toBe(404);
  });

  it('puts unanswered questions in the admin queue; an answer reaches the classmates and mails the asker in Arabic', async () => {
    const queue = await call('GET', '/api/admin/questions', f.admin.headers);
    expect(queue.statusCode).toBe(200);
    const queued = queue.json().items.find((q: { lectureId: string }) => q.lectureId === f.course.videoId);
    expect(queued).toMatchObject({ courseTitle: 'أساسيات تحليل البيانات', lectureTitle: 'Video', answer: null });
    expect((await call('GET', '/api/admin/questions', f.me.headers)).statusCode).toBe(403);

    const answered = await call('PUT', `/api/questions/${queued._id}/answer`, f.admin.headers, {
      answer: 'الوسيط هو القيمة في المنتصف بعد الترتيب.',
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.json().answer).toBe('الوسيط هو القيمة في المنتصف بعد الترتيب.');
    expect(answered.json().answeredAt).not.toBeNull();

    const mail = await smtp.waitFor(await emailOf(f.me.id));
    expect(mail.subject).toBe('تمت الإجابة عن سؤالك في «Video» – مسار');
    expect(mail.text).toContain('الإجابة: الوسيط هو القيمة في المنتصف بعد الترتيب.');
    expect(mail.text).toContain(`https://masar.test/course-overview/${f.course.courseId}?lecture=${f.course.videoId}`);

    const seen = (await call('GET', `/api/lectures/${f.course.videoId}/questions`, f.classmate.headers)).json();
    expect(seen[0].answer).toBe('الوسيط هو القيمة في المنتصف بعد الترتيب.');
    const after = (await call('GET', '/api/admin/questions', f.admin.headers)).json();
    expect(after.items.some((q: { _id: string }) => q._id === queued._id)).toBe(false);
    const done = (await call('GET', '/api/admin/questions?status=answered', f.admin.headers)).json();
    expect(done.items.some((q: { _id: string }) => q._id === queued._id)).toBe(true);
  });

  it('mails an English-speaking asker in English', async () => {
    const asked = (
      await call('POST', `/api/lectures/${f.course.textId}/questions`, f.classmate.headers, {
        body: 'Is the mean robust?',
      })
    ).json();
    expect(
      (await call('PUT', `/api/questions/${asked._id}/answer`, f.admin.headers, { answer: 'No: the median is.' }))
        .statusCode,
    ).toBe(200);
    const mail = await smtp.waitFor(await emailOf(f.classmate.id));
    expect(mail.subject).toBe('Your question on "Text" was answered – Masar');
    expect(mail.text).toContain('The answer: No: the median is.');
  });

  it('lets only admins answer and hide; a hidden question vanishes for learners, the asker included', async () => {
    const asked = (
      await call('POST', `/api/lectures/${f.course.pdfId}/questions`, f.classmate.headers, { body: 'رابط خارجي مزعج' })
    ).json();
    expect((await call('PUT', `/api/questions/${asked._id}/answer`, f.me.headers, { answer: 'x' })).statusCode).toBe(
      403,
    );
    expect((await call('PUT', `/api/questions/${asked._id}/hidden`, f.me.headers, { hidden: true })).statusCode).toBe(
      403,
    );
    expect((await call('PUT', `/api/questions/${asked._id}/hidden`, {}, { hidden: true })).statusCode).toBe(401);

    const hidden = await call('PUT', `/api/questions/${asked._id}/hidden`, f.admin.headers, { hidden: true });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().hidden).toBe(true);
    for (const who of [f.me, f.classmate])
      expect((await call('GET', `/api/lectures/${f.course.pdfId}/questions`, who.headers)).json()).toEqual([]);
    expect((await call('GET', `/api/lectures/${f.course.pdfId}/questions`, f.admin.headers)).json()).toHaveLength(1);
    // not in the unanswered queue either
    const queue = (await call('GET', '/api/admin/questions?status=unanswered', f.admin.headers)).json();
    expect(queue.items.some((q: { _id: string }) => q._id === asked._id)).toBe(false);

    await call('PUT', `/api/questions/${asked._id}/hidden`, f.admin.headers, { hidden: false });
    expect((await call('GET', `/api/lectures/${f.course.pdfId}/questions`, f.me.headers)).json()).toHaveLength(1);
    expect(
      (await call('PUT', `/api/questions/${crypto.randomUUID()}/answer`, f.admin.headers, { answer: 'x' })).statusCode,
    ).toBe(404);
  });

  it('refuses an empty question with a translated message', async () => {
    const empty = await call(
      'POST',
      `/api/lectures/${f.course.videoId}/questions`,
      { ...f.me.headers, 'accept-language': 'ar' },
      { body: '' },
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('VALIDATION_FAILED');
  });

  it(`limits questions to ${QUESTIONS_PER_TEN_MINUTES} in ten minutes per account (429)`, async () => {
    const own = await studyFixture(app);
    const url = `/api/lectures/${own.course.videoId}/questions`;
    for (let i = 0; i < QUESTIONS_PER_TEN_MINUTES; i += 1)
      expect((await call('POST', url, own.me.headers, { body: `q${i}?` })).statusCode).toBe(201);
    const limited = await call('POST', url, own.me.headers, { body: 'one more?' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect((await call('POST', url, own.classmate.headers, { body: 'mine?' })).statusCode).toBe(201);
  });
});
