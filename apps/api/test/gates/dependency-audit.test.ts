import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Gate 7 judges `npm audit --json` reports; here it judges a saved one in npm's documented
// shape, since this machine cannot reach the advisory service.
const script = new URL('../../../../scripts/gates/dependency-audit.mjs', import.meta.url).pathname;
const report = new URL('./fixtures/npm-audit-report.json', import.meta.url).pathname;

function judge(allowed: number[]) {
  const allowlist = path.join(mkdtempSync(path.join(tmpdir(), 'audit-')), 'allowlist.json');
  writeFileSync(allowlist, JSON.stringify({ advisories: allowed.map((id) => ({ id, reason: 'test' })) }));
  return spawnSync(process.execPath, [script, '--report', report, '--allowlist', allowlist], { encoding: 'utf8' });
}

describe('gate: dependency audit', () => {
  it('fails on a high advisory that is not allow-listed, and names it', () => {
    const run = judge([]);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('example-parser: high Prototype pollution');
    expect(run.stdout).not.toContain('example-logger:');
  });

  it('passes when the only high advisory is allow-listed', () => {
    const run = judge([1099001]);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('0 blocking');
  });
});
