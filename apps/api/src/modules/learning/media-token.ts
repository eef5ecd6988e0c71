import { createHmac, timingSafeEqual } from 'node:crypto';

export type MediaKind = 'video' | 'attachment';

/**
 * A signed, expiring reference to one lecture's video or attachment, packed small enough for a
 * URL path segment (Fastify's 100-character parameter limit): lecture id (16 bytes), kind (1),
 * expiry in seconds (4) and a 128-bit HMAC, base64url. The token itself grants access (the
 * player's range requests carry no bearer token), so it is short-lived.
 */
export function createMediaTokens(secret: string) {
  const key = createHmac('sha256', secret).update('masar-media-url').digest();
  const mac = (body: Buffer) => createHmac('sha256', key).update(body).digest().subarray(0, 16);
  return {
    issue(
      lectureId: string,
      kind: MediaKind,
      ttlSeconds: number,
      now = Date.now(),
    ): { token: string; expiresAt: Date } {
      const exp = Math.floor(now / 1000) + ttlSeconds;
      const body = Buffer.alloc(21);
      Buffer.from(lectureId.replace(/-/g, ''), 'hex').copy(body, 0);
      body.writeUInt8(kind === 'video' ? 1 : 2, 16);
      body.writeUInt32BE(exp, 17);
      return { token: Buffer.concat([body, mac(body)]).toString('base64url'), expiresAt: new Date(exp * 1000) };
    },
    /** the lecture and kind, or null for a forged, damaged or expired token */
    verify(token: string, now = Date.now()): { lectureId: string; kind: MediaKind } | null {
      const raw = Buffer.from(token, 'base64url');
      if (raw.length !== 37 || raw.toString('base64url') !== token) return null;
      const body = raw.subarray(0, 21);
      if (!timingSafeEqual(raw.subarray(21), mac(body))) return null;
      if (body.readUInt32BE(17) * 1000 <= now) return null;
      const hex = body.subarray(0, 16).toString('hex');
      const lectureId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
      const kindByte = body.readUInt8(16);
      if (kindByte !== 1 && kindByte !== 2) return null;
      return { lectureId, kind: kindByte === 1 ? 'video' : 'attachment' };
    },
  };
}

export type MediaTokens = ReturnType<typeof createMediaTokens>;
