import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificates } from '#src/db/schema/index';
import { newCertificateCode } from '#src/modules/certificates/certificate-code';
import { buildTestApp } from '#test/helper';
import { learner, learningCourse } from '#test/support/learning-fixture';

// issue 18: a machine without Debian's Chromium and fonts prints with @sparticuz/chromium and npm's fonts
describe.runIf(process.platform === 'linux' && process.arch === 'x64')('PDF printing with the bundled Chromium', () => {
  let app: FastifyInstance;
  const code = newCertificateCode();

  beforeAll(async () => {
    app = await buildTestApp({ config: { pdfBrowser: 'bundled', chromiumPath: '/nonexistent/chromium' } });
    const course = await learningCourse(app, { title: 'أساسيات تحليل البيانات' });
    const me = await learner(app, { firstName: 'ليلى', lastName: 'فتحي' }, 'ar');
    await app.db.insert(certificates).values({
      code,
      userId: me.id,
      courseId: course.courseId,
      learnerName: 'ليلى فتحي',
      courseTitle: 'أساسيات تحليل البيانات',
      durationMinutes: 4,
      language: 'ar',
    });
  });
  afterAll(async () => app?.close());

  it('prints a certificate whose Arabic comes back shaped and whole', async () => {
    expect(app.pdf.available).toBe(true);
    const res = await app.inject({ method: 'GET', url: `/api/certificates/${code}/pdf` });
    expect(res.statusCode).toBe(200);
    const dir = mkdtempSync(path.join(tmpdir(), 'masar-bundled-'));
    const file = path.join(dir, 'c.pdf');
    writeFileSync(file, res.rawPayload);
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
    expect(text).toContain('ليلى فتحي');
    expect(text).toContain('أساسيات تحليل البيانات');
    expect(text).toContain('شهادة إتمام');
    expect(text).toContain(code);
    // the producer names the Chromium that printed it (Debian's is another version)
    expect(execFileSync('pdfinfo', [file], { encoding: 'utf8' })).toMatch(/Skia\/PDF m153\b/);
    // the fonts come from npm packages, not from Debian's fonts-noto-core
    const fonts = execFileSync('pdffonts', [file], { encoding: 'utf8' });
    expect(fonts).toMatch(/NotoNaskhArabic\b/);
    expect(fonts).toMatch(/Inter-Regular/);
    expect(fonts).not.toMatch(/NotoSans-/);
  }, 60_000);
});
