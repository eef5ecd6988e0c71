import { cleanLine } from '../text/normalize';
import { readEntryText, readZipDirectory } from './docx-archive';
import { stripBullet } from './entries';
import type { LayoutSignals } from './extracted';

type Place = LayoutSignals['placedLines'][number]['place'];

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });

/** The text of each paragraph of a WordprocessingML fragment, cleaned, empty ones left out. */
export function paragraphTexts(xml: string): string[] {
  return (xml.match(/<w:p[ >][\s\S]*?<\/w:p>/g) ?? [])
    .map((p) =>
      cleanLine(
        decode(
          (p.match(/<w:t(?:\s[^>]*)?>[^<]*<\/w:t>|<w:tab\/>|<w:br\/>/g) ?? [])
            .map((run) => (run.startsWith('<w:t') && !run.startsWith('<w:tab') ? run.replace(/<[^>]+>/g, '') : ' '))
            .join(''),
        ),
      ),
    )
    .filter((t) => t !== '');
}

const TEXT_BOX = /<w:txbxContent[\s\S]*?<\/w:txbxContent>/g;
const TABLE = /<w:tbl>[\s\S]*?<\/w:tbl>/g;
const IMAGE = /<w:drawing>[\s\S]*?<\/w:drawing>|<w:pict>[\s\S]*?<\/w:pict>/g;
const isPicture = (drawing: string) =>
  /<pic:pic|<v:imagedata|<a:blip\s/.test(drawing) && !/<w:txbxContent/.test(drawing);

/** Paragraphs of the body before the first image, to tell whether an image sits at the top of page 1. */
const TOP_PARAGRAPHS = 4;

export interface DocxLayout {
  /** paragraphs of page headers and footers, which mammoth leaves out */
  headerLines: string[];
  footerLines: string[];
  /** paragraph texts per place, to find among the extracted lines */
  placed: { text: string; place: Place }[];
  images: LayoutSignals['images'];
}

/**
 * Where a DOCX keeps its text and pictures, read from the XML parts themselves (mammoth turns them
 * into HTML without saying): header*.xml and footer*.xml, tables (w:tbl), text boxes
 * (w:txbxContent, inside wps:txbx or v:textbox), pictures (pic:pic in w:drawing, v:imagedata).
 */
export function readDocxLayout(buffer: Buffer): DocxLayout {
  const entries = readZipDirectory(buffer);
  const part = (name: string) => entries.find((e) => e.name === name);
  const layout: DocxLayout = { headerLines: [], footerLines: [], placed: [], images: [] };
  for (const entry of entries) {
    const running = /^word\/(header|footer)\d*\.xml$/.exec(entry.name)?.[1] as 'header' | 'footer' | undefined;
    if (!running) continue;
    const xml = readEntryText(buffer, entry);
    (running === 'header' ? layout.headerLines : layout.footerLines).push(...paragraphTexts(xml));
    if ((xml.match(IMAGE) ?? []).some(isPicture)) layout.images.push({ page: 1, region: running });
  }
  const documentEntry = part('word/document.xml');
  if (!documentEntry) return layout;
  let xml = readEntryText(buffer, documentEntry);

  for (const box of xml.match(TEXT_BOX) ?? [])
    for (const text of paragraphTexts(box)) layout.placed.push({ text, place: 'textBox' });
  xml = xml.replace(TEXT_BOX, '');
  for (const table of xml.match(TABLE) ?? [])
    for (const text of paragraphTexts(table)) layout.placed.push({ text, place: 'table' });

  const body = xml.slice(xml.indexOf('<w:body'));
  let paragraphsBefore = 0;
  let cursor = 0;
  for (const match of body.matchAll(IMAGE)) {
    if (!isPicture(match[0])) continue;
    paragraphsBefore += paragraphTexts(body.slice(cursor, match.index)).length;
    cursor = match.index;
    layout.images.push({ page: 1, region: paragraphsBefore < TOP_PARAGRAPHS ? 'top' : 'body' });
  }
  return layout;
}

const key = (line: string) => stripBullet(line).replace(/\s+/g, ' ').trim();

/** The layout signals of a DOCX's extracted lines: which of them came from a header, footer, table or text box. */
export function placeLines(lines: string[], layout: DocxLayout, headerCount: number): LayoutSignals['placedLines'] {
  const placed: LayoutSignals['placedLines'] = [];
  lines.forEach((line, index) => {
    if (index < headerCount) placed.push({ line: index, place: 'header' });
    else if (index >= lines.length - layout.footerLines.length) placed.push({ line: index, place: 'footer' });
    else {
      const found = layout.placed.find((p) => key(p.text) === key(line));
      if (found) placed.push({ line: index, place: found.place });
    }
  });
  return placed;
}
