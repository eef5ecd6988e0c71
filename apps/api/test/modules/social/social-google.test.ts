import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { externalIdentities, socialSignInStates } from '#src/db/schema/index';
import { hashPassword } from '#src/lib/password';
import { buildTestApp } from '#test/helper';
import { NO_AUTH_LIMITS, STRONG_PASSWORD, bearer, uniqueEmail } from '#test/support/accounts';
import { signInAtProvider, startOidcProvider, type OidcStandIn } from '#test/support/oidc-provider';
import { deliverCallback, exchange, startSignIn } from '#test/support/social-flow';
import { defined } from '@masar/contracts/defined';

/** Google sign-in against a real OpenID provider on loopback (oidc-provider). */
describe('social sign-in: Google (OpenID Connect)', () => {
  let app: FastifyInstance;
  let op: OidcStandIn;

  beforeAll(async () => {
    op = await startOidcProvider({ redirectUris: ['http://localhost:3000/api/auth/google/callback'] });
    app = await buildTestApp({
      config: {
        ...NO_AUTH_LIMITS,
        google: { clientId: op.clientId, clientSecret: op.clientSecret, issuerUrl: op.issuer },
      },
    });
  });
  afterAll(async () => {
    await app?.close();
    await op?.close();
  });

  /** The whole round trip as `login`; answers where the callback page is sent. */
  async function signIn(login: string, action: 'login' | 'cancel' = 'login', lang?: 'ar' | 'en') {
    const started = await startSignIn(app, 'google', lang);
    const back = await signInAtProvider(started.location, login, action);
    return deliverCallback(app, back, started.cookie);
  }

  async function sessionFor(login: string) {
    const page = await signIn(login);
    expect(page.pathname).toBe('/auth/google/callback');
    const code = page.searchParams.get('code');
    expect(code, page.href).toBeTruthy();
    return exchange(app, defined(code));
  }

  it('starts with discovery, PKCE (S256), state and nonce, keeping the state in an httpOnly cookie', async () => {
    const started = await startSignIn(app, 'google');
    expect(started.status).toBe(302);
    const url = new URL(started.location);
    expect(url.origin).toBe(op.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: op.clientId,
      redirect_uri: 'http://localhost:3000/api/auth/google/callback',
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(started.cookie).toBe(`masar_social_state=${url.searchParams.get('state')}`);
    const response = await app.inject({ url: '/api/auth/google' });
    const setCookie = [response.headers['set-cookie']].flat().find((c) => c?.startsWith('masar_social_state='));
    expect(setCookie).toMatch(/; Path=\/api\/auth; HttpOnly; SameSite=Lax$/);
    // the flow is kept in the database (any process may get the callback), not the state itself
    const rows = await app.db.select().from(socialSignInStates);
    expect(rows.some((r) => r.stateHash === url.searchParams.get('state'))).toBe(false);
  });

  it('lists the configured providers', async () => {
    expect((await app.inject({ url: '/api/auth/providers' })).json()).toEqual({ providers: ['google'] });
  });

  it('creates a password-less, verified account, signs it in through a one-time code, and add-password works', async () => {
    const email = uniqueEmail('google-new');
    const page = await signIn(email, 'login', 'en');
    expect([...page.searchParams.keys()]).toEqual(['code']);
    const { status, body } = await exchange(app, defined(page.searchParams.get('code')));
    expect(status).toBe(200);
    if (body.status !== 'signed-in') throw new Error('expected a session');
    expect(body.user).toMatchObject({ email, hasPassword: false, emailVerified: true, preferredLanguage: 'en' });
    const me = await app.inject({ url: '/api/users/me', headers: bearer(body.accessToken) });
    expect(me.json().email).toBe(email);

    const added = await app.inject({
      method: 'POST',
      url: '/api/auth/add-password',
      headers: bearer(body.accessToken),
      payload: { password: STRONG_PASSWORD },
    });
    expect(added.statusCode).toBe(200);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: STRONG_PASSWORD },
    });
    expect(login.statusCode).toBe(200);

    // the same Google account next time: the same user, no second account
    const again = await sessionFor(email);
    expect(again.body.status === 'signed-in' && again.body.user._id).toBe(body.user._id);
  });

  it('spends the one-time code: a second exchange answers 400 in the caller language', async () => {
    const page = await signIn(uniqueEmail('google-once'));
    const code = defined(page.searchParams.get('code'));
    expect((await exchange(app, code)).status).toBe(200);
    const second = await exchange(app, code, 'ar');
    expect(second.status).toBe(400);
    expect(second.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'انتهت صلاحية عملية تسجيل الدخول هذه أو استُخدمت من قبل. يرجى تسجيل الدخول مرة أخرى.',
    });
    expect((await exchange(app, 'never-issued')).status).toBe(400);
  });

  it('answers error=cancelled when the visitor cancels at the provider', async () => {
    const page = await signIn(uniqueEmail('google-cancel'), 'cancel');
    expect(Object.fromEntries(page.searchParams)).toEqual({ error: 'cancelled', provider: 'google' });
  });

  it('answers error=expired for a callback in another browser (login CSRF) or replayed', async () => {
    const started = await startSignIn(app, 'google');
    const back = await signInAtProvider(started.location, uniqueEmail('google-csrf'));
    expect((await deliverCallback(app, back, undefined)).searchParams.get('error')).toBe('expired');
    const other = await startSignIn(app, 'google');
    expect((await deliverCallback(app, back, other.cookie)).searchParams.get('error')).toBe('expired');
    // the browser that started it finishes it, once
    expect((await deliverCallback(app, back, started.cookie)).searchParams.get('code')).toBeTruthy();
    expect((await deliverCallback(app, back, started.cookie)).searchParams.get('error')).toBe('expired');
  });

  it('answers error=failed when the provider does not accept the code (nothing is signed in)', async () => {
    const started = await startSignIn(app, 'google');
    const back = await signInAtProvider(started.location, uniqueEmail('google-forged'));
    back.searchParams.set('code', 'forged-code');
    expect((await deliverCallback(app, back, started.cookie)).searchParams.get('error')).toBe('failed');
  });

  it('links an existing account automatically when Google says the email is verified', async () => {
    const email = uniqueEmail('google-existing');
    const user = defined(
      await app.usersRepository.create({
        email,
        passwordHash: await hashPassword(STRONG_PASSWORD),
        firstName: 'Existing',
        lastName: 'User',
        preferredLanguage: 'ar',
      }),
    );
    await app.usersRepository.update(user.id, { emailVerifiedAt: new Date() });
    const { body } = await sessionFor(email);
    expect(body.status === 'signed-in' && body.user).toMatchObject({ _id: user.id, hasPassword: true });
    const identities = await app.db.select().from(externalIdentities).where(eq(externalIdentities.userId, user.id));
    expect(identities.map((i) => [i.provider, i.subject])).toEqual([['google', email]]);
  });

  it('drops the password and sessions of an unconfirmed account it links (the registrant never proved the email)', async () => {
    const email = uniqueEmail('google-squatted');
    const squatter = defined(
      await app.usersRepository.create({
        email,
        passwordHash: await hashPassword(STRONG_PASSWORD),
        firstName: 'Squat',
        lastName: 'Ter',
        preferredLanguage: 'en',
      }),
    );
    const squatterSession = await app.sessions.create(squatter);
    const { body } = await sessionFor(email);
    expect(body.status === 'signed-in' && body.user).toMatchObject({
      _id: squatter.id,
      hasPassword: false,
      emailVerified: true,
    });
    expect((await app.inject({ url: '/api/users/me', headers: bearer(squatterSession.accessToken) })).statusCode).toBe(
      401,
    );
    expect(
      (await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: STRONG_PASSWORD } }))
        .statusCode,
    ).toBe(401);
  });

  it('asks for the password when Google does not vouch for the email, then links', async () => {
    const email = uniqueEmail('google-unverified');
    const user = defined(
      await app.usersRepository.create({
        email,
        passwordHash: await hashPassword(STRONG_PASSWORD),
        firstName: 'Has',
        lastName: 'Password',
        preferredLanguage: 'en',
      }),
    );
    op.setAccount(email, { email_verified: false });
    const { body } = await sessionFor(email);
    if (body.status !== 'link-required') throw new Error(`expected link-required, got ${body.status}`);
    expect(body).toMatchObject({ provider: 'google', email, hasPassword: true, providers: [] });
    const linked = await app.inject({
      method: 'POST',
      url: '/api/auth/social/link',
      payload: { linkToken: body.linkToken, password: STRONG_PASSWORD },
    });
    expect(linked.statusCode).toBe(200);
    expect(linked.json().user._id).toBe(user.id);
    // linked now: the next sign-in goes straight in
    const next = await sessionFor(email);
    expect(next.body.status).toBe('signed-in');
  });

  it('keys identities by subject, not email: a changed Google email still reaches the same account', async () => {
    const login = uniqueEmail('google-subject');
    const first = await sessionFor(login);
    const firstId = first.body.status === 'signed-in' ? first.body.user._id : '';
    op.setAccount(login, { email: uniqueEmail('google-renamed') });
    const second = await sessionFor(login);
    expect(second.body.status === 'signed-in' && second.body.user._id).toBe(firstId);
  });

  it('refuses a disabled account with error=account_disabled', async () => {
    const email = uniqueEmail('google-disabled');
    const first = await sessionFor(email);
    const id = first.body.status === 'signed-in' ? first.body.user._id : '';
    await app.usersRepository.update(id, { disabledAt: new Date() });
    expect((await signIn(email)).searchParams.get('error')).toBe('account_disabled');
  });

  it('sends the page error=failed when the provider cannot be reached, error=unavailable when not configured; starts are limited per IP', async () => {
    const offline = await buildTestApp({
      config: {
        google: { clientId: 'x', clientSecret: 'y', issuerUrl: 'http://127.0.0.1:9/' },
        authRateLimit: { perIp: 3, perAccount: 0, windowMs: 60_000 },
      },
    });
    try {
      const response = await offline.inject({ url: '/api/auth/google' });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/auth/google/callback?error=failed&provider=google');
      const facebook = await offline.inject({ url: '/api/auth/facebook' });
      expect(facebook.headers.location).toBe('/auth/google/callback?error=unavailable&provider=facebook');
      expect((await offline.inject({ url: '/api/auth/facebook/callback?code=x&state=y' })).headers.location).toBe(
        '/auth/google/callback?error=unavailable&provider=facebook',
      );
      expect((await offline.inject({ url: '/api/auth/facebook' })).statusCode).toBe(302);
      const limited = await offline.inject({ url: '/api/auth/google' });
      expect(limited.statusCode).toBe(429);
      expect(limited.json().code).toBe('RATE_LIMITED');
    } finally {
      await offline.close();
    }
  });
});
