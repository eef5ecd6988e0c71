import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { promisify } from 'node:util';
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

  it('unpacks once when two processes start together, and replaces a partial unpack left by a killed one', async () => {
    const chromiumModule = path.resolve(import.meta.dirname, '../../src/plugins/pdf/chromium.ts');
    // each process asks for the bundled Chromium and runs it: the version it prints proves it whole
    const child = [
      `import { execFileSync } from 'node:child_process';`,
      `import { findChromium } from ${JSON.stringify(chromiumModule)};`,
      `const binary = await findChromium('/nonexistent/chromium', 'bundled').get();`,
      `process.stdout.write(execFileSync(binary.executablePath, ['--version'], { env: binary.env, encoding: 'utf8' }));`,
    ].join('\n');
    const run = (temporary: string) =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', child], {
        env: { ...process.env, TMPDIR: temporary },
        timeout: 60_000,
      });

    const fresh = mkdtempSync(path.join(tmpdir(), 'masar-unpack-'));
    const killed = mkdtempSync(path.join(tmpdir(), 'masar-unpack-'));
    try {
      const together = await Promise.all([run(fresh), run(fresh)]);
      for (const { stdout } of together) expect(stdout).toMatch(/^Chromium 153\./);

      // a process killed while writing the binary left a few bytes of it and no marker
      writeFileSync(path.join(killed, 'chromium'), 'ELF', { mode: 0o700 });
      expect((await run(killed)).stdout).toMatch(/^Chromium 153\./);
    } finally {
      for (const folder of [fresh, killed]) rmSync(folder, { recursive: true, force: true });
    }
  }, 120_000);
});
