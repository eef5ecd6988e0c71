import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

/**
 * Where the app under test finds its outside services (see playwright.config.ts): a real OpenID
 * provider standing in for Google, a Facebook stand-in and a Moodle stand-in, all on loopback.
 * They live in the API's test support (apps/api/test/support/e2e-stand-ins.ts) and run in a
 * process of their own, so the web journeys import nothing from the API.
 */
export const STAND_INS = {
  oidc: `http://127.0.0.1:${process.env.E2E_OIDC_PORT ?? 3221}`,
  facebook: `http://127.0.0.1:${process.env.E2E_FACEBOOK_PORT ?? 3222}`,
  moodle: `http://127.0.0.1:${process.env.E2E_MOODLE_PORT ?? 3223}`,
  control: `http://127.0.0.1:${process.env.E2E_STAND_IN_CONTROL_PORT ?? 3224}`,
};

/** The server's environment for them (webServer.env). */
export const STAND_IN_ENV = {
  GOOGLE_CLIENT_ID: 'masar-e2e',
  GOOGLE_CLIENT_SECRET: 'masar-e2e-secret',
  GOOGLE_ISSUER_URL: STAND_INS.oidc,
  FACEBOOK_APP_ID: '4242424242',
  FACEBOOK_APP_SECRET: 'masar-e2e-facebook-secret',
  FACEBOOK_AUTH_URL: `${STAND_INS.facebook}/dialog/oauth`,
  FACEBOOK_GRAPH_URL: `${STAND_INS.facebook}/v23.0`,
  MOODLE_URL: STAND_INS.moodle,
  MOODLE_TOKEN: 'masar-e2e-moodle-token',
  // the journeys change Moodle's answers between visits
  MOODLE_CACHE_SECONDS: '0',
};

/** Playwright global setup: starts the stand-ins' process; the returned function stops it. */
export default async function startStandIns() {
  const repoRoot = resolve(import.meta.dirname, '../../../..');
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/test/support/e2e-stand-ins.ts'], {
    cwd: repoRoot,
    env: { ...process.env, NODE_NO_WARNINGS: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  await new Promise<void>((ready, fail) => {
    const timer = setTimeout(() => fail(new Error(`stand-ins did not start in 30 s:\n${errors}`)), 30_000);
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('stand-ins ready')) {
        clearTimeout(timer);
        ready();
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`stand-ins exited with ${code}:\n${errors}`));
    });
  });
  return async () => {
    child.removeAllListeners('exit');
    child.kill('SIGTERM');
  };
}
