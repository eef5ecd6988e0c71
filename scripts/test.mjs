// `npm test`: every suite in one go — the static checks, unit and API tests (PGlite; PostgreSQL too
// when TEST_DATABASE_URL is set), the build, then the browser journeys on the built app.
// Prints each suite's time, the run's total time and a closing "N passed, N failed" line, and exits
// non-zero when anything failed.
//
// Three lanes run side by side before the journeys: vitest uses one worker on a 2-core machine, and
// the static checks, the API on PGlite, and the API on PostgreSQL followed by the unit tests each keep
// about one core busy, so together they fill the machine instead of queueing (measured:
// docs/decisions/017-ci-lanes-and-node-24.md).
// The journeys run alone after them: beside the lanes they ran twice as slowly, and the tests that
// play video in real time missed their deadlines. Each step's output is kept in
// test-results/<step>.log and printed whole when the step ends, so lanes never interleave their
// lines; the journeys stream live.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const results = join(root, 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const startedAt = Date.now();
const totals = { passed: 0, failed: 0, skipped: 0 };
const suites = [];

function countVitest(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + (report.success === false && report.numFailedTests === 0 ? 1 : 0),
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

function countPlaywright(file) {
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: stats.expected, failed: stats.unexpected + stats.flaky, skipped: stats.skipped };
}

/** Runs one step, its output kept in a log file and printed whole at its end; resolves its exit status. */
function run({ label, command, args, env = {}, log, live = false }) {
  const started = Date.now();
  const logFile = join(results, `${log}.log`);
  const file = createWriteStream(logFile);
  if (!live) console.log(`[${new Date().toISOString().slice(11, 19)}] started: ${label}`);
  else console.log(`\n=== ${label} ===`);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, CI: 'true', FORCE_COLOR: '0', ...env },
    });
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk) => {
        file.write(chunk);
        if (live) process.stdout.write(chunk);
      });
    }
    child.on('close', (code, signal) => {
      file.end();
      const status = code ?? (signal ? 1 : 0);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      suites.push({ label, status, seconds });
      if (!live) {
        console.log(`\n=== ${label} (${seconds} s) ===`);
        process.stdout.write(readFileSync(logFile, 'utf8'));
      }
      resolve(status);
    });
  });
}

function add(label, status, counter, file) {
  let counts;
  try {
    counts = counter(file);
  } catch {
    counts = { passed: 0, failed: 1, skipped: 0 }; // the runner crashed before reporting
  }
  if (status !== 0 && counts.failed === 0) counts.failed = 1;
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
  console.log(`--- ${label}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
}

/** A check that is one test: passes or fails as a whole (skipped when it says so with exit 3). */
async function check(label, command, args, log) {
  const status = await run({ label, command, args, log });
  const outcome = status === 0 ? 'passed' : status === 3 ? 'skipped' : 'failed';
  totals[outcome] += 1;
  console.log(`--- ${label}: ${outcome}`);
  return status;
}

const vitest = ['node_modules/vitest/vitest.mjs', 'run', '--reporter=default', '--reporter=json'];

async function vitestRun(label, log, args, env = {}) {
  const file = join(results, `${log}.json`);
  const status = await run({
    label,
    command: 'node',
    args: [...vitest, ...args, `--outputFile.json=${file}`],
    env,
    log,
  });
  add(label, status, countVitest, file);
}

async function staticChecks() {
  await check('typecheck', 'npm', ['run', 'typecheck', '--silent'], 'typecheck');
  await check(
    'lint (types, layers, import boundaries, logical RTL utilities, format)',
    'npm',
    ['run', 'lint', '--silent'],
    'lint',
  );
  await check('unused files and dependencies (knip)', 'npm', ['run', 'unused', '--silent'], 'knip');
  await check('dependency audit (production, high/critical)', 'node', ['scripts/gates/dependency-audit.mjs'], 'audit');
  await check(
    'CV engine on its labelled corpus (career:eval --check: findings, score order, ATS causes, interview, rewrites)',
    'npm',
    ['run', 'career:eval', '--silent', '--', '--check'],
    'career-eval',
  );
}

/** The API on PostgreSQL, the older Node.js, then the unit tests: about as long as each other lane. */
async function postgresThenUnits(buildStatus) {
  if (process.env.TEST_DATABASE_URL) {
    await vitestRun(
      'API on PostgreSQL (the engine-dependent tests: apps/api/vitest.config.ts)',
      'vitest-postgres',
      ['--project', 'api'],
      { TEST_DB: 'postgres' },
    );
  } else {
    console.log('\n(TEST_DATABASE_URL is not set: the API suite ran on PGlite only)');
  }
  // an older Node.js the app still supports (README): CI names its binary
  if (buildStatus === 0 && process.env.ALSO_START_ON_NODE) {
    await check(
      `the app starts and serves on the older Node.js at ${process.env.ALSO_START_ON_NODE}`,
      'node',
      ['--import', 'tsx', 'scripts/gates/start-on-node.ts', process.env.ALSO_START_ON_NODE],
      'start-on-node',
    );
  }
  await vitestRun('unit tests (web app, CV engine)', 'vitest-units', ['--project', 'web', '--project', 'career']);
}

async function journeys() {
  const e2eFile = join(results, 'e2e.json');
  const status = await run({
    label: 'browser journeys (Chromium)',
    command: 'node',
    args: ['node_modules/@playwright/test/cli.js', 'test', '-c', 'apps/web/playwright.config.ts'],
    log: 'e2e',
    live: true,
  });
  add('browser journeys', status, countPlaywright, e2eFile);
}

console.log(`Node.js ${process.version}; the build, three lanes side by side, then the browser journeys`);
const buildStatus = await run({
  label: 'build the web app (with the home-page bundle budget)',
  command: 'npm',
  args: ['run', 'build', '--silent'],
  log: 'build',
});
if (buildStatus !== 0) totals.failed += 1;
await Promise.all([
  staticChecks(),
  vitestRun('API on PGlite', 'vitest-pglite', ['--project', 'api']),
  postgresThenUnits(buildStatus),
]);
if (buildStatus === 0) await journeys();

const minutes = (ms) => `${(ms / 1000).toFixed(0)} s (${(ms / 60_000).toFixed(1)} min)`;
console.log('\nSuites:');
const label = (status) => (status === 0 ? 'ok  ' : status === 3 ? 'skip' : 'FAIL');
for (const suite of suites) console.log(`  ${label(suite.status)} ${suite.label} (${suite.seconds} s)`);
if (totals.skipped) console.log(`\n(${totals.skipped} skipped)`);
console.log(`\nTests took ${minutes(Date.now() - startedAt)}`);
// .ci/run passes the moment it began, so its installs count too
const ciStartedAt = Number(process.env.CI_STARTED_AT_MS);
if (ciStartedAt) console.log(`CI run (installs and tests) took ${minutes(Date.now() - ciStartedAt)}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
