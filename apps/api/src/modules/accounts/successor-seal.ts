import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * A rotated refresh token keeps its successor, encrypted with a key derived from the rotated
 * token itself. The database stores only the rotated token's digest, so the sealed successor is
 * readable only by whoever presents the old token: a leak of the table hands out nothing.
 */
const keyFrom = (token: string) =>
  Buffer.from(hkdfSync('sha256', Buffer.from(token, 'utf8'), Buffer.alloc(0), 'masar refresh successor', 32));

export function sealSuccessor(previousToken: string, successor: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(previousToken), iv);
  const sealed = Buffer.concat([cipher.update(successor, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

/** undefined when the seal was not made with this token */
export function openSuccessor(previousToken: string, sealed: string): string | undefined {
  try {
    const bytes = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', keyFrom(previousToken), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}
