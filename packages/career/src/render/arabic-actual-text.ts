import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, type PDFPage } from 'pdf-lib';

/**
 * Arabic words with tashkeel in Chromium's PDFs, made to come back whole from text extraction.
 *
 * Chromium wraps each right-to-left word in `/ReversedChars BMC … EMC` and most of its glyph
 * clusters in `/Span <</ActualText …>> BDC` (a letter with its marks, in logical order; the mark is
 * drawn first, at its offset over the letter). pdftotext (poppler) then starts a new word where a
 * cluster's box begins at the offset mark (فريقًا → فريًق ا) and reverses each cluster's letters
 * with the word (خفّضت → خّفضت). One span per word, its ActualText the word's letters in the order
 * they stand on the page (right to left, read left to right), gives the word back whole and in
 * order. Glyphs Chromium left unwrapped take their text from the font's ToUnicode map.
 */
export async function wholeArabicWords(pdf: Uint8Array): Promise<Uint8Array> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  let changed = false;
  for (const page of doc.getPages()) {
    const streams = contentStreams(page);
    if (streams.length === 0) continue;
    const content = streams.map((s) => latin1(decodePDFRawStream(s).decode())).join('\n');
    if (!content.includes('/ReversedChars')) continue;
    const rewritten = rewriteContent(content, fontMaps(page));
    if (rewritten === content) continue;
    const stream = doc.context.flateStream(Uint8Array.from(rewritten, (c) => c.charCodeAt(0)));
    page.node.set(PDFName.of('Contents'), doc.context.register(stream));
    changed = true;
  }
  return changed ? doc.save({ useObjectStreams: false, updateFieldAppearances: false }) : pdf;
}

const latin1 = (bytes: Uint8Array) => Array.from(bytes, (b) => String.fromCharCode(b)).join('');

function contentStreams(page: PDFPage): PDFRawStream[] {
  const contents = page.node.Contents();
  const items =
    contents instanceof PDFArray ? contents.asArray().map((ref) => page.doc.context.lookup(ref)) : [contents];
  return items.filter((s): s is PDFRawStream => s instanceof PDFRawStream);
}

/** Per font resource name (F4), its glyph codes → text, from the ToUnicode CMap. */
function fontMaps(page: PDFPage): Map<string, Map<string, string>> {
  const maps = new Map<string, Map<string, string>>();
  const fonts = page.node.Resources()?.lookup(PDFName.of('Font'));
  if (!(fonts instanceof PDFDict)) return maps;
  for (const [name, ref] of fonts.entries()) {
    const font = page.doc.context.lookup(ref);
    if (!(font instanceof PDFDict)) continue;
    const toUnicode = font.lookup(PDFName.of('ToUnicode'));
    if (!(toUnicode instanceof PDFRawStream)) continue;
    maps.set(name.asString().slice(1), parseCMap(latin1(decodePDFRawStream(toUnicode).decode())));
  }
  return maps;
}

const utf16 = (hex: string) =>
  String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((unit) => Number.parseInt(unit, 16)));

export function parseCMap(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const [, body = ''] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, code = '', text = ''] of body.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]*)>/g))
      map.set(code.toUpperCase(), utf16(text));
  for (const [, body = ''] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, from = '', to = '', target = ''] of body.matchAll(
      /<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*(<[0-9A-Fa-f]*>|\[[^\]]*\])/g,
    )) {
      const start = Number.parseInt(from, 16);
      const end = Number.parseInt(to, 16);
      const width = from.length;
      const list = target.startsWith('[') ? [...target.matchAll(/<([0-9A-Fa-f]*)>/g)].map((m) => m[1] ?? '') : [];
      const base = target.startsWith('<') ? target.slice(1, -1) : '';
      for (let code = start; code <= end && code - start < 65536; code += 1) {
        const key = code.toString(16).toUpperCase().padStart(width, '0');
        if (list.length) map.set(key, utf16(list[code - start] ?? ''));
        else {
          const last = Number.parseInt(base.slice(-4), 16) + (code - start);
          map.set(key, utf16(base.slice(0, -4) + last.toString(16).padStart(4, '0')));
        }
      }
    }
  }
  return map;
}

