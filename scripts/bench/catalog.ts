// GET /api/Courses on a 10,000-course catalog with a search word and filters: p50/p95 of
// sequential requests, cache misses (every query distinct) and cache hits (one query repeated),
// and the first request, which loads the published catalog from the database.
import { performance } from 'node:perf_hooks';

const WORDS = ['بيانات', 'البرمجه', 'اداره', 'python', 'design', 'تعلم', 'web', 'الذكاء'];
const FILTERS = [
  '',
  '&category=Programming',
  '&level=Beginner',
  '&category=AI&level=Advanced',
  '&sort=price_asc',
  '&sort=newest&maxPrice=100000',
];

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN; // NaN for no requests
}

async function timeRequests(urls: string[]) {
  const times: number[] = [];
  let total = 0;
  for (const url of urls) {
    const started = performance.now();
    const response = await fetch(url);
    await response.arrayBuffer();
    times.push(performance.now() - started);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    total = Number(response.headers.get('x-total-count'));
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), lastTotal: total };
}

export async function benchCatalog(
  origin: string,
  label: string,
  requests = Number(process.env.BENCH_CATALOG_REQUESTS ?? 400),
) {
  const distinct = Array.from({ length: requests }, (_, i) => {
    const word = encodeURIComponent(WORDS[i % WORDS.length] ?? '');
    // minPrice varies so no two requests share a cache entry: each one reaches the database
    return `${origin}/api/Courses?q=${word}${FILTERS[i % FILTERS.length]}&minPrice=${i}&limit=12`;
  });
  const repeated = Array.from(
    { length: requests },
    () => `${origin}/api/Courses?q=${encodeURIComponent('بيانات')}&category=AI&limit=12`,
  );
  // the first request after start loads the published catalog into memory (catalog-index.ts)
  const cold = await timeRequests([`${origin}/api/Courses?limit=12`]);
  await timeRequests(distinct.slice(0, 20).map((u) => u.replace('minPrice=', 'minPrice=9'))); // warm-up
  const miss = await timeRequests(distinct);
  const hit = await timeRequests(repeated);
  return { label, coldMs: cold.p50, miss, hit };
}
