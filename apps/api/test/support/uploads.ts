import { randomBytes } from 'node:crypto';

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A 1×1 lossy WebP. */
export const WEBP = Buffer.from('UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA', 'base64');

/** A one-page PDF with a correct cross-reference table. */
export function tinyPdf(text = 'Masar syllabus'): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${`BT /F1 12 Tf 10 50 Td (${text}) Tj ET`.length} >>\nstream\nBT /F1 12 Tf 10 50 Td (${text}) Tj ET\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** An ISO base media (MP4) file: ftyp, free and mdat boxes; `payload` bytes of media data. */
export function tinyMp4(payload = 64): Buffer {
  const box = (type: string, body: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(8 + body.length, 0);
    head.write(type, 4, 'latin1');
    return Buffer.concat([head, body]);
  };
  const ftyp = box(
    'ftyp',
    Buffer.concat([
      Buffer.from('isom', 'latin1'),
      Buffer.from([0, 0, 2, 0]),
      Buffer.from('isomiso2avc1mp41', 'latin1'),
    ]),
  );
  return Buffer.concat([ftyp, box('free', Buffer.alloc(0)), box('mdat', randomBytes(payload))]);
}

/** The EBML header of a WebM file followed by `payload` bytes. */
export function tinyWebm(payload = 64): Buffer {
  const header = Buffer.from('1a45dfa39f4286810142f7810142f2810442f381084282847765626d428781024285810218538067', 'hex');
  return Buffer.concat([header, Buffer.from([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]), randomBytes(payload)]);
}

/** A multipart/form-data request with one file (field `file` unless told otherwise) for app.inject. */
export function multipart(
  content: Buffer,
  filename: string,
  opts: { field?: string; type?: string; extra?: Record<string, string> } = {},
) {
  const boundary = `----masar${randomBytes(8).toString('hex')}`;
  const fields = Object.entries(opts.extra ?? {}).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const payload = Buffer.concat([
    Buffer.from(fields.join('')),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${opts.field ?? 'file'}"; filename="${filename}"\r\nContent-Type: ${opts.type ?? 'application/octet-stream'}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
