import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ZEnv, loadConfig } from '#src/config/config';
import { ENV_VARS } from '#src/config/env-vars';

describe('configuration', () => {
  it('documents exactly the variables it parses', () => {
    expect(ENV_VARS.map((v) => v.name).sort()).toEqual(Object.keys(ZEnv.shape).sort());
  });

  it('applies the documented defaults', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'masar-config-'));
    const c = loadConfig({ DATA_DIR: dataDir });
    expect(c).toMatchObject({ port: 3000, host: '0.0.0.0', currency: 'EGP', refundWindowDays: 0, logLevel: 'info' });
    expect(c).toMatchObject({
      adminEmail: 'admin@masar.local',
      adminPassword: 'Admin-Masar-2026',
      adminIsDefault: true,
    });
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

  it('refuses to start on PostgreSQL without JWT_SECRET: each process would make up its own (issue 32)', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'masar-config-'));
    const url = 'postgres://postgres@127.0.0.1:5432/masar';
    expect(() => loadConfig({ DATA_DIR: dataDir, DATABASE_URL: url })).toThrow(
      /JWT_SECRET: required with DATABASE_URL/,
    );
    const secret = 'a-shared-secret-a-shared-secret-a-shared';
    expect(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: url, JWT_SECRET: secret }).jwtSecret).toBe(secret);
  });

  it('sizes the PostgreSQL pool from DB_POOL_MAX', () => {
    expect(loadConfig({ DATA_DIR: tmpdir() }).dbPoolMax).toBe(10);
    expect(loadConfig({ DATA_DIR: tmpdir(), DB_POOL_MAX: '4' }).dbPoolMax).toBe(4);
    expect(() => loadConfig({ DATA_DIR: tmpdir(), DB_POOL_MAX: '0' })).toThrow(/DB_POOL_MAX/);
  });

  it('rejects invalid values with a readable message', () => {
    expect(() => loadConfig({ PORT: 'abc', DATA_DIR: tmpdir() })).toThrow(/PORT/);
  });
});

describe('TRUST_PROXY', () => {
  const load = (value?: string) =>
    loadConfig({
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'masar-config-')),
      ...(value === undefined ? {} : { TRUST_PROXY: value }),
    }).trustProxy;

  it('trusts no proxy by default: the socket address is the client', () => {
    expect(load()).toBe(false);
    expect(load('')).toBe(false);
    expect(load('false')).toBe(false);
    expect(load('0')).toBe(false);
  });

  it('takes a hop count, or a list of addresses, CIDRs and range names', () => {
    expect(load('1')).toBe(1);
    expect(load('2')).toBe(2);
    expect(load(' 10.0.0.0/8, 127.0.0.1 ,::1,fd00::/8,loopback,192.168.0.0/255.255.0.0')).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
      'loopback',
      '192.168.0.0/255.255.0.0',
    ]);
  });

  it('refuses true (any client could pick its address) and anything that is not an address', () => {
    expect(() => load('true')).toThrow(/TRUST_PROXY: true would trust any X-Forwarded-For/);
    expect(() => load('11')).toThrow(/TRUST_PROXY/);
    expect(() => load('10.0.0.0/33')).toThrow(/TRUST_PROXY: not an address, CIDR or range name: 10.0.0.0\/33/);
    expect(() => load('proxy.example.com')).toThrow(/TRUST_PROXY/);
    expect(() => load(',')).toThrow(/TRUST_PROXY/);
  });
});

describe('PAYMENTS_TEST_GATEWAY', () => {
  const PAYMOB = {
    PAYMOB_SECRET_KEY: 'sk',
    PAYMOB_PUBLIC_KEY: 'pk',
    PAYMOB_HMAC_SECRET: 'hmac',
    PAYMOB_INTEGRATION_IDS: '1',
  };
  const FAWRY = { FAWRY_MERCHANT_CODE: 'm', FAWRY_SECURE_KEY: 'k' };
  const STRIPE = { STRIPE_SECRET_KEY: 'sk', STRIPE_WEBHOOK_SECRET: 'whsec' };
  const testGateway = (env: NodeJS.ProcessEnv) =>
    loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'masar-config-')), ...env }).payments.testGateway;

  it('is on by default on a laptop with no payment provider (the demo checkout works)', () => {
    expect(testGateway({})).toBe(true);
    expect(testGateway({ NODE_ENV: 'development' })).toBe(true);
    expect(testGateway({ PAYMENTS_TEST_GATEWAY: '' })).toBe(true);
  });

  it('is off by default once a real provider (Paymob, Fawry or Stripe) is configured', () => {
    expect(testGateway(PAYMOB)).toBe(false);
    expect(testGateway(FAWRY)).toBe(false);
    expect(testGateway(STRIPE)).toBe(false);
  });

  it('is off by default with NODE_ENV=production, even with no provider', () => {
    expect(testGateway({ NODE_ENV: 'production' })).toBe(false);
  });

  it('is on or off when set explicitly, whatever else is configured', () => {
    expect(testGateway({ ...PAYMOB, PAYMENTS_TEST_GATEWAY: 'true' })).toBe(true);
    expect(testGateway({ NODE_ENV: 'production', PAYMENTS_TEST_GATEWAY: 'true' })).toBe(true);
    expect(testGateway({ PAYMENTS_TEST_GATEWAY: 'false' })).toBe(false);
    expect(() => testGateway({ PAYMENTS_TEST_GATEWAY: 'yes' })).toThrow(/PAYMENTS_TEST_GATEWAY/);
  });
});
