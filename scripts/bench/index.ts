// `npm run bench`: figures, never assertions. Builds the app, then on a 10,000-course catalog:
// the home page's JavaScript size, throughput against a bare node:http server, GET /api/Courses
// latency on PGlite and (when reachable) PostgreSQL, Lighthouse for the public pages, the public
// pages served from the page cache (pages.ts, on the demo catalog), the career engine (a
// two-page CV reviewed warm, a CV printed to PDF and DOCX), and the dashboard's insight calls on
// PostgreSQL (dashboard.ts: 100,000 orders, 1,000,000 course page views, 10,000 courses). First, the
// built server's start-up time and idle memory on PGlite with the demo data (docs/decisions/021).
// BENCH_DATABASE_URL points at a PostgreSQL server (default: the local one, trust auth).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { benchCareer } from './career';
import { benchCatalog } from './catalog';
import { benchDashboard } from './dashboard';
import { buildBenchCatalog } from './catalog-data';
import { benchPages } from './pages';
import { lighthouseOfPublicPages } from './lighthouse';
import { freePort, root, startServer } from './server';
import { benchThroughput } from './throughput';

const CATALOG_SIZE = Number(process.env.BENCH_COURSES ?? 10_000);
const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

function run(command: string, args: string[]) {
  const { status } = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}

async function withPostgresDatabase<T>(fn: (url: string) => Promise<T>): Promise<T | null> {
  const admin = new pg.Client({ connectionString: postgresUrl });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`\nPostgreSQL not reachable at ${postgresUrl} (${(error as Error).message}): skipped`);
    return null;
  }
  const name = `masar_bench_${process.pid}`;
  await admin.query(`create database ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  try {
    return await fn(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

async function catalogOn(label: string, databaseUrl?: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'masar-bench-'));
  try {
    const started = Date.now();
    const { inserted } = await buildBenchCatalog({ dataDir, databaseUrl, total: CATALOG_SIZE });
    console.log(
      `\n${label}: ${inserted} bench courses added to the demo catalog in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    const server = await startServer({ port: await freePort(), dataDir, databaseUrl });
    try {
      const figures = await benchCatalog(server.origin, label);
      const extra = databaseUrl
        ? null
        : { throughput: () => benchThroughput(server.origin, dataDir), origin: server.origin };
      if (extra) {
        await extra.throughput();
        await lighthouseOfPublicPages(server.origin, `the ${CATALOG_SIZE.toLocaleString('en')}-course catalog`);
      }
      return figures;
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Start-up to the first health 200, and resident memory once a few public pages were served and 10 s passed. */
async function startupAndIdleMemory() {
  const dataDir = mkdtempSync(join(tmpdir(), 'masar-bench-'));
  const rows = [];
  try {
    for (const start of ['first (migrates, seeds the demo data)', 'again (on that data)']) {
      const server = await startServer({ port: await freePort(), dataDir });
      try {
        for (const path of ['/api/health', '/', '/courses', '/trainers', '/api/Courses?limit=12'])
          await (await fetch(`${server.origin}${path}`, { headers: { accept: 'text/html' } })).arrayBuffer();
        await new Promise((resolve) => setTimeout(resolve, 10_000));
        rows.push({
          start,
          'start-up to first health 200 (s)': (server.startupMs / 1000).toFixed(1),
          'idle RSS after start (MB)': server.rssMb().toFixed(0),
        });
      } finally {
        await server.stop();
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log('\n## The built server (npm run serve) on PGlite: start-up and idle memory');
  console.table(rows);
}

if (!process.env.BENCH_SKIP_BUILD) run('npm', ['run', 'build', '--silent']);
console.log('\n## JavaScript the home page loads (gzip), from the build');
run('node', ['scripts/gates/bundle-budget.mjs']);
await startupAndIdleMemory();

const latency = [await catalogOn('PGlite'), await withPostgresDatabase((url) => catalogOn('PostgreSQL', url))].filter(
  (r) => r !== null,
);
console.log(`\n## GET /api/Courses on ${CATALOG_SIZE} courses, a search word + filters, limit 12, sequential requests`);
console.table(
  latency.map(({ label, coldMs, miss, hit }) => ({
    database: label,
    'first request ms (loads the catalog)': coldMs.toFixed(0),
    'uncached p50 ms': miss.p50.toFixed(2),
    'uncached p95 ms': miss.p95.toFixed(2),
    'cached p50 ms': hit.p50.toFixed(2),
    'cached p95 ms': hit.p95.toFixed(2),
  })),
);

await benchPages();
await benchCareer();
await benchDashboard();
