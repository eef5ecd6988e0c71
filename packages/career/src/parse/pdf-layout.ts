import { foldForMatch } from '../text/normalize';
import type { LayoutSignals } from './extracted';

/** Share of the page height at its top and bottom where running headers and footers print. */
const MARGIN_BAND = 0.1;
/** A running header or footer stands apart from the page's text by this many of its own line heights. */
const APART = 3;
/** An image whose centre is in this top share of page 1 is where a CV's contact block would be. */
const TOP_OF_PAGE = 0.25;

export interface PdfRunningText {
  page: number;
  place: 'header' | 'footer';
  text: string;
}

export interface PdfLayout {
  running: PdfRunningText[];
  images: LayoutSignals['images'];
}

type Matrix = [number, number, number, number, number, number];
const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[2] * n[1],
  m[1] * n[0] + m[3] * n[1],
  m[0] * n[2] + m[2] * n[3],
  m[1] * n[2] + m[3] * n[3],
  m[0] * n[4] + m[2] * n[5] + m[4],
  m[1] * n[4] + m[3] * n[5] + m[5],
];

function regionOf(
  page: number,
  bottom: number,
  top: number,
  height: number,
): LayoutSignals['images'][number]['region'] {
  if (bottom >= height * (1 - MARGIN_BAND * 1.5)) return 'header';
  if (top <= height * MARGIN_BAND * 1.5) return 'footer';
  if (page === 1 && (top + bottom) / 2 >= height * (1 - TOP_OF_PAGE)) return 'top';
  return 'body';
}

/**
 * What pdf.js sees of a PDF's layout that pdftotext does not say: the text printed in the top and
 * bottom margins (running headers and footers) and where images are painted (a contact block saved
 * as a picture). Positions are in PDF units, y from the bottom of the page.
 */
// pdf.js (through unpdf) copies image and font data with ArrayBuffer.transferToFixedLength, which Node 20 lacks
const arrayBuffer = ArrayBuffer.prototype as ArrayBuffer & { transferToFixedLength?: (length?: number) => ArrayBuffer };
arrayBuffer.transferToFixedLength ??= function (this: ArrayBuffer, length?: number) {
  const copy = new Uint8Array(length ?? this.byteLength);
  copy.set(new Uint8Array(this, 0, Math.min(this.byteLength, copy.length)));
  return copy.buffer;
};

export async function readPdfLayout(data: Uint8Array, maxPages: number): Promise<PdfLayout> {
  const { getDocumentProxy, getResolvedPDFJS } = await import('unpdf');
  const { OPS } = await getResolvedPDFJS();
  const pdf = await getDocumentProxy(data);
  const layout: PdfLayout = { running: [], images: [] };
  try {
    for (let number = 1; number <= Math.min(pdf.numPages, maxPages); number += 1) {
      const page = await pdf.getPage(number);
      const [, , , height] = page.view as [number, number, number, number];
      const content = await page.getTextContent();
      const rows = new Map<number, { y: number; height: number; items: { x: number; str: string }[] }>();
      for (const item of content.items) {
        if (!('str' in item) || item.str.trim() === '') continue;
        const [, , , , x, y] = item.transform as Matrix;
        const row = rows.get(Math.round(y / 2)) ?? { y, height: item.height, items: [] };
        row.items.push({ x, str: item.str });
        row.height = Math.max(row.height, item.height);
        rows.set(Math.round(y / 2), row);
      }
      const sorted = [...rows.values()].sort((a, b) => b.y - a.y);
      const text = (row: (typeof sorted)[number]) =>
        row.items
          .sort((a, b) => a.x - b.x)
          .map((i) => i.str)
          .join(' ');
      const [first, second] = sorted;
      if (first && first.y >= height * (1 - MARGIN_BAND) && (!second || first.y - second.y >= APART * first.height))
        layout.running.push({ page: number, place: 'header', text: text(first) });
      const [last, beforeLast] = [sorted[sorted.length - 1], sorted[sorted.length - 2]];
      if (
        last &&
        last !== first &&
        last.y <= height * MARGIN_BAND &&
        (!beforeLast || beforeLast.y - last.y >= APART * last.height)
      )
        layout.running.push({ page: number, place: 'footer', text: text(last) });

      const operators = await page.getOperatorList();
      let ctm: Matrix = [1, 0, 0, 1, 0, 0];
      const saved: Matrix[] = [];
      operators.fnArray.forEach((fn, i) => {
        if (fn === OPS.save) saved.push(ctm);
        else if (fn === OPS.restore) ctm = saved.pop() ?? ctm;
        else if (fn === OPS.transform) ctm = multiply(ctm, operators.argsArray[i] as Matrix);
        else if (fn === OPS.paintImageXObject || fn === OPS.paintInlineImageXObject) {
          // an image fills the unit square of the current matrix
          const ys = [ctm[5], ctm[5] + ctm[3], ctm[5] + ctm[1], ctm[5] + ctm[1] + ctm[3]];
          const size = Math.abs(ctm[0] * ctm[3] - ctm[1] * ctm[2]);
          if (size < 100) return; // a bullet or an icon, not a block of text
          layout.images.push({ page: number, region: regionOf(number, Math.min(...ys), Math.max(...ys), height) });
        }
      });
      page.cleanup();
    }
  } finally {
    await pdf.destroy();
  }
  return layout;
}

/** Letters and digits of a text with their counts: pdf.js gives Arabic in visual order, pdftotext in logical order. */
function letters(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const ch of foldForMatch(text.normalize('NFKC')).replace(/[^\p{L}\p{N}@]/gu, ''))
    counts.set(ch, (counts.get(ch) ?? 0) + 1);
  return counts;
}
const size = (counts: Map<string, number>) => [...counts.values()].reduce((a, b) => a + b, 0);
const within = (part: Map<string, number>, whole: Map<string, number>) =>
  [...part].every(([ch, n]) => (whole.get(ch) ?? 0) >= n);

/** Extracted lines that print in a page's top or bottom margin (the whole running text, or a piece of it). */
export function placeRunningLines(lines: string[], running: PdfRunningText[]): LayoutSignals['placedLines'] {
  const bands = running.map((r) => ({ place: r.place, counts: letters(r.text) })).filter((r) => size(r.counts) >= 3);
  const placed: LayoutSignals['placedLines'] = [];
  lines.forEach((line, index) => {
    const counts = letters(line);
    if (size(counts) < 3) return;
    const found = bands.find((band) => within(counts, band.counts) && size(counts) >= size(band.counts) * 0.3);
    if (found) placed.push({ line: index, place: found.place });
  });
  return placed;
}
