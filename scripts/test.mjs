// `npm test`: every suite in one go — unit and API tests (PGlite; PostgreSQL too when
// TEST_DATABASE_URL is set), the quality gates, then the browser journeys on the built app.
// Prints a closing "N passed, N failed" line and exits non-zero when anything failed.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const results = join(root, 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const suites = [];

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const started = Date.now();
  const child = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, CI: 'true', ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  suites.push({ label, status: child.status, seconds });
  return child.status ?? 1;
}

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
function check(label, command, args) {
  const status = run(label, command, args);
  const outcome = status === 0 ? 'passed' : status === 3 ? 'skipped' : 'failed';
  totals[outcome] += 1;
  console.log(`--- ${label}: ${outcome}`);
}

check('typecheck', 'npm', ['run', 'typecheck', '--silent']);
check('lint (types, layers, import boundaries, logical RTL utilities, format)', 'npm', ['run', 'lint', '--silent']);
check('unused files and dependencies (knip)', 'npm', ['run', 'unused', '--silent']);
check('dependency audit (production, high/critical)', 'node', ['scripts/gates/dependency-audit.mjs']);
check(
  'CV engine on its labelled corpus (career:eval --check: findings, score order, ATS causes, interview, rewrites)',
  'npm',
  ['run', 'career:eval', '--silent', '--', '--check'],
);

const vitest = ['node_modules/vitest/vitest.mjs', 'run', '--reporter=default', '--reporter=json'];

const unitFile = join(results, 'vitest-pglite.json');
add(
  'unit + API on PGlite',
  run('unit + API on PGlite', 'node', [...vitest, `--outputFile.json=${unitFile}`]),
  countVitest,
  unitFile,
);

if (process.env.TEST_DATABASE_URL) {
  const pgFile = join(results, 'vitest-postgres.json');
  const status = run('API on PostgreSQL', 'node', [...vitest, '--project', 'api', `--outputFile.json=${pgFile}`], {
    TEST_DB: 'postgres',
  });
  add('API on PostgreSQL', status, countVitest, pgFile);
} else {
  console.log('\n(TEST_DATABASE_URL is not set: the API suite ran on PGlite only)');
}

const buildStatus = run('build the web app (with the home-page bundle budget)', 'npm', ['run', 'build', '--silent']);
if (buildStatus !== 0) {
  totals.failed += 1;
} else {
  const e2eFile = join(results, 'e2e.json');
  const status = run('browser journeys (Chromium)', 'node', [
    'node_modules/@playwright/test/cli.js',
    'test',
    '-c',
    'apps/web/playwright.config.ts',
  ]);
  add('browser journeys', status, countPlaywright, e2eFile);
}

console.log('\nSuites:');
const label = (status) => (status === 0 ? 'ok  ' : status === 3 ? 'skip' : 'FAIL');
for (const suite of suites) console.log(`  ${label(suite.status)} ${suite.label} (${suite.seconds} s)`);
if (totals.skipped) console.log(`\n(${totals.skipped} skipped)`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
