import type { TCourseListQuery, TCourseSort, TCourseSummary } from '@masar/contracts';
import { searchNeedles, searchTerms } from '#src/lib/arabic-normalize';
import { CatalogWords } from './catalog-words';
import { defined } from '@masar/contracts/defined';

/** One published course as the catalog filters and sorts it, with the card it returns. */
export interface CatalogEntry {
  summary: TCourseSummary;
  /** the course's normalized search text after one leading space (see searchNeedles) */
  paddedSearchText: string;
  ratingAvg: number;
  publishedAtMs: number;
}

type Compare = (a: CatalogEntry, b: CatalogEntry) => number;

const byId: Compare = (a, b) => (a.summary._id < b.summary._id ? -1 : a.summary._id > b.summary._id ? 1 : 0);
const desc =
  (pick: (e: CatalogEntry) => number): Compare =>
  (a, b) =>
    pick(b) - pick(a);
const asc =
  (pick: (e: CatalogEntry) => number): Compare =>
  (a, b) =>
    pick(a) - pick(b);
const chain =
  (...compares: Compare[]): Compare =>
  (a, b) => {
    for (const compare of compares) {
      const order = compare(a, b);
      if (order !== 0) return order;
    }
    return 0;
  };

const students = (e: CatalogEntry) => e.summary.studentsCount;
const price = (e: CatalogEntry) => e.summary.price.amount;

/** The SQL orders the catalog used to run, tie-broken by id so pages never overlap. */
const ORDERS: Record<TCourseSort, Compare> = {
  popular: chain(
    desc(students),
    desc((e) => e.ratingAvg),
    desc((e) => e.publishedAtMs),
    byId,
  ),
  newest: chain(
    desc((e) => e.publishedAtMs),
    byId,
  ),
  price_asc: chain(asc(price), desc(students), byId),
  price_desc: chain(desc(price), desc(students), byId),
};

/** Without `limit` the whole catalog is one array (as the spec's client expects), within reason. */
const MAX_UNPAGED = 500;

/** Small numbers for a column's distinct values (categories, levels), so a filter compares numbers. */
function codes(values: string[]): { codeOf: Map<string, number>; column: Uint16Array } {
  const codeOf = new Map<string, number>();
  const column = new Uint16Array(values.length);
  values.forEach((value, i) => {
    let code = codeOf.get(value);
    if (code === undefined) codeOf.set(value, (code = codeOf.size));
    column[i] = code;
  });
  return { codeOf, column };
}

/**
 * An immutable copy of the published catalog, pre-sorted once per sort order, with the filtered
 * fields in typed columns: a query is one pass over the right order that reads only numbers, so
 * its cost does not depend on how many courses match.
 */
export class CatalogSnapshot {
  private readonly sorted: Record<TCourseSort, Uint32Array>;
  private readonly words: CatalogWords;
  private readonly categories: ReturnType<typeof codes>;
  private readonly levels: ReturnType<typeof codes>;
  private readonly prices: Float64Array;

  constructor(private readonly entries: CatalogEntry[]) {
    const order = (compare: Compare) =>
      Uint32Array.from(entries.keys()).sort((a, b) => compare(defined(entries[a]), defined(entries[b])));
    this.sorted = {
      popular: order(ORDERS.popular),
      newest: order(ORDERS.newest),
      price_asc: order(ORDERS.price_asc),
      price_desc: order(ORDERS.price_desc),
    };
    this.words = new CatalogWords(entries.map((e) => e.paddedSearchText));
    this.categories = codes(entries.map((e) => e.summary.category));
    this.levels = codes(entries.map((e) => e.summary.level));
    this.prices = Float64Array.from(entries, (e) => e.summary.price.amount);
  }

  get size(): number {
    return this.entries.length;
  }

  /**
   * A course's new student count, in place: the cards show it at once; the popular order keeps
   * its place until the next refresh rebuilds the snapshot. False when the course is not here.
   */
  setStudents(courseId: string, studentsCount: number): boolean {
    const entry = this.entries.find((e) => e.summary._id === courseId);
    if (!entry) return false;
    entry.summary = { ...entry.summary, studentsCount };
    return true;
  }

  query(q: TCourseListQuery): { items: TCourseSummary[]; total: number } {
    const needles = [...new Set(searchNeedles(searchTerms(q.q ?? '')))];
    const matches = needles.length > 0 ? this.words.countMatches(needles) : null;
    // -1: no filter; a value no course has: a code no course has
    const category = q.category === undefined ? -1 : (this.categories.codeOf.get(q.category) ?? 0x10000);
    const level = q.level === undefined ? -1 : (this.levels.codeOf.get(q.level) ?? 0x10000);
    const minPrice = q.minPrice ?? -Infinity;
    const maxPrice = q.maxPrice ?? Infinity;
    const start = q.offset ?? 0;
    const end = start + (q.limit ?? MAX_UNPAGED);
    const items: TCourseSummary[] = [];
    let total = 0;
    const order = this.sorted[q.sort ?? 'popular'];
    for (const i of order) {
      if (matches !== null && matches[i] !== needles.length) continue;
      if (category !== -1 && this.categories.column[i] !== category) continue;
      if (level !== -1 && this.levels.column[i] !== level) continue;
      const price = defined(this.prices[i]);
      if (price < minPrice || price > maxPrice) continue;
      if (total >= start && total < end) items.push(defined(this.entries[i]).summary);
      total += 1;
    }
    return { items, total };
  }
}

/**
 * The public catalog served from memory (GET /Courses): the database stays the source of truth
 * and the snapshot is rebuilt from it. A write invalidates it (the next query waits for a fresh
 * load, so an admin sees their change at once); past `maxAgeMs` it is refreshed in the
 * background while the old copy keeps answering, which bounds staleness should another process's
 * change notification ever be lost.
 */
export class CatalogIndex {
  private current: { snapshot: CatalogSnapshot; loadedAt: number } | null = null;
  private loading: Promise<CatalogSnapshot> | null = null;
  private generation = 0;

  constructor(
    private readonly load: () => Promise<CatalogEntry[]>,
    private readonly maxAgeMs = 30_000,
    private readonly onRefreshError: (err: unknown) => void = () => undefined,
  ) {}

  async snapshot(): Promise<CatalogSnapshot> {
    const current = this.current;
    if (current) {
      if (Date.now() - current.loadedAt > this.maxAgeMs) this.reload().catch(this.onRefreshError);
      return current.snapshot;
    }
    return this.reload();
  }

  invalidate(): void {
    this.generation += 1;
    this.current = null;
    this.loading = null;
  }

  /** An enrolment's count, without dropping the copy (issue 32: every enrolment emptied every cache). */
  setStudents(courseId: string, studentsCount: number): void {
    this.current?.snapshot.setStudents(courseId, studentsCount);
  }

  private reload(): Promise<CatalogSnapshot> {
    if (this.loading) return this.loading;
    const generation = this.generation;
    const loading = this.load()
      .then((entries) => {
        const snapshot = new CatalogSnapshot(entries);
        // a write during the load made this copy stale: answer the waiting request, keep nothing
        if (generation === this.generation) this.current = { snapshot, loadedAt: Date.now() };
        return snapshot;
      })
      .finally(() => {
        if (this.loading === loading) this.loading = null;
      });
    this.loading = loading;
    return loading;
  }
}
