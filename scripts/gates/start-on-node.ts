// The app starts and serves on another Node.js binary than the one running the suite:
// `node --import tsx scripts/gates/start-on-node.ts /usr/bin/node`. CI runs the suite on the active
// LTS and this check on the machine's older Node, so an older release keeps working only while it
// costs nothing (README, "Supported Node.js versions"). Needs the built web app (npm run build).
// Exit codes: 0 served, 1 failed, 3 the binary is missing (skipped).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startServer, type RunningServer } from '../bench/server';

const nodeBinary = process.argv[2];
if (!nodeBinary || !existsSync(nodeBinary)) {
  console.log(`start-on-node: no Node.js binary at ${nodeBinary ?? '(none given)'}; skipped`);
  process.exit(3);
}
const version = spawnSync(nodeBinary, ['--version'], { encoding: 'utf8' }).stdout.trim();

async function get(origin: string, path: string, accept: string) {
  const response = await fetch(`${origin}${path}`, { headers: { accept } });
  return { status: response.status, body: await response.text() };
}

// the server-rendered home page carries the demo catalog's markup, in Arabic by default (React's
// Suspense marker comes first in the root, so "rendered" is a root that is not empty)
const serverRendered = (page: { body: string }) =>
  page.body.includes('<html lang="ar" dir="rtl">') && !page.body.includes('<div id="root"></div>');

const dataDir = mkdtempSync(join(tmpdir(), 'masar-node-check-'));
const started = Date.now();
let server: RunningServer | undefined;
let failure: Error | undefined;
try {
  server = await startServer({ port: await freePort(), dataDir, node: nodeBinary });
  const courses = await get(server.origin, '/api/Courses?limit=1', 'application/json');
  if (courses.status !== 200 || (JSON.parse(courses.body) as unknown[]).length !== 1) {
    throw new Error(`GET /api/Courses answered ${courses.status}`);
  }
  // the first renders of a cold process may outlast the render timeout and get the client-rendered app
  let home = await get(server.origin, '/', 'text/html');
  for (let attempt = 1; attempt < 10 && !serverRendered(home); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    home = await get(server.origin, '/', 'text/html');
  }
  if (home.status !== 200 || !serverRendered(home)) {
    throw new Error(`GET / answered ${home.status} without the server-rendered Arabic page`);
  }
} catch (error) {
  failure = error as Error;
} finally {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

if (failure) {
  // the server's own errors went to this process's stderr
  console.log(`start-on-node: the app did not serve on Node.js ${version}: ${failure.message}`);
  process.exit(1);
}
console.log(
  `start-on-node: on Node.js ${version} the app started, seeded its demo data and served the API and a server-rendered page in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
