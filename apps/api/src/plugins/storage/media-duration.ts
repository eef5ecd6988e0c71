import { createFile, MP4BoxBuffer, type Movie } from 'mp4box';
import { parseBuffer } from 'music-metadata';
import type { FileStorage } from './file-storage';

/** Matroska/WebM keeps its Segment Info (with the Duration) before the first cluster. */
const MATROSKA_HEAD_BYTES = 256 * 1024;
/** MP4 is read in chunks where mp4box asks for them: it skips the media data to reach `moov`. */
const MP4_CHUNK_BYTES = 1024 * 1024;
/** room for the `moov` of a long lecture (its sample tables), however the file is laid out */
const MP4_MAX_READS = 64;
/** the longest lecture the contracts accept */
export const MAX_LECTURE_SECONDS = 86_400;

async function readRange(storage: FileStorage, key: string, start: number, length: number): Promise<Buffer | null> {
  const file = await storage.read(key, { start, end: start + length - 1 });
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function matroskaSeconds(
  storage: FileStorage,
  key: string,
  size: number,
  contentType: string,
): Promise<number | undefined> {
  const head = await readRange(storage, key, 0, Math.min(size, MATROSKA_HEAD_BYTES));
  if (!head) return undefined;
  // the parser sees only the head: it stops at its end instead of walking every cluster
  const metadata = await parseBuffer(head, { mimeType: contentType, size: head.length }, { skipCovers: true });
  return metadata.format.duration;
}

async function mp4Seconds(storage: FileStorage, key: string, size: number): Promise<number | undefined> {
  const file = createFile();
  let movie: Movie | null = null;
  let failed = false;
  file.onReady = (info) => {
    movie = info;
  };
  file.onError = () => {
    failed = true;
  };
  let position = 0;
  for (let reads = 0; !movie && !failed && position < size && reads < MP4_MAX_READS; reads += 1) {
    const chunk = await readRange(storage, key, position, Math.min(MP4_CHUNK_BYTES, size - position));
    if (!chunk?.length) break;
    const next = file.appendBuffer(
      MP4BoxBuffer.fromArrayBuffer(chunk.buffer.slice(chunk.byteOffset, chunk.byteOffset + chunk.length), position),
    );
    if (!(next > position)) break;
    position = next;
  }
  const found = movie as Movie | null;
  if (!found) return undefined;
  // a fragmented file may leave the movie header's duration at 0 and give it in `mehd`
  if (found.duration > 0 && found.timescale > 0) return found.duration / found.timescale;
  const fragments = found.fragment_duration;
  return fragments && fragments.den > 0 ? fragments.num / fragments.den : undefined;
}

/** A length in seconds as the lecture stores it: rounded up (float noise below 1 ms aside), at least 1 s. */
export const wholeSeconds = (seconds: number) => Math.min(MAX_LECTURE_SECONDS, Math.max(1, Math.ceil(seconds - 0.001)));

/**
 * The playing time of a stored MP4 or WebM video in whole seconds (rounded up), read from the
 * file's own header: `mvhd` (or `mehd`) through mp4box, the Segment Info's Duration through
 * music-metadata. Null when the file does not tell, e.g. a WebM recorded by MediaRecorder, which
 * writes no Duration, or a file that is not what its first bytes claim. Never throws.
 */
export async function readVideoSeconds(storage: FileStorage, key: string): Promise<number | null> {
  try {
    const info = await storage.stat(key);
    if (!info || info.size === 0) return null;
    const seconds =
      info.contentType === 'video/mp4'
        ? await mp4Seconds(storage, key, info.size)
        : info.contentType === 'video/webm'
          ? await matroskaSeconds(storage, key, info.size, info.contentType)
          : undefined;
    return seconds !== undefined && Number.isFinite(seconds) && seconds > 0 ? wholeSeconds(seconds) : null;
  } catch {
    return null;
  }
}
