import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FileStorage } from '#src/plugins/storage/file-storage';
import { readVideoSeconds } from '#src/plugins/storage/media-duration';
import { defined } from '@masar/contracts/defined';

/** Short silent WebM clips committed beside this file (make-clips.sh says how they were made). */
const CLIPS = ['teal-4s', 'indigo-5s', 'amber-6s', 'slate-7s'] as const;

export interface StoredLectureVideo {
  key: string;
  /** read back from the stored file, as an admin upload would be: completion is judged against it */
  durationSeconds: number;
}

/**
 * Gives every seeded video lecture a file of its own in storage. Each lecture gets its own key
 * (never shared): deleting a course or replacing a video deletes the old key.
 */
export function createDemoVideos(storage: FileStorage) {
  const bytes = new Map<string, Buffer>();
  const seconds = new Map<string, number>();
  const clipBytes = (clip: string) => {
    let data = bytes.get(clip);
    if (!data) {
      data = readFileSync(new URL(`./media/${clip}.webm`, import.meta.url));
      bytes.set(clip, data);
    }
    return data;
  };

  return {
    /** `pick` chooses the clip, so the same outline gets the same lengths on every seed */
    async store(lectureId: string, pick: number): Promise<StoredLectureVideo> {
      const clip = defined(CLIPS[pick % CLIPS.length]);
      const key = `private/lectures/${lectureId}/${randomUUID()}.webm`;
      await storage.put(key, clipBytes(clip), 'video/webm');
      let duration = seconds.get(clip);
      if (duration === undefined) {
        const read = await readVideoSeconds(storage, key);
        if (read === null) throw new Error(`the demo clip ${clip}.webm does not tell its length`);
        duration = read;
        seconds.set(clip, duration);
      }
      return { key, durationSeconds: duration };
    },
  };
}
