import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { ZAdminSummary, ZPaymentProviderList } from '@masar/contracts';
import { buildApp } from '#src/app';
import { openTestDatabase } from '#test/helper';
import { bearer, register } from '#test/support/accounts';
import { TEST_ADMIN, testConfig } from '#test/test-config';
import { defined } from '@masar/contracts/defined';

const PAYMOB_ENV = {
  PAYMOB_SECRET_KEY: 'sk_test_paymob',
  PAYMOB_PUBLIC_KEY: 'egy_pk_test_1',
  PAYMOB_HMAC_SECRET: 'PAYMOB-HMAC',
  PAYMOB_INTEGRATION_IDS: '4097558',
  // never called here
  PAYMOB_BASE_URL: 'http://127.0.0.1:9',
};

/**
 * The test payment gateway is on only where nobody can take it for a real one (issue 31): the
 * app as server.ts starts it, from the environment (PAYMENTS_TEST_GATEWAY unset unless a case sets
 * it), with its start-up log kept.
 */
/** A new learner's checkout of a paid published course. */
async function checkout(app: FastifyInstance, payload: { provider?: string }) {
  const { body } = await register(app);
  const [course] = (await app.inject({ url: '/api/Courses?limit=1&minPrice=1' })).json<{ _id: string }[]>();
  return app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: bearer(body.accessToken),
    payload: { courseId: defined(course)._id, ...payload },
  });
}

describe('the test payment gateway at start-up', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  async function start(env: NodeJS.ProcessEnv) {
    const lines: Array<{ level: number; msg: string }> = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const config = testConfig({}, { PAYMENTS_TEST_GATEWAY: undefined, ...env });
    app = buildApp({ config, database: await openTestDatabase(config), loggerInstance: pino({ level: 'info' }, sink) });
    await app.ready();
    const providers = ZPaymentProviderList.parse((await app.inject({ url: '/api/payments/providers' })).json());
    const admin = bearer(
      (await app.sessions.create(defined(await app.usersRepository.findByEmail(TEST_ADMIN.email)))).accessToken,
    );
    const summary = ZAdminSummary.parse((await app.inject({ url: '/api/admin/summary', headers: admin })).json());
    const warnings = lines.filter((line) => line.level === 40 && /test payment gateway/i.test(line.msg));
    return { app, providers, summary, warnings };
  }

  it('a laptop with no provider: the test gateway is on and the default, with one warning and the admin told', async () => {
    const { providers, summary, warnings } = await start({});
    expect(providers).toEqual([{ id: 'test', testMode: true, isDefault: true, methods: ['card'] }]);
    expect(warnings).toHaveLength(1);
    expect(summary.testPaymentGateway).toBe(true);
  });

  it('Paymob configured, PAYMENTS_TEST_GATEWAY unset: no test provider, Paymob the default, no warning', async () => {
    const { app: started, providers, summary, warnings } = await start(PAYMOB_ENV);
    expect(providers).toEqual([{ id: 'paymob', testMode: false, isDefault: true, methods: ['card', 'wallet'] }]);
    expect(warnings).toEqual([]);
    expect(summary.testPaymentGateway).toBe(false);
    expect(started.testGateway).toBeUndefined();
    // a checkout naming the test gateway is refused, as for any provider not offered
    expect((await checkout(started, { provider: 'test' })).statusCode).toBe(503);
  });

  it('NODE_ENV=production with no provider: no provider at all', async () => {
    const { providers, warnings, summary } = await start({ NODE_ENV: 'production' });
    expect(providers).toEqual([]);
    expect(warnings).toEqual([]);
    expect(summary.testPaymentGateway).toBe(false);
  });

  it('turned on explicitly beside Paymob: offered, but never the default; one warning; the admin told', async () => {
    const {
      app: started,
      providers,
      warnings,
      summary,
    } = await start({
      ...PAYMOB_ENV,
      PAYMENTS_TEST_GATEWAY: 'true',
    });
    expect(providers.map((p) => [p.id, p.isDefault])).toEqual([
      ['test', false],
      ['paymob', true],
    ]);
    expect(warnings).toHaveLength(1);
    expect(summary.testPaymentGateway).toBe(true);
    // a checkout that names no provider goes to the default, Paymob (unreachable here: 502), not the test gateway
    const res = await checkout(started, {});
    expect(res.statusCode).toBe(502);
    expect(res.json().code).toBe('UPSTREAM_FAILED');
  });
});
