import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ZEnv, loadConfig } from '../../src/config/config';
import { ENV_VARS } from '../../src/config/env-vars';

describe('configuration', () => {
  it('documents exactly the variables it parses', () => {
    expect(ENV_VARS.map((v) => v.name).sort()).toEqual(Object.keys(ZEnv.shape).sort());
  });

  it('applies the documented defaults', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'masar-config-'));
    const c = loadConfig({ DATA_DIR: dataDir });
    expect(c).toMatchObject({ port: 3000, host: '0.0.0.0', currency: 'EGP', refundWindowDays: 0, logLevel: 'info' });
    expect(c).toMatchObject({ adminEmail: 'admin@masar.local', adminPassword: 'Admin-Masar-2026', adminIsDefault: true });
    expect(c.publicUrl).toBe('http://localhost:3000');
    expect(c.webDist.endsWith(path.join('apps', 'web', 'dist'))).toBe(true);
    expect(c.databaseUrl).toBeUndefined();
  });

  it('generates and keeps a JWT secret in DATA_DIR when none is set', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'masar-config-'));
    const first = loadConfig({ DATA_DIR: dataDir });
    expect(first.jwtSecretGenerated).toBe(true);
    expect(existsSync(path.join(dataDir, 'secret'))).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first.jwtSecret);
    expect(readFileSync(path.join(dataDir, 'secret'), 'utf8').trim()).toBe(first.jwtSecret);
  });

  it('rejects invalid values with a readable message', () => {
    expect(() => loadConfig({ PORT: 'abc', DATA_DIR: tmpdir() })).toThrow(/PORT/);
  });
});
