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

export async function verifyAccessToken(token: string, secret: string): Promise<VerifyResult> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
    });
    const role = payload.role === 'admin' ? 'admin' : 'user';
    if (!payload.sub || typeof payload.sid !== 'string') return { ok: false, reason: 'invalid' };
    return { ok: true, claims: { userId: payload.sub, role, sessionId: payload.sid } };
  } catch (err) {
    return { ok: false, reason: err instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}
