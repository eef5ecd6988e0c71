// The server-rendered public pages (issue 18) on the demo catalog, in a server of their own: warm
// requests/s at 20 connections beside GET /api/Courses in the same run, p99 at a steady 50 req/s,
// the first render after a catalog edit (a cold miss), and the page cache's size while a crawler
// walks 10,000 distinct catalog URLs (each one a miss that the cache keeps or drops).
// `node --import tsx scripts/bench/pages.ts` runs it alone on the last build.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon, { type Result } from 'autocannon';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config/config';
import { openDatabase } from '../../apps/api/src/db/client';
import { freePort, startServer } from './server';

const duration = Number(process.env.BENCH_PAGES_DURATION ?? 6);
const walkSize = Number(process.env.BENCH_PAGES_WALK ?? 10_000);
/** Cold misses measured per page, after renders that warm up the page's code (see benchPages). */
const COLD_ROUNDS = 7;
const COLD_WARM_UP_ROUNDS = 5;
/** what a browser sends for a page */
const BROWSER = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'gzip, deflate, br' };

function load(url: string, options: Partial<autocannon.Options>): Promise<Result> {
  return new Promise((resolve, reject) => {
    autocannon({ url, duration, pipelining: 1, ...options }, (err: Error | null, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

/**
 * The warm rates' load generator: wrk (Debian's `wrk`, in C, one thread) when it is installed.
 * autocannon reads every answer into a JavaScript string, which costs it more CPU per compressed
 * page than the server spends serving it, so on two cores it, not the server, sets the pages' rate
 * (the client CPU column shows it); it stays for the steady 50 req/s runs and where wrk is missing.
 */
const WRK_INSTALLED = spawnSync('wrk', ['--version']).error === undefined;

interface TWarm {
  rate: number;
  p99: number;
  requests: number;
  errors: number;
  /** the load generator's CPU time, µs */
  clientCpu: number;
}

const WRK_UNITS: Record<string, number> = { us: 0.001, ms: 1, s: 1000 };

/** wrk at 20 connections for `seconds`, run by a shell that then prints its children's CPU time. */
function wrk(url: string, headers: Record<string, string>, seconds: number): Promise<TWarm> {
  const args = [
    '-t1',
    '-c20',
    `-d${seconds}s`,
    '--latency',
    ...Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}: ${v}`]),
    url,
  ];
  return new Promise((resolve, reject) => {
    // /proc/$$/stat of the shell: fields 16 and 17 are the CPU time of the children it waited for
    const child = spawn('sh', [
      '-c',
      'wrk "$@" && echo "children-cpu $(cut -d" " -f16,17 /proc/$$/stat)"',
      'sh',
      ...args,
    ]);
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('close', (code) => {
      const rate = /Requests\/sec:\s+([\d.]+)/.exec(out);
      const requests = /(\d+) requests in/.exec(out);
      const p99 = /\s99%\s+([\d.]+)(us|ms|s)/.exec(out);
      const cpu = /children-cpu (\d+) (\d+)/.exec(out);
      if (code !== 0 || !rate || !requests || !p99 || !cpu) return reject(new Error(`wrk failed (${code}):\n${out}`));
      const failures = /Non-2xx or 3xx responses: (\d+)/.exec(out);
      const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
      resolve({
        rate: Number(rate[1]),
        p99: Number(p99[1]) * (WRK_UNITS[p99[2] ?? 'ms'] ?? 1),
        requests: Number(requests[1]),
        errors:
          Number(failures?.[1] ?? 0) +
          (socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0),
        // clock ticks of 10 ms
        clientCpu: (Number(cpu[1]) + Number(cpu[2])) * 10_000,
      });
    });
  });
}

/** The warm run: wrk when installed, autocannon otherwise (the client's CPU measured either way). */
async function warmRun(url: string, headers: Record<string, string>, seconds: number): Promise<TWarm> {
  if (WRK_INSTALLED) return wrk(url, headers, seconds);
  const clientCpu = process.cpuUsage();
  const result = await load(url, { connections: 20, duration: seconds, headers });
  const spent = process.cpuUsage(clientCpu);
  return {
    rate: result.requests.average,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.non2xx,
    clientCpu: spent.user + spent.system,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

async function timed(url: string, headers: Record<string, string>) {
  const started = performance.now();
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  // a miss's own time on the server (web-app.ts: Server-Timing render;dur=…)
  const serverMs = Number(/render;dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')?.[1] ?? Number.NaN);
  return { ms: performance.now() - started, serverMs, cache: response.headers.get('x-page-cache') ?? 'none' };
}

/** `/courses` with every filter combination, then further result pages: `count` distinct URLs. */
function catalogUrls(count: number) {
  const categories = ['', 'AI', 'Programming', 'Data Science', 'Design', 'Business Management'];
  const levels = ['', 'Beginner', 'Intermediate', 'Advanced'];
  const sorts = ['', 'popular', 'newest', 'price_asc', 'price_desc'];
  const urls: string[] = [];
  for (let page = 1; urls.length < count; page += 1)
    for (const category of categories)
      for (const level of levels)
        for (const sort of sorts) {
          const query = new URLSearchParams({ category, level, sort, page: String(page) });
          urls.push(`/courses?${query.toString().replace(/\w+=&/g, '')}`);
        }
  return urls.slice(0, count);
}

export async function benchPages() {
  const dataDir = mkdtempSync(join(tmpdir(), 'masar-bench-pages-'));
  const server = await startServer({ port: await freePort(), dataDir });
  try {
    const { origin } = server;
    const [course] = (await (await fetch(`${origin}/api/Courses?limit=1`)).json()) as { _id: string }[];
    if (!course) throw new Error('The demo catalog is empty: there is no course page to measure');
    const pages = ['/', '/courses?category=AI', `/course-details/${course._id}`];
    console.log(
      `\n## Public pages (demo catalog, PGlite): ${WRK_INSTALLED ? 'wrk (one thread)' : 'autocannon (wrk is not installed)'}, 20 connections, ${duration} s per run after a 2 s warm-up, then autocannon at 50 req/s; load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')} on ${cpus().length} cores`,
    );
    const rows = [];
    let apiRate = Number.NaN;
    for (const path of ['/api/Courses', ...pages]) {
      const headers = path.startsWith('/api/') ? { 'accept-encoding': BROWSER['accept-encoding'] } : BROWSER;
      await warmRun(origin + path, headers, 2);
      const serverCpu = server.cpuMicros();
      const warm = await warmRun(origin + path, headers, duration);
      const serverSpent = server.cpuMicros() - serverCpu;
      const steady = await load(origin + path, { connections: 10, overallRate: 50, headers });
      if (path === '/api/Courses') apiRate = warm.rate;
      rows.push({
        route: `GET ${path.replace(course._id, '{id}')}`,
        'req/s': Math.round(warm.rate),
        'p99 ms': warm.p99,
        'vs /api/Courses': Number((warm.rate / apiRate).toFixed(3)),
        'p99 ms at 50 req/s': steady.latency.p99,
        // who limits the rate: the server, or the client reading the answers
        'server CPU µs/req': Math.round(serverSpent / warm.requests),
        'client CPU µs/req': Math.round(warm.clientCpu / warm.requests),
        errors: warm.errors + steady.errors + steady.non2xx,
      });
    }
    console.table(rows);

    // cold misses: each render right after a catalog edit, which clears every page. The page's first
    // renders in this process run its components' code before V8 has optimized it, unlike a server
    // that has been rendering pages for a while: they are rendered, not measured.
    const login = await fetch(`${origin}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@masar.local', password: process.env.ADMIN_PASSWORD ?? 'Admin-Masar-2026' }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const detailsUrl = `${origin}/api/courses/${course._id}`;
    const { title } = (await (await fetch(`${origin}/api/Courses/${course._id}`)).json()) as { title: string };
    const coldRows = [];
    for (const path of pages) {
      const times: number[] = [];
      const serverTimes: number[] = [];
      for (let round = 0; round < COLD_WARM_UP_ROUNDS + COLD_ROUNDS; round += 1) {
        const edit = await fetch(detailsUrl, {
          method: 'PATCH',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
          body: JSON.stringify({ title: `${title} ${round % 2 ? '' : '·'}`.trim() }),
        });
        if (!edit.ok) throw new Error(`editing the course answered ${edit.status}`);
        const miss = await timed(origin + path, BROWSER);
        if (miss.cache !== 'miss') throw new Error(`${path} after an edit: ${miss.cache}, not a miss`);
        if (round < COLD_WARM_UP_ROUNDS) continue;
        times.push(miss.ms);
        serverTimes.push(miss.serverMs);
      }
      const hit = await timed(origin + path, BROWSER);
      coldRows.push({
        page: path.replace(course._id, '{id}'),
        'cold miss median ms': Number(median(times).toFixed(1)),
        'cold miss max ms': Number(Math.max(...times).toFixed(1)),
        'of it on the server, median ms': Number(median(serverTimes).toFixed(1)),
        'server max ms': Number(Math.max(...serverTimes).toFixed(1)),
        'then a hit ms': Number(hit.ms.toFixed(1)),
      });
    }
    console.log(
      `\n## The first render after a catalog edit (${COLD_ROUNDS} edits per page after ${COLD_WARM_UP_ROUNDS} unmeasured ones; time to the last byte on loopback, and the server's own time from its Server-Timing header)`,
    );
    console.table(coldRows);
  } finally {
    await server.stop();
  }
  try {
    await walkCatalog(dataDir);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * A crawler walking the catalog's filters, every URL a miss: in this process, on the same data,
 * so that the page cache's own size can be read (app.pageCache) beside the heap.
 */
async function walkCatalog(dataDir: string) {
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
  const database = await openDatabase({ databaseUrl: undefined, dataDir: config.dataDir });
  const app = buildApp({ config, database, logger: false });
  await app.ready();
  try {
    const urls = catalogUrls(walkSize);
    const heap = () => process.memoryUsage().heapUsed / 2 ** 20;
    const heapBefore = heap();
    let most = { entries: 0, bytes: 0 };
    const outcomes = new Map<string, number>();
    const started = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let url = urls[next++]; url !== undefined; url = urls[next++]) {
          const res = await app.inject({ url, headers: BROWSER });
          const cache = String(res.headers['x-page-cache'] ?? 'none');
          outcomes.set(cache, (outcomes.get(cache) ?? 0) + 1);
          const { size } = app.pageCache;
          if (size.bytes > most.bytes) most = size;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `\n## The page cache while walking ${urls.length} distinct catalog URLs (in process, 4 at a time): ${seconds.toFixed(0)} s, ${Math.round(urls.length / seconds)} renders/s; answers ${JSON.stringify(Object.fromEntries(outcomes))}`,
    );
    console.table([
      {
        'largest cache MB': Number((most.bytes / 2 ** 20).toFixed(1)),
        'its entries': most.entries,
        'cache at the end MB': Number((app.pageCache.size.bytes / 2 ** 20).toFixed(1)),
        'entries at the end': app.pageCache.size.entries,
        'bytes per page KB': Number((most.bytes / Math.max(1, most.entries) / 1024).toFixed(1)),
        'heap before MB': Math.round(heapBefore),
        'heap after MB': Math.round(heap()),
      },
    ]);
  } finally {
    await app.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchPages();
