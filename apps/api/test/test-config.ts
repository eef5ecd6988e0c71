import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig, type Config } from '#src/config/config';
import { fileStorageFor } from '#src/plugins/storage/index';

export const TEST_ADMIN = { email: 'admin@test.masar.local', password: 'Admin-Test-Pass-1' };

/**
 * The configuration of an API test: `env` as the environment would give it (loadConfig parses it),
 * then `overrides` on the parsed result. The suites check out through the test payment gateway, so
 * it is turned on here explicitly rather than left to the defaults (which turn it off next to a
 * real provider or with NODE_ENV=production); `env` may say otherwise.
 */
export function testConfig(overrides: Partial<Config> = {}, env: NodeJS.ProcessEnv = {}): Config {
  // under the run's folder (test/global-setup.ts), which the run removes at its end
  const dataDir = mkdtempSync(path.join(process.env.MASAR_TEST_TMP ?? tmpdir(), 'masar-api-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'test-secret-test-secret-test-secret-1234',
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    PAYMENTS_TEST_GATEWAY: 'true',
    // a test runs the due jobs itself (app.jobs.drain()), when it chooses
    JOBS_WORKERS: 'false',
    ...env,
  });
  return { ...config, webDist: path.join(dataDir, 'no-web-dist'), ...overrides };
}

export const seedOptions = (config: Config) => ({
  adminEmail: config.adminEmail,
  adminPassword: config.adminPassword,
  currency: config.currency,
  storage: fileStorageFor(config),
});

/** Workers running as in production, polling often: for tests that wait on a real SMTP server. */
export const LIVE_JOBS: Partial<Config> = { jobs: { workers: true, pollingIntervalSeconds: 0.5 } };
