import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken, verifyAccessToken } from '#src/lib/access-token';
import { defined } from '@masar/contracts/defined';

const SECRET = 'access-token-test-secret-access-token-test';
const key = new TextEncoder().encode(SECRET);
const CLAIMS = { userId: '6f1c1b3e-8a43-4f0e-9d2a-0c1f3b8e2a11', role: 'user' as const, sessionId: 'a-session' };

/** A token as the server issues it, less or more some claims or header fields, signed with the real secret. */
async function forge(
  opts: { omit?: Array<'exp' | 'iat' | 'iss' | 'aud' | 'sub'>; set?: Record<string, unknown>; typ?: string } = {},
) {
  const now = Math.floor(Date.now() / 1000);
  const claims: Record<string, unknown> = {
    role: 'user',
    sid: CLAIMS.sessionId,
    sub: CLAIMS.userId,
    iss: 'masar',
    aud: 'masar-api',
    iat: now,
    exp: now + ACCESS_TOKEN_TTL_SECONDS,
    ...opts.set,
  };
  for (const name of opts.omit ?? []) delete claims[name];
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: opts.typ ?? 'JWT' }).sign(key);
}

const payload = (token: string) =>
  JSON.parse(Buffer.from(defined(token.split('.')[1]), 'base64url').toString('utf8')) as Record<string, unknown>;

describe('access tokens', () => {
  it('issues exp, iat, iss and aud (15 minutes apart), and accepts what it issues', async () => {
    const token = await signAccessToken(CLAIMS, SECRET);
    const claims = payload(token);
    expect(claims).toMatchObject({ iss: 'masar', aud: 'masar-api', sub: CLAIMS.userId, sid: CLAIMS.sessionId });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(ACCESS_TOKEN_TTL_SECONDS);
    expect(await verifyAccessToken(token, SECRET)).toEqual({ ok: true, claims: CLAIMS });
    // the forged tokens below differ from this one only where they say
    expect(await verifyAccessToken(await forge(), SECRET)).toEqual({ ok: true, claims: CLAIMS });
  });

  it.each(['exp', 'iat', 'iss', 'aud', 'sub'] as const)(
    'refuses a token without %s, even signed with the real secret',
    async (claim) => {
      expect(await verifyAccessToken(await forge({ omit: [claim] }), SECRET)).toEqual({ ok: false, reason: 'invalid' });
    },
  );

  it('refuses another issuer or audience, and a header that is not a JWT', async () => {
    for (const set of [{ iss: 'someone-else' }, { aud: 'another-api' }, { aud: ['another-api'] }]) {
      expect(await verifyAccessToken(await forge({ set }), SECRET), JSON.stringify(set)).toEqual({
        ok: false,
        reason: 'invalid',
      });
    }
    expect(await verifyAccessToken(await forge({ typ: 'at+jwt' }), SECRET)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a lifetime longer than it issues, and a token issued in the future', async () => {
    const now = Math.floor(Date.now() / 1000);
    const year = await forge({ set: { exp: now + 365 * 86_400 } });
    expect((await verifyAccessToken(year, SECRET)).ok).toBe(false);
    const future = await forge({ set: { iat: now + 3_600, exp: now + 3_600 + ACCESS_TOKEN_TTL_SECONDS } });
    expect((await verifyAccessToken(future, SECRET)).ok).toBe(false);
  });

  it('tells an expired token from a bad one', async () => {
    const old = await signAccessToken(CLAIMS, SECRET, Date.now() - (ACCESS_TOKEN_TTL_SECONDS + 60) * 1000);
    expect(await verifyAccessToken(old, SECRET)).toEqual({ ok: false, reason: 'expired' });
    expect(await verifyAccessToken(await signAccessToken(CLAIMS, `${SECRET}-other`), SECRET)).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });
});
