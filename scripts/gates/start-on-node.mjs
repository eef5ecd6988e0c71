// The app starts and serves on another Node.js binary than the one running the suite:
// `node scripts/gates/start-on-node.mjs /usr/bin/node`. CI runs the suite on the active LTS and
// this check on the machine's older Node, so an older release keeps working only while it costs
// nothing (README, "Supported Node.js versions"). Needs the built web app (npm run build).
// Exit codes: 0 served, 1 failed, 3 the binary is missing (skipped).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('../../', import.meta.url).pathname;
const nodeBinary = process.argv[2];
if (!nodeBinary || !existsSync(nodeBinary)) {
  console.log(`start-on-node: no Node.js binary at ${nodeBinary ?? '(none given)'}; skipped`);
  process.exit(3);
}
const version = spawnSync(nodeBinary, ['--version'], { encoding: 'utf8' }).stdout.trim();

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'masar-node-check-'));
const server = spawn(nodeBinary, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let output = '';
for (const stream of [server.stdout, server.stderr]) stream.on('data', (chunk) => (output += chunk));
const exited = new Promise((resolve) => server.once('exit', resolve));

async function get(path, accept) {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, { headers: { accept } });
  return { status: response.status, body: await response.text() };
}

async function waitForHealth(deadline) {
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      if ((await get('/api/health', 'application/json')).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('no answer from /api/health within 90 s');
}

let failure = null;
const started = Date.now();
try {
  await waitForHealth(started + 90_000);
  const courses = await get('/api/Courses?limit=1', 'application/json');
  if (courses.status !== 200 || JSON.parse(courses.body).length !== 1) {
    throw new Error(`GET /api/Courses answered ${courses.status}`);
  }
  // the server-rendered home page carries the demo catalog's markup, in Arabic by default; the
  // first renders of a cold process may outlast the render timeout and get the client-rendered app
  const serverRendered = (page) =>
    page.body.includes('<html lang="ar" dir="rtl">') && !page.body.includes('<div id="root"></div>');
  let home = await get('/', 'text/html');
  for (let attempt = 1; attempt < 10 && !serverRendered(home); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    home = await get('/', 'text/html');
  }
  if (home.status !== 200 || !serverRendered(home)) {
    throw new Error(`GET / answered ${home.status} without the server-rendered Arabic page`);
  }
} catch (error) {
  failure = error;
} finally {
  server.kill('SIGTERM');
  await exited;
  rmSync(dataDir, { recursive: true, force: true });
}

if (failure) {
  console.log(`start-on-node: the app did not serve on Node.js ${version}: ${failure.message}\n${output.slice(-3000)}`);
  process.exit(1);
}
console.log(
  `start-on-node: on Node.js ${version} the app started, seeded its demo data and served the API and a server-rendered page in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
