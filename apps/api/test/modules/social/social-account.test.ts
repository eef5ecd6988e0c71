import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#test/helper';
import { NO_AUTH_LIMITS, bearer, register, uniqueEmail } from '#test/support/accounts';
import { startFacebookStub, type FacebookStub } from '#test/support/facebook-stub';
import { signInAtProvider, startOidcProvider, type OidcStandIn } from '#test/support/oidc-provider';
import { deliverCallback, exchange, startSignIn } from '#test/support/social-flow';
import { defined } from '@masar/contracts/defined';

/** The profile's linked providers: list, connect while signed in, remove (never the last way in). */
describe('social sign-in: linked providers of an account', () => {
  let app: FastifyInstance;
  let op: OidcStandIn;
  let fb: FacebookStub;

  beforeAll(async () => {
    op = await startOidcProvider({ redirectUris: ['http://localhost:3000/api/auth/google/callback'] });
    fb = await startFacebookStub();
    app = await buildTestApp({
      config: {
        ...NO_AUTH_LIMITS,
        google: { clientId: op.clientId, clientSecret: op.clientSecret, issuerUrl: op.issuer },
        facebook: { appId: fb.appId, appSecret: fb.appSecret, authUrl: fb.authUrl, graphUrl: fb.graphUrl },
      },
    });
  });
  afterAll(async () => {
    await app?.close();
    await op?.close();
    await fb?.close();
  });

  const identities = async (token: string) =>
    (await app.inject({ url: '/api/auth/social/identities', headers: bearer(token) })).json();

  async function googleAccount(login: string) {
    const started = await startSignIn(app, 'google');
    const page = await deliverCallback(app, await signInAtProvider(started.location, login), started.cookie);
    const { body } = await exchange(app, defined(page.searchParams.get('code')));
    if (body.status !== 'signed-in') throw new Error('expected a session');
    return body;
  }

  /** POST /auth/facebook/connect as a browser would: the answer's URL, then back through the callback. */
  async function connectFacebook(accessToken: string, personId: string) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/facebook/connect',
      headers: bearer(accessToken),
    });
    expect(response.statusCode).toBe(200);
    const cookie = defined(response.cookies.find((c) => c.name === 'masar_social_state'));
    fb.approveAs({ id: personId, name: 'Linked Person', email: uniqueEmail('fb-connect') });
    const dialog = await fetch(response.json().url, { redirect: 'manual' });
    return deliverCallback(app, new URL(defined(dialog.headers.get('location'))), `masar_social_state=${cookie.value}`);
  }

  it('lists the providers linked to the account', async () => {
    const login = uniqueEmail('linked-list');
    const session = await googleAccount(login);
    expect(await identities(session.accessToken)).toEqual([
      { provider: 'google', email: login, linkedAt: expect.any(String) },
    ]);
    const { body } = await register(app);
    expect(await identities(body.accessToken)).toEqual([]);
  });

  it('connects Facebook to the signed-in account, then allows removing Google', async () => {
    const session = await googleAccount(uniqueEmail('linked-connect'));
    const page = await connectFacebook(session.accessToken, `fb-connect-${session.user._id}`);
    expect(Object.fromEntries(page.searchParams)).toEqual({ linked: 'facebook' });
    expect((await identities(session.accessToken)).map((i: { provider: string }) => i.provider)).toEqual([
      'google',
      'facebook',
    ]);

    const removed = await app.inject({
      method: 'DELETE',
      url: '/api/auth/social/identities/google',
      headers: { ...bearer(session.accessToken), 'accept-language': 'ar' },
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: 'تمت إزالة مزوّد الخدمة من حسابك.' });
    expect((await identities(session.accessToken)).map((i: { provider: string }) => i.provider)).toEqual(['facebook']);
  });

  it('keeps the last way in of an account without a password (409), and 404 for a provider not linked', async () => {
    const session = await googleAccount(uniqueEmail('linked-last'));
    const last = await app.inject({
      method: 'DELETE',
      url: '/api/auth/social/identities/google',
      headers: bearer(session.accessToken),
    });
    expect(last.statusCode).toBe(409);
    expect(last.json().code).toBe('CONFLICT');
    const none = await app.inject({
      method: 'DELETE',
      url: '/api/auth/social/identities/facebook',
      headers: bearer(session.accessToken),
    });
    expect(none.statusCode).toBe(404);
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: '/api/auth/social/identities/twitter',
          headers: bearer(session.accessToken),
        })
      ).statusCode,
    ).toBe(400);
  });

  it('refuses to connect a provider account that belongs to someone else (error=identity_in_use)', async () => {
    const owner = await googleAccount(uniqueEmail('linked-owner'));
    const personId = `fb-owned-${owner.user._id}`;
    await connectFacebook(owner.accessToken, personId);
    const { body: other } = await register(app);
    const page = await connectFacebook(other.accessToken, personId);
    expect(page.searchParams.get('error')).toBe('identity_in_use');
    expect(await identities(other.accessToken)).toEqual([]);
  });

  it('needs a session for the account routes', async () => {
    expect((await app.inject({ url: '/api/auth/social/identities' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/auth/google/connect' })).statusCode).toBe(401);
  });
});
