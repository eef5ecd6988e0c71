import { constants, deflateRawSync, deflateSync } from 'node:zlib';
import { defined } from '@masar/contracts/defined';

// Hostile CVs, made in memory: small files that unpack into far more than they weigh.

/**
 * A raw deflate stream that inflates to `head`, then `unit` repeated until about `bytes`, then
 * `tail`, in about bytes / 1000 compressed bytes: one compressed megabyte of the repeated text is
 * written once and its bytes repeated (each piece ends on a byte boundary and refers to nothing
 * before it), so gigabytes cost no time to make.
 */
export function deflateBomb(head: string, unit: string, bytes: number, tail: string): { data: Buffer; size: number } {
  const flush = { finishFlush: constants.Z_SYNC_FLUSH, level: 9 };
  const block = unit.repeat(Math.ceil((1 << 20) / unit.length));
  const blockBytes = Buffer.byteLength(block);
  const repeats = Math.max(1, Math.round(bytes / blockBytes));
  const piece = deflateRawSync(Buffer.from(block), flush);
  const pieces = [
    deflateRawSync(Buffer.from(head), flush),
    ...Array.from({ length: repeats }, () => piece),
    deflateRawSync(Buffer.from(tail)),
  ];
  return {
    data: Buffer.concat(pieces),
    size: Buffer.byteLength(head) + repeats * blockBytes + Buffer.byteLength(tail),
  };
}

interface ZipEntry {
  name: string;
  /** raw deflate data, or the stored bytes when `stored` */
  data: Buffer;
  stored?: boolean;
  /** what the directory says the entry unpacks to */
  size: number;
  crc?: number;
}

/** A ZIP archive (ZIP64 where a size needs it) of the given entries, sizes as declared. */
export function zipArchive(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const big = entry.size > 0xfffffffe || entry.data.length > 0xfffffffe;
    const zip64 = Buffer.alloc(big ? 20 : 0);
    if (big) {
      zip64.writeUInt16LE(0x0001, 0);
      zip64.writeUInt16LE(16, 2);
      zip64.writeBigUInt64LE(BigInt(entry.size), 4);
      zip64.writeBigUInt64LE(BigInt(entry.data.length), 12);
    }
    const fields = (header: Buffer, at: number) => {
      header.writeUInt16LE(big ? 45 : 20, at); // version needed
      header.writeUInt16LE(0, at + 2); // flags
      header.writeUInt16LE(entry.stored ? 0 : 8, at + 4);
      header.writeUInt32LE(0, at + 6); // time, date
      header.writeUInt32LE(entry.crc ?? 0, at + 10);
      header.writeUInt32LE(big ? 0xffffffff : entry.data.length, at + 14);
      header.writeUInt32LE(big ? 0xffffffff : entry.size, at + 18);
      header.writeUInt16LE(name.length, at + 22);
      header.writeUInt16LE(zip64.length, at + 24);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    fields(local, 4);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(45, 4); // version made by
    fields(central, 6);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, zip64, entry.data);
    centrals.push(central, name, zip64);
    offset += local.length + name.length + zip64.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
const RELS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>';
const DOC_HEAD =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>';
const DOC_PARAGRAPH =
  '<w:p><w:r><w:t>Managed a team of five analysts and cut the weekly report from two days to twenty minutes.</w:t></w:r></w:p>';
const DOC_TAIL = '</w:body></w:document>';

const small = (name: string, text: string): ZipEntry => {
  const data = Buffer.from(text);
  return { name, data: deflateRawSync(data), size: data.length };
};

/**
 * A DOCX (file-type sees one: [Content_Types].xml first, word/ entries) whose word/document.xml
 * unpacks to `xmlBytes` of paragraphs. `declared` makes the directory lie about that size.
 * `pad` adds a stored (incompressible-looking) media file to reach a file size.
 */
export function docxBomb({
  xmlBytes,
  declared,
  pad = 0,
}: {
  xmlBytes: number;
  declared?: number;
  pad?: number;
}): Buffer {
  const document = deflateBomb(DOC_HEAD, DOC_PARAGRAPH, xmlBytes, DOC_TAIL);
  const entries: ZipEntry[] = [
    small('[Content_Types].xml', CONTENT_TYPES),
    small('_rels/.rels', RELS),
    { name: 'word/document.xml', data: document.data, size: declared ?? document.size },
  ];
  if (pad > 0) {
    const media = Buffer.alloc(pad);
    for (let i = 0; i < pad; i += 4)
      media.writeUInt32LE((Math.imul(i, 2654435761) ^ (i >>> 7)) >>> 0, Math.min(i, pad - 4));
    entries.push({ name: 'word/media/image1.png', data: media, size: media.length, stored: true });
  }
  return zipArchive(entries);
}

/** A plain DOCX of the given paragraphs (XML, inserted as they are). */
export function docxOf(paragraphs: string[]): Buffer {
  const xml = DOC_HEAD + paragraphs.map((p) => `<w:p><w:r><w:t>${p}</w:t></w:r></w:p>`).join('') + DOC_TAIL;
  return zipArchive([
    small('[Content_Types].xml', CONTENT_TYPES),
    small('_rels/.rels', RELS),
    small('word/document.xml', xml),
  ]);
}

const WORDS = [
  'managed',
  'built',
  'analysed',
  'team',
  'report',
  'sales',
  'dashboard',
  'Fawry',
  'Cairo',
  'growth',
  'customers',
  'launched',
  'reduced',
  'cost',
  'weekly',
  'data',
];

/**
 * A DOCX within every limit of its ZIP directory (about `xmlBytes` of varied paragraphs, which
 * deflate only a few times over) that is still far more than a CV: reading it takes the time and
 * memory the extraction worker is not given.
 */
export function heavyDocx(xmlBytes: number): Buffer {
  let seed = 17;
  const next = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0);
  const paragraphs: string[] = [];
  let size = 0;
  while (size < xmlBytes) {
    const words = Array.from({ length: 12 }, () => `${WORDS[next() % WORDS.length]}${next() % 1000}`).join(' ');
    const paragraph = `<w:p><w:r><w:t>${words}</w:t></w:r></w:p>`;
    paragraphs.push(paragraph);
    size += paragraph.length;
  }
  const xml = Buffer.from(DOC_HEAD + paragraphs.join('') + DOC_TAIL);
  return zipArchive([
    small('[Content_Types].xml', CONTENT_TYPES),
    small('_rels/.rels', RELS),
    { name: 'word/document.xml', data: deflateRawSync(xml), size: xml.length },
  ]);
}

