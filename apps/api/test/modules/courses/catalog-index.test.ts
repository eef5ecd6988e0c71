import type { TCourseSummary } from '@masar/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CatalogIndex, CatalogSnapshot, type CatalogEntry } from '#src/modules/courses/catalog-index';
import { matchesSearch, searchTerms } from '#src/lib/arabic-normalize';
import { courseSearchText } from '#src/modules/courses/course-search-text';
import { defined } from '@masar/contracts/defined';

function entry(
  id: string,
  over: {
    title?: string;
    students?: number;
    rating?: number;
    price?: number;
    day?: number;
    category?: TCourseSummary['category'];
    level?: TCourseSummary['level'];
  },
): CatalogEntry {
  const title = over.title ?? `Course ${id}`;
  const category = over.category ?? 'Programming';
  return {
    summary: {
      _id: id,
      slug: id,
      title,
      description: '',
      category,
      level: over.level ?? 'Beginner',
      language: 'ar',
      price: { amount: over.price ?? 0, currency: 'EGP' },
      imageUrl: null,
      durationMinutes: 60,
      lecturesCount: 3,
      studentsCount: over.students ?? 0,
      rating: over.rating ?? 0,
      ratingsCount: 0,
      trainer: null,
      publishedAt: new Date(Date.UTC(2026, 0, over.day ?? 1)).toISOString(),
    },
    paddedSearchText: ` ${courseSearchText({ title, description: '', category, trainerName: null })}`,
    ratingAvg: over.rating ?? 0,
    publishedAtMs: Date.UTC(2026, 0, over.day ?? 1),
  };
}

const ids = (result: { items: TCourseSummary[] }) => result.items.map((c) => c._id);