const SPAN = /^\/Span\s*<<\s*\/ActualText\s*<FEFF([0-9A-Fa-f]*)>\s*>>\s*BDC$/;
const GLYPH = /<([0-9A-Fa-f]+)>\s*Tj$/;
const FONT = /^\/(\S+)\s+[\d.]+\s+Tf$/;

/** Each glyph's text: Chromium's fonts take two-byte codes, and one Tj may draw several glyphs (لإ). */
function glyphTexts(map: Map<string, string> | undefined, hex: string): string[] | undefined {
  if (hex.length % 4 !== 0) return undefined;
  const texts = (hex.toUpperCase().match(/.{4}/g) ?? []).map((code) => map?.get(code));
  return texts.every((text): text is string => text !== undefined) ? texts : undefined;
}

/** The content stream with each /ReversedChars run rewritten as one span (see wholeArabicWords). */
export function rewriteContent(content: string, fonts: Map<string, Map<string, string>>): string {
  const lines = content.split('\n');
  const out: string[] = [];
  let font = '';
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i] ?? '';
    font = FONT.exec(line.trim())?.[1] ?? font;
    if (line.trim() !== '/ReversedChars BMC') {
      out.push(line);
      continue;
    }
    const block = reversedRun(lines, i + 1, font, fonts);
    if (!block) {
      out.push(line);
      continue;
    }
    out.push(line, `/Span<</ActualText <FEFF${block.hex}> >> BDC`, ...block.lines, 'EMC');
    font = block.font;
    i = block.end - 1;
  }
  return out.join('\n');
}

interface Run {
  /** the run's lines without the per-cluster spans, up to and including its closing EMC */
  lines: string[];
  /** index after the closing EMC */
  end: number;
  hex: string;
  font: string;
}

function reversedRun(
  lines: string[],
  from: number,
  startFont: string,
  fonts: Map<string, Map<string, string>>,
): Run | undefined {
  const kept: string[] = [];
  const open: ('span' | 'other')[] = [];
  const clusters: string[] = [];
  let span: string | undefined;
  let spanHasGlyph = false;
  let font = startFont;
  for (let i = from; i < lines.length; i += 1) {
    const line = lines[i] ?? '';
    const trimmed = line.trim();
    font = FONT.exec(trimmed)?.[1] ?? font;
    const spanText = SPAN.exec(trimmed);
    if (spanText) {
      open.push('span');
      span = utf16(spanText[1] ?? '');
      spanHasGlyph = false;
      continue;
    }
    if (/\b(?:BDC|BMC)$/.test(trimmed)) {
      open.push('other');
      kept.push(line);
      continue;
    }
    if (trimmed === 'EMC') {
      const closed = open.pop();
      if (closed === undefined) {
        kept.push(line);
        if (clusters.length === 0) return undefined;
        const text = clusters.reverse().join('');
        const hex = Array.from(Array.from(text).reverse().join(''), (c) =>
          c.charCodeAt(0).toString(16).padStart(4, '0'),
        )
          .join('')
          .toUpperCase();
        return { lines: kept, end: i + 1, hex, font };
      }
      if (closed === 'span') span = undefined;
      else kept.push(line);
      continue;
    }
    if (/\bTJ$/.test(trimmed) || /^ET$/.test(trimmed)) return undefined;
    const glyph = GLYPH.exec(trimmed);
    if (glyph) {
      if (span !== undefined) {
        if (!spanHasGlyph) clusters.push(span);
        spanHasGlyph = true;
      } else {
        const texts = glyphTexts(fonts.get(font), glyph[1] ?? '');
        if (!texts) return undefined;
        clusters.push(...texts);
      }
    }
    kept.push(line);
  }
  return undefined;
}
