import { SignJWT, jwtVerify, errors } from 'jose';
import type { TUserRole } from '@masar/contracts';

/** PRODUCT.md section 3: access tokens are signed JWTs that live 15 minutes. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'masar';
const AUDIENCE = 'masar-api';

export interface AccessClaims {
  userId: string;
  role: TUserRole;
  /** the refresh-token family (session) this token belongs to: revoking it ends the token too */
  sessionId: string;
}

const key = (secret: string) => new TextEncoder().encode(secret);

export async function signAccessToken(claims: AccessClaims, secret: string, now = Date.now()): Promise<string> {
  const issuedAt = Math.floor(now / 1000);
  return new SignJWT({ role: claims.role, sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
    .sign(key(secret));
}

export type VerifyResult = { ok: true; claims: AccessClaims } | { ok: false; reason: 'expired' | 'invalid' };

/** Clocks of the processes behind one load balancer may differ, a little: an issue time this far ahead is theirs. */
const CLOCK_SKEW_SECONDS = 60;

/**
 * Only a token shaped as signAccessToken makes it (issue 31): HS256, typ JWT, our issuer and
 * audience, a subject and session, and exp, which jose checks only when present (without it a token
 * never expired). It lives no longer than it is issued for: exp at most the TTL after iat, and iat
 * not in the future, else a token issued for next year would serve until then.
 */
export async function verifyAccessToken(token: string, secret: string): Promise<VerifyResult> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
      typ: 'JWT',
      requiredClaims: ['exp', 'iat', 'iss', 'aud', 'sub'],
    });
    const role = payload.role === 'admin' ? 'admin' : 'user';
    const { exp = 0, iat = 0 } = payload;
    if (exp - iat > ACCESS_TOKEN_TTL_SECONDS || iat > Date.now() / 1000 + CLOCK_SKEW_SECONDS)
      return { ok: false, reason: 'invalid' };
    if (!payload.sub || typeof payload.sid !== 'string') return { ok: false, reason: 'invalid' };
    return { ok: true, claims: { userId: payload.sub, role, sessionId: payload.sid } };
  } catch (err) {
    return { ok: false, reason: err instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}
