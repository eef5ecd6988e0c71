import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: refresh tokens and emailed links. */
export const newOpaqueToken = (): string => randomBytes(32).toString('base64url');

/** Only this digest is stored, so a database leak does not hand out live tokens. */
export const tokenDigest = (token: string): string => createHash('sha256').update(token).digest('hex');
