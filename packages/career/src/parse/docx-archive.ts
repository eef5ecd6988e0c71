import { inflateRawSync } from 'node:zlib';

/**
 * What a DOCX (a ZIP archive) may unpack to. A CV's document.xml is a few hundred KB; a 10 MB
 * upload of deflated XML could otherwise unpack to gigabytes (deflate reaches about 1000:1).
 */
export const DOCX_LIMITS = {
  entries: 1000,
  /** any one entry, unpacked */
  entryBytes: 20 * 1024 * 1024,
  /** all entries together, unpacked */
  totalBytes: 50 * 1024 * 1024,
  /** an entry above ratioFloorBytes may not unpack to more than ratio times its packed size */
  ratio: 100,
  ratioFloorBytes: 1024 * 1024,
} as const;

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

/** The archive is not a ZIP this code can read (the caller answers "unreadable"). */
export class ZipFormatError extends Error {}

/** The archive unpacks (or says it unpacks) to more than DOCX_LIMITS allow. */
export class ArchiveTooLargeError extends Error {}

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

function at(buffer: Buffer, offset: number, length: number) {
  if (offset < 0 || offset + length > buffer.length) throw new ZipFormatError('truncated archive');
}

const u64 = (buffer: Buffer, offset: number) => {
  at(buffer, offset, 8);
  const value = buffer.readBigUInt64LE(offset);
  // beyond 2^53 bytes is no real size: make it huge, and let the limits refuse it
  return value > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : Number(value);
};

/**
 * The central directory of a ZIP archive (ZIP64 included), read without unpacking anything:
 * a few microseconds per entry, so it runs on the request's thread before any worker is asked.
 */
