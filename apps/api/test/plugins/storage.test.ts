import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { isValidKey, keyOfPublicUrl, publicUrlOf } from '#src/plugins/storage/file-storage';
import { LocalFileStorage } from '#src/plugins/storage/local-file-storage';
import { attachmentDisposition, parseRange } from '#src/plugins/storage/serve-file';
import { defined } from '@masar/contracts/defined';

const fresh = () => {
  const root = mkdtempSync(path.join(tmpdir(), 'masar-storage-'));
  return { root, storage: new LocalFileStorage(root) };
};

describe('LocalFileStorage', () => {
  it('puts, stats, reads whole files and byte ranges, and deletes', async () => {
    const { storage } = fresh();
    const key = 'private/lectures/abc/video.mp4';
    expect(await storage.put(key, Readable.from([Buffer.from('hello '), Buffer.from('world')]), 'video/mp4')).toEqual({
      size: 11,
    });
    const info = await storage.stat(key);
    expect(info).toMatchObject({ key, size: 11, contentType: 'video/mp4' });
    expect(await text(defined(await storage.read(key)).stream)).toBe('hello world');
    const part = await storage.read(key, { start: 6, end: 10 });
    expect(defined(part).range).toEqual({ start: 6, end: 10 });
    expect(await text(defined(part).stream)).toBe('world');
    await storage.delete(key);
    expect(await storage.stat(key)).toBeNull();
    expect(await storage.read(key)).toBeNull();
    await storage.delete(key); // missing is fine
  });

  it('leaves nothing behind when the body fails midway, and keeps the previous file', async () => {
    const { root, storage } = fresh();
    const key = 'public/courses/x/a.png';
    await storage.put(key, Buffer.from('old'), 'image/png');
    async function* failing() {
      yield Buffer.from('new part');
      throw new Error('client went away');
    }
    await expect(storage.put(key, Readable.from(failing()), 'image/png')).rejects.toThrow('client went away');
    expect(await text(defined(await storage.read(key)).stream)).toBe('old');
    expect(readdirSync(path.join(root, 'public/courses/x'))).toEqual(['a.png']);
  });

  it('refuses keys that could leave its root or are not plain names', async () => {
    const { storage } = fresh();
    for (const key of [
      '../etc/passwd.txt',
      'public/../../x.png',
      '/abs/x.png',
      'public//x.png',
      'Public/X.PNG',
      'public/x',
      'public/.hidden.png',
      'a\\b.png',
    ]) {
      expect(isValidKey(key), key).toBe(false);
      await expect(storage.put(key, Buffer.from('x'), 'image/png'), key).rejects.toThrow(/invalid storage key/);
    }
  });

  it('maps public keys to URLs and back, and nothing else', () => {
    const key = `public/courses/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}/${'a'.repeat(64)}.webp`;
    expect(keyOfPublicUrl(publicUrlOf(key))).toBe(key);
    expect(keyOfPublicUrl('https://cdn.example.com/x.png')).toBeNull();
    expect(keyOfPublicUrl('/api/files/public/../private/x.pdf')).toBeNull();
    expect(keyOfPublicUrl(null)).toBeNull();
  });
});

describe('byte ranges and download names', () => {
  it('parses single ranges and ignores what it does not serve', () => {
    expect(parseRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=990-5000', 1000)).toEqual({ start: 990, end: 999 });
    expect(parseRange('bytes=-10', 1000)).toEqual({ start: 990, end: 999 });
    expect(parseRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
    expect(parseRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=5-2', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-1,5-6', 1000)).toBeNull();
    expect(parseRange('items=0-1', 1000)).toBeNull();
    expect(parseRange(undefined, 1000)).toBeNull();
    expect(parseRange(`bytes=${'9'.repeat(400)}-`, 1000)).toBe('unsatisfiable');
  });

  it('writes an ASCII fallback and the real name per RFC 5987, with nothing that breaks the header', () => {
    expect(attachmentDisposition('Intro to AI.pdf', 'syllabus.pdf')).toBe(
      `attachment; filename="Intro to AI.pdf"; filename*=UTF-8''Intro%20to%20AI.pdf`,
    );
    expect(attachmentDisposition('مقدمة.pdf', 'syllabus.pdf')).toBe(
      `attachment; filename="syllabus.pdf"; filename*=UTF-8''${encodeURIComponent('مقدمة.pdf')}`,
    );
    const hostile = attachmentDisposition('a"b\\c\r\nSet-Cookie: x=1;/..\u0000.pdf', 'f.pdf');
    expect(hostile).not.toMatch(/[\r\n]/);
    expect(hostile.includes(String.fromCharCode(0))).toBe(false);
    expect(defined(hostile.match(/filename="([^"]*)"/))[1]).not.toMatch(/["\\/;]/);
    expect(attachmentDisposition("Café (new)'s*.pdf", 'f.pdf')).toBe(
      `attachment; filename="Cafe (new)'s .pdf"; filename*=UTF-8''Caf%C3%A9%20%28new%29%27s%20.pdf`,
    );
  });
});
