import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COURSE_CATEGORIES, COURSE_LEVELS, ZCourseList, type TCourseSummary } from '@masar/contracts';
import { buildTestApp } from '#test/helper';
import { defined } from '@masar/contracts/defined';

describe('GET /api/Courses', () => {
  let app: FastifyInstance;
  const list = async (query = ''): Promise<{ items: TCourseSummary[]; total: number }> => {
    const res = await app.inject({ url: `/api/Courses${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return { items: ZCourseList.parse(res.json()), total: Number(res.headers['x-total-count']) };
  };

  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('returns the published catalog as an array, whatever the path case', async () => {
    const upper = await app.inject({ url: '/api/Courses' });
    const lower = await app.inject({ url: '/api/courses' });
    expect(upper.statusCode).toBe(200);
    expect(upper.headers['content-type']).toMatch(/^application\/json/);
    expect(lower.body).toBe(upper.body);
    const items = ZCourseList.parse(upper.json());
    expect(items.length).toBeGreaterThanOrEqual(12);
    expect(Number(upper.headers['x-total-count'])).toBe(items.length);
    for (const c of items) expect(c._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(items.map((c) => c.slug)).not.toContain('financial-planning-draft');
  });

  it('sorts by popularity by default', async () => {
    const { items } = await list();
    const counts = items.map((c) => c.studentsCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(counts[0]).toBeGreaterThan(0);
  });

  it('filters by category, level and price', async () => {
    for (const category of COURSE_CATEGORIES) {
      const { items } = await list(`?category=${encodeURIComponent(category)}`);
      expect(items.length).toBeGreaterThan(0);
      expect(items.every((c) => c.category === category)).toBe(true);
    }
    for (const level of COURSE_LEVELS) {
      const { items } = await list(`?level=${level}`);
      expect(items.every((c) => c.level === level)).toBe(true);
    }
    const { items } = await list('?minPrice=100000&maxPrice=200000');
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((c) => c.price.amount >= 100000 && c.price.amount <= 200000)).toBe(true);
  });

  it('sorts by price and date', async () => {
    const asc = (await list('?sort=price_asc')).items.map((c) => c.price.amount);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    expect(asc[0]).toBe(0);
    const desc = (await list('?sort=price_desc')).items.map((c) => c.price.amount);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const dates = (await list('?sort=newest')).items.map((c) => defined(c.publishedAt));
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('pages with limit and offset and keeps the total', async () => {
    const all = await list('?sort=newest');
    const page = await list('?sort=newest&limit=5&offset=5');
    expect(page.items.map((c) => c._id)).toEqual(all.items.slice(5, 10).map((c) => c._id));
    expect(page.total).toBe(all.total);
  });

  it('searches Arabic whatever the hamza, diacritics or taa marbuta', async () => {
    for (const q of ['الانجليزيه', 'الإنجليزيَّة', 'الأنجليزية لبيئة']) {
      const { items } = await list(`?q=${encodeURIComponent(q)}`);
      expect(
        items.map((c) => c.slug),
        q,
      ).toContain('business-english');
    }
  });

  it('searches Latin words by case-insensitive prefix, trainer names included', async () => {
    expect((await list('?q=MACH')).items.map((c) => c.slug)).toContain('machine-learning-python');
    expect((await list('?q=sara')).items.length).toBeGreaterThan(0);
    expect((await list('?q=achine')).items.map((c) => c.slug)).not.toContain('machine-learning-python');
    expect((await list('?q=zzzz')).total).toBe(0);
  });

  it('sends a strong ETag and answers 304 to If-None-Match', async () => {
    const first = await app.inject({ url: '/api/Courses?sort=newest' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await app.inject({ url: '/api/Courses?sort=newest', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('rejects bad query parameters with per-field details', async () => {
    const res = await app.inject({ url: '/api/Courses?sort=bogus&limit=0' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.details).sort()).toEqual(['limit', 'sort']);
  });

  it('rejects a price bound beyond any course price instead of overflowing the column (found by the fuzz gate)', async () => {
    const res = await app.inject({ url: '/api/Courses?maxPrice=2147483648' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().details)).toEqual(['maxPrice']);
  });
});
