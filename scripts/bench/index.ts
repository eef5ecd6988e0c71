// `npm run bench`: load the real server and a bare node:http server answering the same bytes,
// with autocannon, and print requests/s, p50/p99 latency and the ratio of the two.
// Figures only: nothing here asserts a timing.
import autocannon, { type Result } from 'autocannon';
import { fork, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const appPort = 3300;
const barePort = 3301;
const root = new URL('..', import.meta.url).pathname;
const targets = ['/api/Courses', '/api/health'];

async function waitFor(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function load(url: string): Promise<Result> {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, pipelining: 1 }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

async function snapshot(path: string) {
  const response = await fetch(`http://127.0.0.1:${appPort}${path}`);
  return { body: Buffer.from(await response.arrayBuffer()), type: response.headers.get('content-type') ?? 'application/json' };
}

if (!existsSync(join(root, 'apps/web/dist/index.html'))) {
  console.log('Building the web app first (npm run build)...');
  const { status } = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}

const dataDir = mkdtempSync(join(tmpdir(), 'masar-bench-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  cwd: root,
  env: { ...process.env, PORT: String(appPort), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '' },
  stdio: ['ignore', 'ignore', 'inherit'],
});

try {
  await waitFor(`http://127.0.0.1:${appPort}/api/health`, 120_000);
  const bodies = new Map(await Promise.all(targets.map(async (t) => [t, await snapshot(t)] as const)));
  const snapshotFile = join(dataDir, 'bodies.json');
  const saved = Object.fromEntries([...bodies].map(([path, { type, body }]) => [path, { type, base64: body.toString('base64') }]));
  writeFileSync(snapshotFile, JSON.stringify(saved));
  const bare = fork(join(root, 'scripts/bare-server.mjs'), [String(barePort), snapshotFile], { stdio: 'ignore' });
  await new Promise((resolve) => bare.once('message', resolve));

  console.log(`autocannon: ${connections} connections, ${duration} s per run, after a 2 s warm-up\n`);
  const rows = [];
  for (const target of targets) {
    for (const port of [appPort, barePort]) {
      await new Promise<void>((resolve) => autocannon({ url: `http://127.0.0.1:${port}${target}`, connections, duration: 2 }, () => resolve()));
    }
    const app = await load(`http://127.0.0.1:${appPort}${target}`);
    const plain = await load(`http://127.0.0.1:${barePort}${target}`);
    rows.push({
      route: `GET ${target}`,
      bytes: bodies.get(target)!.body.length,
      'app req/s': Math.round(app.requests.average),
      'app p50 ms': app.latency.p50,
      'app p99 ms': app.latency.p99,
      'bare req/s': Math.round(plain.requests.average),
      'bare p50 ms': plain.latency.p50,
      'bare p99 ms': plain.latency.p99,
      ratio: Number((app.requests.average / plain.requests.average).toFixed(2)),
      'app errors': app.errors + app.non2xx,
    });
  }
  console.table(rows);
  bare.kill();
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