describe('catalog snapshot', () => {
  const snapshot = new CatalogSnapshot([
    entry('a', { title: 'تحليل البيانات', students: 10, rating: 4, price: 300, day: 5 }),
    entry('b', { title: 'Python for Data', students: 10, rating: 4.5, price: 100, day: 3, level: 'Advanced' }),
    entry('c', { title: 'إدارة المشروعات', students: 50, price: 100, day: 9, category: 'Business Management' }),
    entry('d', { title: 'Web design', students: 0, price: 0, day: 9 }),
  ]);

  it('sorts like the SQL it replaced, ties broken by id', () => {
    expect(ids(snapshot.query({}))).toEqual(['c', 'b', 'a', 'd']);
    expect(ids(snapshot.query({ sort: 'newest' }))).toEqual(['c', 'd', 'a', 'b']);
    expect(ids(snapshot.query({ sort: 'price_asc' }))).toEqual(['d', 'c', 'b', 'a']);
    expect(ids(snapshot.query({ sort: 'price_desc' }))).toEqual(['a', 'c', 'b', 'd']);
  });

  it('filters, counts every match and returns one page', () => {
    expect(snapshot.query({ category: 'Programming', limit: 2 })).toMatchObject({ total: 3 });
    expect(ids(snapshot.query({ category: 'Programming', limit: 2, offset: 1 }))).toEqual(['a', 'd']);
    expect(ids(snapshot.query({ level: 'Advanced' }))).toEqual(['b']);
    expect(ids(snapshot.query({ minPrice: 100, maxPrice: 200 }))).toEqual(['c', 'b']);
    expect(snapshot.query({ offset: 10 })).toEqual({ items: [], total: 4 });
  });

  it('searches Arabic-aware (hamza, taa marbuta, diacritics) and Latin words by prefix', () => {
    expect(ids(snapshot.query({ q: 'اداره' }))).toEqual(['c']);
    expect(ids(snapshot.query({ q: 'البَيانات' }))).toEqual(['a']);
    expect(ids(snapshot.query({ q: 'DAT' }))).toEqual(['b']);
    expect(ids(snapshot.query({ q: 'ata' }))).toEqual([]);
  });

  it('needs every word, and counts a course once however often a word appears in it', () => {
    const twice = new CatalogSnapshot([
      entry('x', { title: 'Web web design' }),
      entry('y', { title: 'Webinar' }),
      entry('z', { title: 'design' }),
    ]);
    expect(twice.query({ q: 'web' })).toMatchObject({ total: 2 });
    expect(ids(twice.query({ q: 'web design' }))).toEqual(['x']);
    expect(ids(twice.query({ q: 'design web' }))).toEqual(['x']);
    expect(twice.query({ q: 'webdesign' })).toMatchObject({ total: 0 });
  });
  it('finds an Arabic word inside a longer one, a Latin word only at a word start, in an empty catalog nothing', () => {
    const words = new CatalogSnapshot([
      entry('p', { title: 'للبيانات الضخمة' }),
      entry('q', { title: 'Metadata basics' }),
      entry('r', { title: 'Database' }),
    ]);
    expect(ids(words.query({ q: 'بيانات' }))).toEqual(['p']);
    expect(ids(words.query({ q: 'الضخمه بيان' }))).toEqual(['p']);
    expect(ids(words.query({ q: 'data' }))).toEqual(['r']);
    expect(new CatalogSnapshot([]).query({ q: 'data' })).toEqual({ items: [], total: 0 });
  });

  it('matches exactly the courses the search rule (matchesSearch) accepts, for any texts and query', () => {
    const letters = ['ا', 'ب', 'ت', 'ل', 'م', 'a', 'b', 'd', 'e'];
    const word = fc.array(fc.constantFrom(...letters), { minLength: 1, maxLength: 4 }).map((l) => l.join(''));
    const title = fc.array(word, { minLength: 1, maxLength: 5 }).map((w) => w.join(' '));
    fc.assert(
      fc.property(
        fc.array(title, { maxLength: 12 }),
        fc.array(word, { minLength: 1, maxLength: 3 }),
        (titles, queryWords) => {
          const entries = titles.map((t, i) => entry(`c${String(i).padStart(2, '0')}`, { title: t }));
          const q = queryWords.join(' ');
          const expected = entries
            .filter((e) => matchesSearch(e.paddedSearchText.slice(1), searchTerms(q)))
            .map((e) => e.summary._id);
          expect(ids(new CatalogSnapshot(entries).query({ q, sort: 'newest' })).sort()).toEqual(expected.sort());
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('catalog index', () => {
  const loader = () => {
    const calls: Array<(entries: CatalogEntry[]) => void> = [];
    const load = () => new Promise<CatalogEntry[]>((resolve) => calls.push(resolve));
    return { calls, load };
  };

  it('shares one load between concurrent queries and keeps it until invalidated', async () => {
    const { calls, load } = loader();
    const index = new CatalogIndex(load);
    const first = [index.snapshot(), index.snapshot()];
    expect(calls).toHaveLength(1);
    defined(calls[0])([entry('a', {})]);
    const [one, two] = await Promise.all(first);
    expect(one).toBe(two);
    expect(await index.snapshot()).toBe(one);
    index.invalidate();
    const next = index.snapshot();
    expect(calls).toHaveLength(2);
    defined(calls[1])([entry('a', {}), entry('b', {})]);
    expect((await next).size).toBe(2);
  });

  it('does not keep a copy loaded before a write that happened during the load', async () => {
    const { calls, load } = loader();
    const index = new CatalogIndex(load);
    const before = index.snapshot();
    index.invalidate();
    defined(calls[0])([entry('old', {})]);
    expect((await before).size).toBe(1);
    const after = index.snapshot();
    expect(calls).toHaveLength(2);
    defined(calls[1])([]);
    expect((await after).size).toBe(0);
  });

  it('past its age answers from the old copy while a fresh one loads', async () => {
    const { calls, load } = loader();
    const index = new CatalogIndex(load, 0);
    const pending = index.snapshot();
    defined(calls[0])([entry('a', {})]);
    const old = await pending;
    await new Promise((r) => setTimeout(r, 2));
    expect(await index.snapshot()).toBe(old);
    expect(calls).toHaveLength(2);
    defined(calls[1])([]);
    await new Promise((r) => setTimeout(r, 0));
    expect((await index.snapshot()).size).toBe(0);
  });
});
