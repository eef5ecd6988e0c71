import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificates, enrolments } from '#src/db/schema/index';
import { base32, newCertificateCode } from '#src/modules/certificates/certificate-code';
import { buildTestApp } from '#test/helper';
import { learner, learningCourse } from '#test/support/learning-fixture';
import { manualClock, withMedia } from '#test/support/watching-fixture';

const pdftotext = (pdf: Buffer) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'masar-cert-'));
  writeFileSync(path.join(dir, 'c.pdf'), pdf);
  return execFileSync('pdftotext', ['-enc', 'UTF-8', path.join(dir, 'c.pdf'), '-'], { encoding: 'utf8' });
};

describe('certificates', () => {
  let app: FastifyInstance;
  let me: Awaited<ReturnType<typeof learner>>;
  let course: Awaited<ReturnType<typeof learningCourse>>;
  let code: string;

  beforeAll(async () => {
    app = await buildTestApp();
    course = await learningCourse(app, { title: 'أساسيات تحليل البيانات' });
    me = await learner(app, { firstName: 'ليلى', lastName: 'فتحي' }, 'ar');
    await app.db.insert(enrolments).values({ userId: me.id, courseId: course.courseId });
  });
  afterAll(async () => app?.close());

  it('makes 128-bit codes in base32', () => {
    expect(base32(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    const codes = new Set(Array.from({ length: 1000 }, newCertificateCode));
    expect(codes.size).toBe(1000);
    for (const c of codes) expect(c).toMatch(/^[A-Z2-7]{26}$/);
  });

  it('is issued automatically when the last lecture is done, once, and mailed', async () => {
    const post = (url: string, payload?: object) =>
      app.inject({ method: 'POST', url, headers: me.headers, ...(payload ? { payload } : {}) });
    // the video watched through: its media URL, then the report 100 s later
    await withMedia(app, course.videoId);
    const clock = manualClock(app);
    try {
      await app.inject({ method: 'GET', url: `/api/lectures/${course.videoId}/media-url`, headers: me.headers });
      clock.advance(100);
      expect(
        (
          await post(`/api/lectures/${course.videoId}/progress`, { positionSeconds: 100, watchedRanges: [[0, 100]] })
        ).json(),
      ).toMatchObject({ completed: true });
    } finally {
      clock.restore();
    }
    await post(`/api/lectures/${course.textId}/complete`);
    const last = (await post(`/api/lectures/${course.pdfId}/complete`)).json();
    code = last.certificateCode;
    expect(code).toMatch(/^[A-Z2-7]{26}$/);
    expect(await app.db.select().from(certificates).where(eq(certificates.userId, me.id))).toHaveLength(1);
    const mine = (await app.inject({ method: 'GET', url: '/api/certificates/mine', headers: me.headers })).json();
    expect(mine).toHaveLength(1);
    await app.jobs.drain();
    const outbox = path.join(app.config.dataDir, 'outbox');
    const mails = readdirSync(outbox).map((f) => readFileSync(path.join(outbox, f), 'utf8'));
    expect(mails.filter((m) => m.includes(`/certificates/${code}`))).toHaveLength(1);
  });

  it('shows the full public record without sign-in, with the LinkedIn add-to-profile link', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/certificates/${code}` });
    expect(res.statusCode).toBe(200);
    const cert = res.json();
    expect(cert).toMatchObject({
      code,
      learnerName: 'ليلى فتحي',
      courseTitle: 'أساسيات تحليل البيانات',
      status: 'valid',
      language: 'ar',
      revokedAt: null,
    });
    expect(cert.verifyUrl).toBe(`${app.config.publicUrl}/certificates/${code}`);
    const linkedIn = new URL(cert.linkedInUrl);
    expect(linkedIn.origin + linkedIn.pathname).toBe('https://www.linkedin.com/profile/add');
    expect(linkedIn.searchParams.get('certId')).toBe(code);
    expect((await app.inject({ method: 'GET', url: `/api/certificates/${'A'.repeat(26)}` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/certificates/short' })).statusCode).toBe(400);

    await app.db.update(certificates).set({ revokedAt: new Date() }).where(eq(certificates.code, code));
    expect((await app.inject({ method: 'GET', url: `/api/certificates/${code}` })).json().status).toBe('revoked');
    await app.db.update(certificates).set({ revokedAt: null }).where(eq(certificates.code, code));
  });

  it.runIf(existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'))(
    'prints the PDF in Arabic: the learner and the course come back from the text',
    async () => {
      const res = await app.inject({ method: 'GET', url: `/api/certificates/${code}/pdf` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const text = pdftotext(res.rawPayload);
      expect(text).toContain('ليلى فتحي');
      expect(text).toContain('أساسيات تحليل البيانات');
      expect(text).toContain('شهادة إتمام');
      expect(text).toContain(code);
      // issue 21: the site's digits and rounding (it said «٢٥ نوفمبر ٢٠٢٦» and «٠ ساعة» for this
      // 220-second course), and wording that fits every learner (it said «قد أتمّ»)
      expect(text).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9]/);
      expect(text).toContain(String(new Date().getUTCFullYear()));
      // pdftotext wraps runs of the other direction in embedding marks and moves their spaces
      expect(text.replace(/[\u202a-\u202e\s]/g, '')).toContain('4دقائق');
      expect(text).toContain('تشهد منصة مسار بإتمام');
      expect(text).not.toContain('أتمّ');
    },
    60_000,
  );
});
