import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokenFamilies, refreshTokens } from '#src/db/schema/index';
import { signAccessToken } from '#src/lib/access-token';
import { REFRESH_REUSE_GRACE_MS } from '#src/modules/accounts/sessions-repository';
import { tokenDigest } from '#src/lib/opaque-token';
import { buildTestApp } from '#test/helper';
import { IN_ENGLISH, NO_AUTH_LIMITS, STRONG_PASSWORD, bearer, register } from '#test/support/accounts';
import { defined } from '@masar/contracts/defined';

describe('sessions: refresh, logout, logout-others', () => {
  let app: FastifyInstance;
  const refresh = (refreshToken: string) =>
    app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken }, headers: IN_ENGLISH });
  const me = (accessToken: string) => app.inject({ url: '/api/users/me', headers: bearer(accessToken) });
  const login = async (email: string) =>
    (await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: STRONG_PASSWORD } })).json<{
      accessToken: string;
      refreshToken: string;
    }>();

  /** moves the sessions' clock forward, from now on */
  const later = (ms: number) => {
    app.sessions.clock.now = () => new Date(Date.now() + ms);
  };

  beforeAll(async () => {
    app = await buildTestApp({ config: NO_AUTH_LIMITS });
  });
  afterEach(() => {
    app.sessions.clock.now = () => new Date();
  });
  afterAll(async () => app?.close());

  it('rotates the refresh token on every use: a new access token and a new refresh token', async () => {
    const { body } = await register(app);
    const first = await refresh(body.refreshToken);
    expect(first.statusCode).toBe(200);
    const next = first.json();
    expect(Object.keys(next).sort()).toEqual(['accessToken', 'refreshToken']);
    expect(next.refreshToken).not.toBe(body.refreshToken);
    expect((await me(next.accessToken)).statusCode).toBe(200);
    const second = await refresh(next.refreshToken);
    expect(second.statusCode).toBe(200);
  });

  it('stores refresh tokens only as SHA-256 digests, 256 random bits, valid 30 days', async () => {
    const { body } = await register(app);
    expect(Buffer.from(body.refreshToken, 'base64url')).toHaveLength(32);
    const [row] = await app.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenDigest(body.refreshToken)));
    expect(row).toBeDefined();
    const days = (defined(row).expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });

  it('treats reuse of a rotated token as theft: 401 and the whole family ends', async () => {
    const { body } = await register(app);
    const rotated = (await refresh(body.refreshToken)).json();
    // past the grace that lets two tabs refresh at once (see below)
    later(REFRESH_REUSE_GRACE_MS + 1000);
    const reuse = await refresh(body.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual({ code: 'UNAUTHENTICATED', message: 'Your session has ended. Please sign in again.' });
    // the thief's and the owner's latest tokens are both dead now
    expect((await refresh(rotated.refreshToken)).statusCode).toBe(401);
    expect((await me(rotated.accessToken)).statusCode).toBe(401);
  });

  it('two tabs refreshing with the same token at once both get the same successor, and the session lives on', async () => {
    const { body } = await register(app);
    const [first, second] = await Promise.all([refresh(body.refreshToken), refresh(body.refreshToken)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json().refreshToken).toBe(first.json().refreshToken);
    for (const answer of [first, second]) expect((await me(answer.json().accessToken)).statusCode).toBe(200);
    const next = await refresh(first.json().refreshToken);
    expect(next.statusCode).toBe(200);
    expect((await me(next.json().accessToken)).statusCode).toBe(200);
  });

  it('a tab that comes a few seconds late with the previous token gets the same successor, not a sign-out', async () => {
    const { body } = await register(app);
    const rotated = (await refresh(body.refreshToken)).json();
    later(REFRESH_REUSE_GRACE_MS - 2000);
    const late = await refresh(body.refreshToken);
    expect(late.statusCode).toBe(200);
    expect(late.json().refreshToken).toBe(rotated.refreshToken);
    expect((await me(late.json().accessToken)).statusCode).toBe(200);
    expect((await refresh(rotated.refreshToken)).statusCode).toBe(200);
  });

  it('the previous token after the grace still ends the family, even when a tab had used it in time', async () => {
    const { body } = await register(app);
    const rotated = (await refresh(body.refreshToken)).json();
    expect((await refresh(body.refreshToken)).statusCode).toBe(200);
    later(REFRESH_REUSE_GRACE_MS + 1000);
    expect((await refresh(body.refreshToken)).statusCode).toBe(401);
    expect((await refresh(rotated.refreshToken)).statusCode).toBe(401);
    expect((await me(rotated.accessToken)).statusCode).toBe(401);
  });

  it('keeps the successor sealed: the database holds no usable refresh token', async () => {
    const { body } = await register(app);
    const rotated = (await refresh(body.refreshToken)).json();
    const [row] = await app.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenDigest(body.refreshToken)));
    expect(defined(row).successorSealed).toEqual(expect.any(String));
    expect(JSON.stringify(row)).not.toContain(rotated.refreshToken);
  });

  it('refuses an expired refresh token and ends its family', async () => {
    const { body } = await register(app);
    const hash = tokenDigest(body.refreshToken);
    await app.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.tokenHash, hash));
    expect((await refresh(body.refreshToken)).statusCode).toBe(401);
    const [row] = await app.db
      .select({ familyId: refreshTokens.familyId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hash));
    const [family] = await app.db
      .select()
      .from(refreshTokenFamilies)
      .where(eq(refreshTokenFamilies.id, defined(row).familyId));
    expect(defined(family).revokedAt).not.toBeNull();
  });

  it('answers 401 for an unknown refresh token and 400 for a missing one', async () => {
    expect((await refresh('made-up')).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/auth/refresh', payload: {} })).statusCode).toBe(400);
  });

  it('logout ends the session: its access token and refresh token stop working at once', async () => {
    const { body } = await register(app);
    const out = await app.inject({ url: '/api/auth/logout', headers: { ...bearer(body.accessToken), ...IN_ENGLISH } });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: 'Signed out.' });
    expect((await me(body.accessToken)).statusCode).toBe(401);
    expect((await refresh(body.refreshToken)).statusCode).toBe(401);
  });

  it('logout without a token answers 401 UNAUTHENTICATED', async () => {
    const response = await app.inject({ url: '/api/auth/logout', headers: IN_ENGLISH });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'UNAUTHENTICATED', message: 'Please sign in to continue.' });
  });

  it('logout-others keeps the named session and ends every other one', async () => {
    const { body, payload } = await register(app);
    const laptop = await login(payload.email);
    const phone = await login(payload.email);
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/logout-others',
      headers: { ...bearer(laptop.accessToken), ...IN_ENGLISH },
      payload: { refreshToken: laptop.refreshToken },
    });
    expect(response.json()).toEqual({ message: 'Signed out of all other sessions.' });
    expect((await me(laptop.accessToken)).statusCode).toBe(200);
    expect((await refresh(laptop.refreshToken)).statusCode).toBe(200);
    for (const other of [body, phone]) {
      expect((await me(other.accessToken)).statusCode).toBe(401);
      expect((await refresh(other.refreshToken)).statusCode).toBe(401);
    }
  });

  it('tells an expired access token (TOKEN_EXPIRED) from a bad one (UNAUTHENTICATED)', async () => {
    const { body } = await register(app);
    const claims = JSON.parse(Buffer.from(defined(body.accessToken.split('.')[1]), 'base64url').toString());
    expect(claims).toMatchObject({ sub: body.user._id, role: 'user', sid: expect.any(String) });
    expect(claims.exp - claims.iat).toBe(15 * 60);
    const old = await signAccessToken(
      { userId: body.user._id, role: 'user', sessionId: claims.sid },
      app.config.jwtSecret,
      Date.now() - 16 * 60_000,
    );
    const expired = await me(old);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe('TOKEN_EXPIRED');
    const forged = await signAccessToken(
      { userId: body.user._id, role: 'admin', sessionId: claims.sid },
      'another-secret-another-secret-1234567',
    );
    expect((await me(forged)).json().code).toBe('UNAUTHENTICATED');
    expect((await me('garbage')).json().code).toBe('UNAUTHENTICATED');
  });

  it('refuses a token of a live session signed with the real secret but without exp (issue 31)', async () => {
    const { body } = await register(app);
    const claims = JSON.parse(Buffer.from(defined(body.accessToken.split('.')[1]), 'base64url').toString());
    expect(claims).toMatchObject({ iss: 'masar', aud: 'masar-api', iat: expect.any(Number), exp: expect.any(Number) });
    const { exp: _exp, ...forever } = claims;
    const noExp = await new SignJWT(forever)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode(app.config.jwtSecret));
    const answer = await me(noExp);
    expect(answer.statusCode).toBe(401);
    expect(answer.json().code).toBe('UNAUTHENTICATED');
    expect((await me(body.accessToken)).statusCode).toBe(200);
  });
});
