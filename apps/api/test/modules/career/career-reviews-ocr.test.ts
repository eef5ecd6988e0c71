import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ZReview } from '@masar/contracts';
import { ocrAvailable } from '@masar/career/parse/ocr';
import { buildTestApp } from '#test/helper';
import { actors, type Actor, type Role } from '#test/support/roles';
import { multipart } from '#test/support/uploads';

const cv = (name: string) => readFileSync(new URL(`../../fixtures/cvs/files/${name}`, import.meta.url));

// scanned-ar.pdf and scanned-en.pdf hold one page picture each and no text (built by build-scans.ts and build.ts)
// OCR may use its whole 60 s budget (OCR_LIMITS) on a loaded machine: each test may take that long
describe('career: scanned CVs read by OCR (/api/career/reviews)', { timeout: 90_000 }, () => {
  let app: FastifyInstance;
  let as: Record<Role, Actor>;
  const upload = (file: Buffer, name: string, lang = 'en') => {
    const body = multipart(file, name, { type: 'application/pdf' });
    return app.inject({
      method: 'POST',
      url: '/api/career/reviews',
      headers: { ...as.learner.headers, 'accept-language': lang, ...body.headers },
      payload: body.payload,
    });
  };

  beforeAll(async () => {
    app = await buildTestApp();
    as = await actors(app);
  });
  afterAll(() => app.close());
  afterEach(() => vi.unstubAllEnvs());

  it('has Tesseract with its Arabic and English data here (.ci/run installs them)', async () => {
    expect(await ocrAvailable()).toBe(true);
  });

  it('reviews a scanned Arabic CV: marked as read by OCR with its confidence, name, e-mail and jobs read right', async () => {
    const res = await upload(cv('scanned-ar.pdf'), 'سيرة-ممسوحة.pdf', 'ar');
    expect(res.statusCode, res.body.slice(0, 300)).toBe(201);
    const { parsed, score } = ZReview.parse(res.json());
    expect(parsed.ocr?.confidence).toBeGreaterThanOrEqual(70);
    expect(parsed.ocr?.confidence).toBeLessThanOrEqual(100);
    expect(parsed.language).toBe('ar');
    expect(parsed.data).toMatchObject({
      name: 'محمد عبد الله السيد',
      email: 'mohamed.elsayed@example.com',
      phone: '+20 12 3456 7890',
    });
    expect(parsed.data.experience.map((e) => [e.jobTitle, e.company, e.from])).toEqual([
      ['مهندس برمجيات أول', 'شركة فوري', '2020-01'],
      ['مطور خلفيات', 'شركة سويفل', '2016-03'],
    ]);
    expect(parsed.data.skills).toEqual(expect.arrayContaining(['Node.js', 'PostgreSQL', 'Git']));
    expect(score).toBeGreaterThan(60);
  });

  it('reviews a scanned English CV the same way', async () => {
    const res = await upload(cv('scanned-en.pdf'), 'scan.pdf');
    expect(res.statusCode, res.body.slice(0, 300)).toBe(201);
    const { parsed } = ZReview.parse(res.json());
    expect(parsed.ocr?.confidence).toBeGreaterThanOrEqual(70);
    expect(parsed.data).toMatchObject({ name: 'Omar Khaled Mostafa', email: 'omar.khaled@example.com' });
    expect(parsed.data.experience.map((e) => e.company)).toEqual(['Paymob', 'Swvl']);
  });

  it('keeps the clear refusal where OCR is not available (CAREER_OCR=off)', async () => {
    vi.stubEnv('CAREER_OCR', 'off');
    const res = await upload(cv('scanned-ar.pdf'), 'scan.pdf', 'ar');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { reason: 'noText', file: expect.stringContaining('ممسوحة ضوئيًا') },
    });
  });

  it('marks no review read from a text layer as OCR', async () => {
    const res = await upload(cv('en-backend-strong-1col.pdf'), 'cv.pdf');
    expect(res.statusCode).toBe(201);
    expect(ZReview.parse(res.json()).parsed.ocr ?? null).toBeNull();
  });
});