export function readZipDirectory(buffer: Buffer): ZipEntry[] {
  // the end record is in the last 22 + 65535 (comment) bytes
  let end = -1;
  for (let i = buffer.length - 22; i >= Math.max(0, buffer.length - 22 - 0xffff); i -= 1) {
    if (buffer.readUInt32LE(i) === EOCD) {
      end = i;
      break;
    }
  }
  if (end < 0) throw new ZipFormatError('no end of central directory');
  let count = buffer.readUInt16LE(end + 10);
  let size = buffer.readUInt32LE(end + 12);
  let offset = buffer.readUInt32LE(end + 16);
  if (end >= 20 && buffer.readUInt32LE(end - 20) === ZIP64_LOCATOR) {
    const record = u64(buffer, end - 20 + 8);
    at(buffer, record, 56);
    if (buffer.readUInt32LE(record) !== ZIP64_EOCD) throw new ZipFormatError('bad zip64 end record');
    count = u64(buffer, record + 32);
    size = u64(buffer, record + 40);
    offset = u64(buffer, record + 48);
  }
  if (count > DOCX_LIMITS.entries) throw new ArchiveTooLargeError(`${count} entries`);
  at(buffer, offset, size);

  const entries: ZipEntry[] = [];
  let cursor = offset;
  for (let n = 0; n < count; n += 1) {
    at(buffer, cursor, 46);
    if (buffer.readUInt32LE(cursor) !== CENTRAL) throw new ZipFormatError('bad central directory entry');
    const nameLength = buffer.readUInt16LE(cursor + 28);
    const extraLength = buffer.readUInt16LE(cursor + 30);
    const commentLength = buffer.readUInt16LE(cursor + 32);
    at(buffer, cursor + 46, nameLength + extraLength + commentLength);
    const entry: ZipEntry = {
      name: buffer.toString('utf8', cursor + 46, cursor + 46 + nameLength),
      method: buffer.readUInt16LE(cursor + 10),
      compressedSize: buffer.readUInt32LE(cursor + 20),
      uncompressedSize: buffer.readUInt32LE(cursor + 24),
      localHeaderOffset: buffer.readUInt32LE(cursor + 42),
    };
    readZip64Extra(buffer, cursor + 46 + nameLength, extraLength, entry);
    entries.push(entry);
    cursor += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** A field of 0xFFFFFFFF is in the ZIP64 extra field (0x0001), in this order, when present. */
function readZip64Extra(buffer: Buffer, start: number, length: number, entry: ZipEntry) {
  const wanted = (['uncompressedSize', 'compressedSize', 'localHeaderOffset'] as const).filter(
    (key) => entry[key] === 0xffffffff,
  );
  if (!wanted.length) return;
  for (let cursor = start; cursor + 4 <= start + length;) {
    const id = buffer.readUInt16LE(cursor);
    const size = buffer.readUInt16LE(cursor + 2);
    if (id === 0x0001) {
      wanted.forEach((key, i) => {
        if (8 * (i + 1) <= size) entry[key] = u64(buffer, cursor + 4 + 8 * i);
      });
      return;
    }
    cursor += 4 + size;
  }
  throw new ZipFormatError('zip64 sizes missing');
}

/** Refuses an archive whose directory says it unpacks to more than DOCX_LIMITS allow. */
export function checkDeclaredSizes(entries: ZipEntry[]): void {
  if (entries.length > DOCX_LIMITS.entries) throw new ArchiveTooLargeError(`${entries.length} entries`);
  let total = 0;
  for (const entry of entries) {
    total += entry.uncompressedSize;
    if (entry.uncompressedSize > DOCX_LIMITS.entryBytes)
      throw new ArchiveTooLargeError(`${entry.name}: ${entry.uncompressedSize} bytes`);
    if (
      entry.uncompressedSize > DOCX_LIMITS.ratioFloorBytes &&
      entry.uncompressedSize > DOCX_LIMITS.ratio * Math.max(1, entry.compressedSize)
    ) {
      throw new ArchiveTooLargeError(
        `${entry.name}: ratio ${Math.round(entry.uncompressedSize / Math.max(1, entry.compressedSize))}`,
      );
    }
  }
  if (total > DOCX_LIMITS.totalBytes) throw new ArchiveTooLargeError(`${total} bytes in all`);
}

/** An entry's stored (compressed) bytes, found through its local header. */
function entryData(buffer: Buffer, entry: ZipEntry): Buffer {
  at(buffer, entry.localHeaderOffset, 30);
  const dataStart =
    entry.localHeaderOffset +
    30 +
    buffer.readUInt16LE(entry.localHeaderOffset + 26) +
    buffer.readUInt16LE(entry.localHeaderOffset + 28);
  at(buffer, dataStart, entry.compressedSize);
  return buffer.subarray(dataStart, dataStart + entry.compressedSize);
}

/**
 * Unpacks every entry with zlib told to stop at the size the directory declares, so a directory
 * that lies costs no more than the truth would have; the declared sizes are already checked.
 * Runs in the extraction worker (it is CPU work: up to DOCX_LIMITS.totalBytes of inflating).
 */
export function checkActualSizes(buffer: Buffer, entries: ZipEntry[]): void {
  for (const entry of entries) {
    at(buffer, entry.localHeaderOffset, 30);
    if (buffer.readUInt32LE(entry.localHeaderOffset) !== LOCAL) throw new ZipFormatError('bad local header');
    const data = entryData(buffer, entry);
    if (entry.method === 0) {
      if (entry.compressedSize !== entry.uncompressedSize)
        throw new ZipFormatError(`${entry.name}: stored sizes differ`);
      continue;
    }
    if (entry.method !== 8) throw new ZipFormatError(`${entry.name}: compression method ${entry.method}`);
    let unpacked: Buffer;
    try {
      unpacked = inflateRawSync(data, { maxOutputLength: Math.max(1, entry.uncompressedSize) });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE')
        throw new ArchiveTooLargeError(`${entry.name}: more than the declared ${entry.uncompressedSize} bytes`);
      throw new ZipFormatError(`${entry.name}: ${(error as Error).message}`);
    }
    if (unpacked.length > entry.uncompressedSize) throw new ArchiveTooLargeError(`${entry.name}: more than declared`);
  }
}

/** The unpacked bytes of one entry (the archive's sizes already checked), as UTF-8 text. */
export function readEntryText(buffer: Buffer, entry: ZipEntry): string {
  const data = entryData(buffer, entry);
  const unpacked =
    entry.method === 0 ? data : inflateRawSync(data, { maxOutputLength: Math.max(1, entry.uncompressedSize) });
  return unpacked.toString('utf8');
}
