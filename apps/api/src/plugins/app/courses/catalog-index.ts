import type { TCourseListQuery, TCourseSort, TCourseSummary } from '@masar/contracts';
import { searchNeedles, searchTerms } from '../../../lib/arabic-normalize';

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
const desc = (pick: (e: CatalogEntry) => number): Compare => (a, b) => pick(b) - pick(a);
const asc = (pick: (e: CatalogEntry) => number): Compare => (a, b) => pick(a) - pick(b);
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
  popular: chain(desc(students), desc((e) => e.ratingAvg), desc((e) => e.publishedAtMs), byId),
  newest: chain(desc((e) => e.publishedAtMs), byId),
  price_asc: chain(asc(price), desc(students), byId),
  price_desc: chain(desc(price), desc(students), byId),
};

/** Without `limit` the whole catalog is one array (as the spec's client expects), within reason. */
const MAX_UNPAGED = 500;

/**
 * Every course's padded search text in one string (in entry order, '\n' between them, which no
 * normalized text or needle contains): a needle is found by a few native searches over the whole
 * catalog instead of one call per course.
 */
class SearchCorpus {
  private readonly text: string;
  private readonly starts: Uint32Array;

  constructor(texts: string[]) {
    this.starts = new Uint32Array(texts.length);
    let offset = 0;
    texts.forEach((text, i) => {
      this.starts[i] = offset;
      offset += text.length + 1;
    });
    this.text = texts.join('\n');
  }

  /** For each entry, how many of the (distinct) needles its text contains. */
  countMatches(needles: string[]): Uint8Array {
    const counts = new Uint8Array(this.starts.length);
    for (const needle of needles) {
      let from = 0;
      for (let at = this.text.indexOf(needle, from); at !== -1; at = this.text.indexOf(needle, from)) {
        const entry = this.entryAt(at);
        counts[entry]! += 1;
        // the rest of this entry's text cannot count twice
        from = entry + 1 < this.starts.length ? this.starts[entry + 1]! : this.text.length;
      }
    }
    return counts;
  }

  private entryAt(offset: number): number {
    let low = 0;
    let high = this.starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >>> 1;
      if (this.starts[middle]! <= offset) low = middle;
      else high = middle - 1;
    }
    return low;
  }
}

/**
 * An immutable copy of the published catalog, pre-sorted once per sort order: a query is one
 * pass over the right order, so its cost does not depend on how many courses match.
 */
export class CatalogSnapshot {
  private readonly sorted: Record<TCourseSort, Uint32Array>;
  private readonly corpus: SearchCorpus;

  constructor(private readonly entries: CatalogEntry[]) {
    const order = (compare: Compare) => Uint32Array.from(entries.keys()).sort((a, b) => compare(entries[a]!, entries[b]!));
    this.sorted = { popular: order(ORDERS.popular), newest: order(ORDERS.newest), price_asc: order(ORDERS.price_asc), price_desc: order(ORDERS.price_desc) };
    this.corpus = new SearchCorpus(entries.map((e) => e.paddedSearchText));
  }

  get size(): number {
    return this.entries.length;
  }

  query(q: TCourseListQuery): { items: TCourseSummary[]; total: number } {
    const needles = [...new Set(searchNeedles(searchTerms(q.q ?? '')))];
    const matches = needles.length > 0 ? this.corpus.countMatches(needles) : null;
    const start = q.offset ?? 0;
    const end = start + (q.limit ?? MAX_UNPAGED);
    const items: TCourseSummary[] = [];
    let total = 0;
    for (const index of this.sorted[q.sort ?? 'popular']) {
      if (matches && matches[index] !== needles.length) continue;
      const course = this.entries[index]!.summary;
      if (q.category !== undefined && course.category !== q.category) continue;
      if (q.level !== undefined && course.level !== q.level) continue;
      if (q.minPrice !== undefined && course.price.amount < q.minPrice) continue;
      if (q.maxPrice !== undefined && course.price.amount > q.maxPrice) continue;
      if (total >= start && total < end) items.push(course);
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
