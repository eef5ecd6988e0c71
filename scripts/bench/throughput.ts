// Throughput of the real server against a bare node:http server answering the same bytes, with
// autocannon: requests/s, p50/p99 latency and the ratio of the two.
import autocannon, { type Result } from 'autocannon';
import { fork } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './server';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const barePort = 3301;
// the home page's catalog call and the health probe
const targets = ['/api/Courses?sort=popular&limit=12', '/api/health'];

function load(url: string, seconds = duration): Promise<Result> {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, pipelining: 1 }, (err: Error | null, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

async function snapshot(url: string) {
  const response = await fetch(url);
  return {
    body: Buffer.from(await response.arrayBuffer()),
    type: response.headers.get('content-type') ?? 'application/json',
  };
}

export async function benchThroughput(origin: string, workDir: string) {
  const bodies = new Map(await Promise.all(targets.map(async (t) => [t, await snapshot(origin + t)] as const)));
  const snapshotFile = join(workDir, 'bodies.json');
  const saved = Object.fromEntries(
    [...bodies].map(([path, { type, body }]) => [path, { type, base64: body.toString('base64') }]),
  );
  writeFileSync(snapshotFile, JSON.stringify(saved));
  const bare = fork(join(root, 'scripts/bench/bare-server.mjs'), [String(barePort), snapshotFile], { stdio: 'ignore' });
  await new Promise((resolve) => bare.once('message', resolve));
  try {
    console.log(`\n## Throughput: autocannon, ${connections} connections, ${duration} s per run, after a 2 s warm-up`);
    const rows = [];
    for (const target of targets) {
      const bareOrigin = `http://127.0.0.1:${barePort}`;
      for (const o of [origin, bareOrigin]) await load(o + target, 2);
      const app = await load(origin + target);
      const plain = await load(bareOrigin + target);
      rows.push({
        route: `GET ${target}`,
        bytes: bodies.get(target)?.body.length,
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
  } finally {
    bare.kill();
  }
}