/** Bytes of a PDF made of the given object bodies (object i is number i + 1; 1 is the catalog). */
export function pdfFile(objects: (string | Buffer)[]): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = defined(parts[0]).length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(length);
    const part = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`, 'latin1'),
      Buffer.isBuffer(body) ? body : Buffer.from(body, 'latin1'),
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    parts.push(part);
    length += part.length;
  });
  const xref = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  parts.push(
    Buffer.from(
      `${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`,
      'latin1',
    ),
  );
  return Buffer.concat(parts);
}

const LINE = 'Senior data analyst at Fawry: built the weekly sales dashboard used by forty branch managers';

/**
 * A PDF of `pages` pages that all draw one shared content stream, a Flate stream that unpacks
 * to about `contentBytes` of text-showing operators (a page of text repeated): little to send,
 * a great deal to decompress, lay out and give back as text.
 */
export function pdfBomb({ pages, contentBytes }: { pages: number; contentBytes: number }): Buffer {
  const unit = Array.from({ length: 50 }, (_, i) => `BT /F1 9 Tf 30 ${780 - i * 15} Td (${LINE}) Tj ET\n`).join('');
  const content = deflateBomb('', unit, contentBytes, '');
  // zlib-wrapped (FlateDecode): the raw stream behind a zlib header; the checksum is never reached
  const zlibbed = Buffer.concat([deflateSync(Buffer.alloc(0)).subarray(0, 2), content.data, Buffer.alloc(4)]);
  const firstPage = 5;
  const kids = Array.from({ length: pages }, (_, i) => `${firstPage + i} 0 R`).join(' ');
  const objects: (string | Buffer)[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`,
    Buffer.concat([
      Buffer.from(`<< /Length ${zlibbed.length} /Filter /FlateDecode >>\nstream\n`, 'latin1'),
      zlibbed,
      Buffer.from('\nendstream', 'latin1'),
    ]),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    ...Array.from(
      { length: pages },
      () =>
        '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 3 0 R /Resources << /Font << /F1 4 0 R >> >> >>',
    ),
  ];
  return pdfFile(objects);
}
