// Lighthouse (mobile emulation, its default simulated throttling) in Debian's Chromium: the
// performance and accessibility scores of the public pages, and the metrics behind them.
// Lighthouse's figures move from run to run (its simulation scales what it observed on this
// machine), so each page is measured BENCH_LIGHTHOUSE_RUNS times (default 3) and the median run by
// performance is reported, with every run's score beside it, as Lighthouse's own guidance on
// variability advises. A run Lighthouse could not finish (its runtimeError) is said and run again.
// "CPU index" is Lighthouse's benchmarkIndex of this machine during that run: the 4x CPU slowdown it
// simulates assumes an index of 1000 or more (it warns below), and a busy or shared host scores
// lower and moves from run to run, which is what moves the blocking time most.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Result } from 'lighthouse';
import { buildBenchCatalog } from './catalog-data';
import { freePort, startServer } from './server';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const ATTEMPTS_PER_RUN = 3;

async function measure(port: number, label: string, url: string): Promise<Result | undefined> {
  for (let attempt = 1; attempt <= ATTEMPTS_PER_RUN; attempt += 1) {
    const result = await lighthouse(url, {
      port,
      onlyCategories: ['performance', 'accessibility'],
      logLevel: 'error',
      output: 'json',
    });
    if (!result) {
      console.log(`${label}: Lighthouse returned no result, run again`);
      continue;
    }
    const lhr = result.lhr;
    for (const warning of lhr.runWarnings) console.log(`${label}: ${warning}`);
    if (!lhr.runtimeError) return lhr;
    console.log(`${label}: Lighthouse error ${lhr.runtimeError.code} (${lhr.runtimeError.message}), run again`);
  }
  return undefined;
}

const score = (lhr: Result, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);

export async function benchLighthouse(urls: { label: string; url: string }[]) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const rows = [];
  try {
    for (const { label, url } of urls) {
      const runs: Result[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const lhr = await measure(chrome.port, label, url);
        if (lhr) runs.push(lhr);
      }
      runs.sort((a, b) => score(a, 'performance') - score(b, 'performance'));
      const median = runs[Math.floor(runs.length / 2)];
      if (!median) {
        rows.push({ page: label, performance: 'failed' });
        continue;
      }
      const metric = (id: string) => median.audits[id]?.displayValue ?? '-';
      rows.push({
        page: label,
        performance: score(median, 'performance'),
        'all runs': runs.map((lhr) => score(lhr, 'performance')).join(' '),
        accessibility: score(median, 'accessibility'),
        FCP: metric('first-contentful-paint'),
        LCP: metric('largest-contentful-paint'),
        TBT: metric('total-blocking-time'),
        CLS: metric('cumulative-layout-shift'),
        'page weight': metric('total-byte-weight'),
        'CPU index': runs.map((lhr) => Math.round(lhr.environment.benchmarkIndex)).join(' '),
      });
    }
  } finally {
    chrome.kill();
  }
  return rows;
}

/** Prints Lighthouse's table for `/`, `/courses` and the first course's page of the server at `origin`. */
export async function lighthouseOfPublicPages(origin: string, catalog: string) {
  const [first] = (await (await fetch(`${origin}/api/Courses?limit=1`)).json()) as { _id: string }[];
  if (!first) throw new Error('The catalog is empty: there is no course page to measure');
  console.log(`\n## Lighthouse (mobile emulation), on ${catalog}: the median of ${RUNS} runs per page`);
  console.table(
    await benchLighthouse([
      { label: '/', url: `${origin}/` },
      { label: '/courses', url: `${origin}/courses` },
      { label: '/course-details/{id}', url: `${origin}/course-details/${first._id}` },
    ]),
  );
}

// alone (`node --import tsx scripts/bench/lighthouse.ts`, on the last build): the same catalog as `npm run bench`
if (import.meta.url === `file://${process.argv[1]}`) {
  const total = Number(process.env.BENCH_COURSES ?? 10_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'masar-bench-lighthouse-'));
  try {
    await buildBenchCatalog({ dataDir, total });
    const server = await startServer({ port: await freePort(), dataDir });
    try {
      await lighthouseOfPublicPages(server.origin, `the ${total.toLocaleString('en')}-course catalog`);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
