// Quality gate 7: no high or critical advisory in production dependencies, except those in
// audit-allowlist.json (each with the reason and the date it was last reviewed).
// Exit codes: 0 clean, 1 blocking advisories, 3 the advisory service could not be reached.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const root = new URL('../../', import.meta.url);
const allowlistFlag = process.argv.indexOf('--allowlist');
const allowlistFile = allowlistFlag > 0 ? process.argv[allowlistFlag + 1] : new URL('audit-allowlist.json', root);
const allowlist = JSON.parse(readFileSync(allowlistFile, 'utf8')).advisories;
const allowed = new Set(allowlist.map((entry) => String(entry.id)));

// `--report file.json` judges a saved `npm audit --json` report (used by the gate's own test)
const reportFlag = process.argv.indexOf('--report');
const run =
  reportFlag > 0
    ? { stdout: readFileSync(process.argv[reportFlag + 1], 'utf8'), stderr: '' }
    : spawnSync('npm', ['audit', '--omit=dev', '--json'], { cwd: root, encoding: 'utf8', timeout: 120_000 });
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  report = {};
}

if (!report.vulnerabilities) {
  const reason = report.message ?? report.error?.summary ?? run.stderr?.trim().split('\n').pop() ?? 'no answer';
  console.log(`dependency audit: advisory service unreachable (${reason}); nothing was checked`);
  process.exit(3);
}

const blocking = [];
for (const [name, vulnerability] of Object.entries(report.vulnerabilities)) {
  for (const via of vulnerability.via) {
    if (typeof via !== 'object' || !['high', 'critical'].includes(via.severity)) continue;
    const id = String(via.source ?? via.url);
    if (!allowed.has(id)) blocking.push(`${name}: ${via.severity} ${via.title} (${via.url})`);
  }
}
const counts = report.metadata?.vulnerabilities ?? {};
console.log(
  `dependency audit: ${Object.keys(report.vulnerabilities).length} vulnerable packages (${JSON.stringify(counts)}), ${allowed.size} allow-listed, ${blocking.length} blocking`,
);
for (const line of blocking) console.log(`  ${line}`);
process.exit(blocking.length ? 1 : 0);
