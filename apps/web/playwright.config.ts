import './e2e/support/ports';
import { defineConfig, devices } from '@playwright/test';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { e2eAdmin } from './e2e/support/accounts';
import { SMTP_PORT } from './e2e/support/mail-server';
import { STAND_IN_ENV } from './e2e/support/stand-ins';

// The journeys run against the real production server (built app + API) on a throwaway
// embedded database, in Debian's Chromium: never a downloaded browser.
const port = Number(process.env.E2E_PORT);
// the config is evaluated again in each worker: keep one data folder for all of them
const dataDir = (process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'masar-e2e-')));
const repoRoot = resolve(import.meta.dirname, '../..');
// Debian's Chromium headless shell (package chromium-headless-shell) when installed: the same Blink,
// without the browser's own interface, as Playwright runs headless by default; it spent a third less
// CPU on the same journeys. E2E_CHROMIUM_PATH picks another browser.
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const browser =
  process.env.E2E_CHROMIUM_PATH ??
  (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : (process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'));

export default defineConfig({
  testDir: './e2e',
  // two workers on the one server: a journey keeps about half of the two cores busy (it waits on the
  // browser, the server and the page's timers), so a second one fills them; a journey file runs in
  // one worker, in order, and the page gates' tests spread over both (docs/decisions/019)
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  // a lazily loaded page's first visit on a busy 2-core machine can take more than the default 5 s
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: join(repoRoot, 'test-results/e2e.json') }]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'ar-EG',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: browser,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  outputDir: join(repoRoot, 'test-results/e2e-artifacts'),
  // loopback SMTP; a real OpenID provider for Google, Facebook and Moodle stand-ins
  globalSetup: ['./e2e/support/mail-server.ts', './e2e/support/stand-ins.ts'],
  webServer: {
    command: 'node --import tsx apps/api/src/server.ts',
    cwd: repoRoot,
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: e2eAdmin.email,
      ADMIN_PASSWORD: e2eAdmin.password,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // the journeys sign up and in several times a minute from one address
      AUTH_RATE_LIMIT_IP: '100',
      // and the catalog journeys send the public forms more than FORM_RATE_LIMIT_IP allows a visitor
      FORM_RATE_LIMIT_IP: '100',
      // the journeys buy courses through the test payment gateway, and the dashboard's gates see its
      // banner: on explicitly, whatever NODE_ENV or provider keys the shell passes down
      PAYMENTS_TEST_GATEWAY: 'true',
      // mail leaves through the job queue: a journey waiting on it should not wait on the poll
      JOBS_POLL_SECONDS: '0.5',
      ...STAND_IN_ENV,
    },
  },
});
