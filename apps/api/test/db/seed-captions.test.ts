import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#src/db/client';
import { lectureCaptions, lectures } from '#src/db/schema/index';
import { checkWebVtt } from '#src/modules/study-tools/webvtt';
import { fileStorageFor } from '#src/plugins/storage/index';
import { openTestDatabase } from '#test/helper';
import { testConfig } from '#test/test-config';

describe('seed data: captions (issue 20)', () => {
  let handle: DatabaseHandle;
  const config = testConfig();
  beforeAll(async () => {
    handle = await openTestDatabase(config);
  });
  afterAll(() => handle.close());

  it('gives every demo video lecture Arabic and English WebVTT captions, each a stored file of its own', async () => {
    const videos = await handle.db.select({ id: lectures.id }).from(lectures).where(eq(lectures.kind, 'video'));
    const rows = await handle.db.select().from(lectureCaptions);
    expect(rows).toHaveLength(videos.length * 2);
    expect(new Set(rows.map((r) => r.fileKey)).size).toBe(rows.length);
    const storage = fileStorageFor(config);
    for (const row of rows.slice(0, 4)) {
      const file = await storage.read(row.fileKey);
      const chunks: Buffer[] = [];
      for await (const chunk of file?.stream ?? []) chunks.push(chunk as Buffer);
      const text = checkWebVtt(Buffer.concat(chunks));
      expect(text).toContain(row.language === 'ar' ? 'مرحبًا بكم في هذه المحاضرة' : 'Welcome to this lecture');
    }
  });
});
