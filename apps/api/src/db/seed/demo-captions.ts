import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { CAPTION_LANGUAGES } from '@masar/contracts';
import type { Database } from '#src/db/client';
import { lectureCaptions } from '#src/db/schema/index';
import type { FileStorage } from '#src/plugins/storage/file-storage';

/** Arabic and English WebVTT captions (media/captions-*.vtt) for every seeded video lecture, each its own file. */
export function createDemoCaptions(storage: FileStorage) {
  const texts = new Map(
    CAPTION_LANGUAGES.map((lang) => [lang, readFileSync(new URL(`./media/captions-${lang}.vtt`, import.meta.url))]),
  );
  return {
    async store(db: Database, lectureIds: string[]): Promise<void> {
      const rows = [];
      for (const lectureId of lectureIds) {
        for (const [language, bytes] of texts) {
          const fileKey = `private/lectures/${lectureId}/captions-${language}-${randomUUID()}.vtt`;
          await storage.put(fileKey, bytes, 'text/vtt; charset=utf-8');
          rows.push({ lectureId, language, fileKey });
        }
      }
      if (rows.length) await db.insert(lectureCaptions).values(rows);
    },
  };
}
