import type { TCaptionLanguage } from '@masar/contracts';
import { createMediaTokens } from '#src/modules/learning/media-token';

/**
 * Signed, expiring captions URLs: the lecture media token's format under a key of its own (so a
 * captions token never opens a video, nor a video token captions), its kind byte carrying the language.
 */
export function createCaptionTokens(secret: string) {
  const tokens = createMediaTokens(`${secret}:captions`);
  return {
    issue(lectureId: string, language: TCaptionLanguage, ttlSeconds: number, now = Date.now()) {
      return tokens.issue(lectureId, language === 'ar' ? 'video' : 'attachment', ttlSeconds, now);
    },
    verify(token: string, now = Date.now()): { lectureId: string; language: TCaptionLanguage } | null {
      const verified = tokens.verify(token, now);
      return verified && { lectureId: verified.lectureId, language: verified.kind === 'video' ? 'ar' : 'en' };
    },
  };
}

export type CaptionTokens = ReturnType<typeof createCaptionTokens>;
