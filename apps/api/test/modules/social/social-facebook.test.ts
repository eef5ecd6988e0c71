import { createHmac } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { externalIdentities } from '#src/db/schema/index';
import { hashPassword } from '#src/lib/password';
import { buildTestApp } from '#test/helper';
import { NO_AUTH_LIMITS, STRONG_PASSWORD, uniqueEmail } from '#test/support/accounts';
import { startFacebookStub, type FacebookPerson, type FacebookStub } from '#test/support/facebook-stub';
import { deliverCallback, exchange, startSignIn } from '#test/support/social-flow';
import { defined } from '@masar/contracts/defined';

/** Facebook sign-in against a local server that answers like Facebook Login and the Graph API. */
describe('social sign-in: Facebook (OAuth 2)', () => {
  let app: FastifyInstance;
  let fb: FacebookStub;

  beforeAll(async () => {
    fb = await startFacebookStub();
    app = await buildTestApp({
      config: {
        ...NO_AUTH_LIMITS,
        facebook: { appId: fb.appId, appSecret: fb.appSecret, authUrl: fb.authUrl, graphUrl: fb.graphUrl },
      },
    });
  });
  afterAll(async () => {
    await app?.close();
    await fb?.close();
  });

  async function signIn(person: FacebookPerson | 'cancel') {
    fb.approveAs(person);
    const started = await startSignIn(app, 'facebook');
    const dialog = await fetch(started.location, { redirect: 'manual' });
    return deliverCallback(app, new URL(defined(dialog.headers.get('location'))), started.cookie);
  }

  const person = (email?: string): FacebookPerson => ({
    id: `fb-${Math.random().toString(36).slice(2)}`,
    name: 'Omar Khaled Nour',
    email,
  });
  const link = (linkToken: string, password: string) =>
    app.inject({ method: 'POST', url: '/api/auth/social/link', payload: { linkToken, password } });

  it('sends the browser to the login dialog with the app id, redirect URI, state and the email scope', async () => {
    const started = await startSignIn(app, 'facebook');
    const url = new URL(started.location);
    expect(`${url.origin}${url.pathname}`).toBe(fb.authUrl);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: fb.appId,
      redirect_uri: 'http://localhost:3000/api/auth/facebook/callback',
      state: expect.any(String),
      response_type: 'code',
      scope: 'email',
    });
  });

  it('creates an account from /me (name split, email not treated as verified) and signs it in', async () => {
    const email = uniqueEmail('fb-new');
    const page = await signIn(person(email));
    const { status, body } = await exchange(app, defined(page.searchParams.get('code')));
    expect(status).toBe(200);
    if (body.status !== 'signed-in') throw new Error('expected a session');
    expect(body.user).toMatchObject({
      email,
      firstName: 'Omar',
      lastName: 'Khaled Nour',
      hasPassword: false,
      emailVerified: false,
    });

    // the code exchange, then /me with id,name,email and a valid appsecret_proof
    const [tokenCall, meCall] = fb.graphCalls.slice(-2);
    expect(defined(tokenCall).pathname).toBe('/v23.0/oauth/access_token');
    expect(defined(tokenCall).searchParams.get('client_secret')).toBe(fb.appSecret);
    expect(defined(meCall).pathname).toBe('/v23.0/me');
    expect(defined(meCall).searchParams.get('fields')).toBe('id,name,email');
    const token = defined(defined(meCall).searchParams.get('access_token'));
    expect(defined(meCall).searchParams.get('appsecret_proof')).toBe(
      createHmac('sha256', fb.appSecret).update(token).digest('hex'),
    );
  });

  it('asks for the password when the email matches an account; a wrong password leaves the token usable', async () => {
    const email = uniqueEmail('fb-match');
    const user = defined(
      await app.usersRepository.create({
        email,
        passwordHash: await hashPassword(STRONG_PASSWORD),
        firstName: 'Mona',
        lastName: 'Said',
        preferredLanguage: 'ar',
      }),
    );
    await app.usersRepository.update(user.id, { emailVerifiedAt: new Date() });
    const someone = person(email);
    const page = await signIn(someone);
    const { body } = await exchange(app, defined(page.searchParams.get('code')));
    if (body.status !== 'link-required') throw new Error('expected link-required');
    expect(body).toMatchObject({ provider: 'facebook', email, hasPassword: true, providers: [] });

    const wrong = await app.inject({
      method: 'POST',
      url: '/api/auth/social/link',
      payload: { linkToken: body.linkToken, password: 'not-it' },
      headers: { 'accept-language': 'ar' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: { password: 'كلمة المرور غير صحيحة.' } });

    const right = await link(body.linkToken, STRONG_PASSWORD);
    expect(right.statusCode).toBe(200);
    expect(right.json().user._id).toBe(user.id);
    const rows = await app.db
      .select()
      .from(externalIdentities)
      .where(and(eq(externalIdentities.provider, 'facebook'), eq(externalIdentities.subject, someone.id)));
    expect(rows.map((r) => r.userId)).toEqual([user.id]);
    // the link token was spent
    expect((await link(body.linkToken, STRONG_PASSWORD)).json().details).toHaveProperty('linkToken');
    // and next time Facebook signs straight in
    const next = await exchange(app, defined((await signIn(someone)).searchParams.get('code')));
    expect(next.body.status === 'signed-in' && next.body.user._id).toBe(user.id);
  });

  it('tells a password-less account which provider it signs in with instead', async () => {
    const email = uniqueEmail('fb-other-provider');
    const user = defined(
      await app.usersRepository.create({
        email,
        passwordHash: null,
        firstName: 'Only',
        lastName: 'Google',
        preferredLanguage: 'en',
      }),
    );
    await app.db
      .insert(externalIdentities)
      .values({ userId: user.id, provider: 'google', subject: `g-${user.id}`, email });
    const { body } = await exchange(app, defined((await signIn(person(email))).searchParams.get('code')));
    expect(body).toMatchObject({ status: 'link-required', hasPassword: false, providers: ['google'] });
  });

  it('answers error=email_missing without an email, and error=cancelled when the visitor cancels', async () => {
    expect(Object.fromEntries((await signIn(person(undefined))).searchParams)).toEqual({
      error: 'email_missing',
      provider: 'facebook',
    });
    expect(Object.fromEntries((await signIn('cancel')).searchParams)).toEqual({
      error: 'cancelled',
      provider: 'facebook',
    });
  });

  it('answers error=failed when the Graph API refuses the code', async () => {
    fb.approveAs(person(uniqueEmail('fb-bad-code')));
    const started = await startSignIn(app, 'facebook');
    const back = new URL(defined((await fetch(started.location, { redirect: 'manual' })).headers.get('location')));
    back.searchParams.set('code', 'tampered');
    expect((await deliverCallback(app, back, started.cookie)).searchParams.get('error')).toBe('failed');
  });

  it('answers 400 for an unknown link token, and validates the bodies', async () => {
    expect((await link('unknown-token', STRONG_PASSWORD)).json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { linkToken: expect.any(String) },
    });
    expect(
      (await app.inject({ method: 'POST', url: '/api/auth/social/link', payload: { linkToken: 'x' } })).statusCode,
    ).toBe(400);
    expect((await app.inject({ method: 'POST', url: '/api/auth/social/exchange', payload: {} })).statusCode).toBe(400);
  });
});
