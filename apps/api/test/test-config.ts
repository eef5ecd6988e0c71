import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig, type Config } from '#src/config/config';
import { fileStorageFor } from '#src/plugins/storage/index';

export const TEST_ADMIN = { email: 'admin@test.masar.local', password: 'Admin-Test-Pass-1' };

export function testConfig(overrides: Partial<Config> = {}): Config {
  // under the run's folder (test/global-setup.ts), which the run removes at its end
  const dataDir = mkdtempSync(path.join(process.env.MASAR_TEST_TMP ?? tmpdir(), 'masar-api-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'test-secret-test-secret-test-secret-1234',
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
  });
  return { ...config, webDist: path.join(dataDir, 'no-web-dist'), ...overrides };
}

export const seedOptions = (config: Config) => ({
  adminEmail: config.adminEmail,
  adminPassword: config.adminPassword,
  currency: config.currency,
  storage: fileStorageFor(config),
});
