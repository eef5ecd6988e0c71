import mammoth from 'mammoth';
import { cleanLine } from '../text/normalize';
import { placeLines, readDocxLayout } from './docx-layout';
import type { ExtractedText } from './extracted';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#')
      return String.fromCodePoint(
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1)),
      );
    return ENTITIES[name.toLowerCase()] ?? whole;
  });

/**
 * DOCX through mammoth's HTML: paragraphs, list items and headings become lines; a layout table
 * (the usual way Word CVs make two columns) is read cell by cell, i.e. column by column.
 */
export async function extractDocx(buffer: Buffer): Promise<ExtractedText> {
  // images are never unpacked: a CV's text is all that is read (and a photo could weigh megabytes)
  const { value: html } = await mammoth.convertToHtml(
    { buffer },
    { convertImage: mammoth.images.imgElement(async () => ({ src: '' })) },
  );
  const body = decode(
    html
      .replace(/<\/(p|h[1-6]|li|td|th|tr|table)>/gi, '\n')
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<li>/gi, '• ')
      .replace(/<[^>]+>/g, ''),
  )
    .split('\n')
    .map(cleanLine)
    .filter((l) => l !== '');
  // mammoth leaves page headers and footers out; an ATS may read them or not, so they are kept and marked
  const layout = readDocxLayout(buffer);
  const lines = [...layout.headerLines, ...body, ...layout.footerLines];
  return {
    lines,
    pages: Math.max(1, Math.ceil(lines.join(' ').split(/\s+/).length / 500)),
    columns: hasColumnTable(html) ? 2 : 1,
    fileType: 'docx',
    layout: {
      placedLines: placeLines(lines, layout, layout.headerLines.length),
      images: layout.images,
      garbledPages: [],
    },
  };
}

/** A table row whose cells each hold several paragraphs is a page layout, not a data table. */
function hasColumnTable(html: string): boolean {
  for (const row of html.match(/<tr>[\s\S]*?<\/tr>/gi) ?? []) {
    const cells = row.match(/<td[^>]*>[\s\S]*?<\/td>/gi) ?? [];
    if (cells.length >= 2 && cells.filter((c) => (c.match(/<(p|h[1-6]|li)[ >]/gi) ?? []).length >= 3).length >= 2)
      return true;
  }
  return false;
}
