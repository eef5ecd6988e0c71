import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { cleanLine, detectLanguage } from '../text/normalize';
import type { ExtractedText, LayoutSignals } from './extracted';
import { isStrayFragment, repairArtefacts } from './artefacts';
import { readPage } from './columns';
import { garbledPages } from './garbled';
import { placeRunningLines, readPdfLayout, type PdfLayout } from './pdf-layout';
import { repairArabicDates } from './dates';
import { joinWrapped } from './wrap';
import { pdfJsVisualPages } from './pdfjs-text';

const run = promisify(execFile);

/** What one pdftotext run may take; a CV's text is a few KB, and it reads in well under a second. */
export const PDFTOTEXT_LIMITS = {
  timeoutMs: 12_000,
  /** the kernel's own backstop, should the process outlive its parent (CPU seconds) */
  cpuSeconds: 20,
  /** address space, in KB */
  memoryKb: 1024 * 1024,
  outputBytes: 8 * 1024 * 1024,
  /** a CV has one to three pages; the rest of a longer file is not read */
  pages: 20,
};

/** The PDF took more time, memory or output than PDFTOTEXT_LIMITS allow. */
export class PdfTooComplexError extends Error {}

// ulimit caps the memory and CPU of pdftotext itself; 127 says there is no pdftotext
const LIMITED =
  'command -v pdftotext >/dev/null 2>&1 || exit 127; ulimit -v "$1" 2>/dev/null; ulimit -t "$2" 2>/dev/null; shift 2; exec pdftotext "$@"';

async function pdftotext(file: string, layout: boolean): Promise<string> {
  const { timeoutMs, cpuSeconds, memoryKb, outputBytes, pages } = PDFTOTEXT_LIMITS;
  const args = ['-enc', 'UTF-8', '-l', String(pages), ...(layout ? ['-layout'] : []), file, '-'];
  // (flow mode, layout false, is kept for callers that want pdftotext's own reading order)
  try {
    const { stdout } = await run(
      '/bin/sh',
      ['-c', LIMITED, 'pdftotext', String(memoryKb), String(cpuSeconds), ...args],
      { timeout: timeoutMs, maxBuffer: outputBytes, encoding: 'utf8' },
    );
    return stdout;
  } catch (error) {
    const failed = error as Error & { killed?: boolean; signal?: string | null; code?: string | number };
    if (failed.code === 127) throw Object.assign(new Error('pdftotext is not installed'), { code: 'ENOENT' });
    // killed at the time limit, by the kernel (CPU, memory: SIGKILL, SIGXCPU, SIGABRT, SIGSEGV), or for too much text
    if (failed.killed || failed.signal || failed.code === 'ERR_CHILD_PROCESS_STDIO_MAXBUFFER')
      throw new PdfTooComplexError(failed.message);
    throw error;
  }
}

let popplerMissing = false;

/**
 * Poppler's pdftotext gives Chromium's (and Word's) Arabic back in logical order; its default
 * mode reads a two-column page column by column, its layout mode shows whether there are columns.
 * Without poppler, pdf.js (unpdf) is the fallback: it reads Arabic in visual order as
 * presentation forms, which `visualToLogical` undoes line by line.
 */
export async function extractPdf(buffer: Buffer): Promise<ExtractedText> {
  if (!popplerMissing) {
    const dir = await mkdtemp(path.join(tmpdir(), 'masar-cv-'));
    try {
      const file = path.join(dir, 'cv.pdf');
      await writeFile(file, buffer);
      // layout mode keeps each line where it is on the page: one-column pages read as they are,
      // two-column pages are cut at the gutter and read one column after the other (the flow
      // mode would interleave them line by line). One process per review.
      const layoutText = await pdftotext(file, true);
      const pageTexts = layoutText.split('\f').filter((page, i, all) => i < all.length - 1 || page.trim() !== '');
      const rtl = detectLanguage(layoutText) === 'ar';
      const read = pageTexts.map((page) => readPage(page, rtl));
      const lines = toLines(read.map((page) => page.lines.join('\n')).join('\n'));
      const signals = await layoutOf(buffer);
      return {
        lines,
        pages: Math.max(1, pageTexts.length),
        columns: read.some((page) => page.twoColumns) ? 2 : 1,
        fileType: 'pdf',
        layout: {
          placedLines: [
            ...placeRunningLines(lines, signals.running),
            ...placeTableLines(
              lines,
              read.flatMap((page) => page.tableLines),
            ),
          ].sort((a, b) => a.line - b.line),
          images: signals.images,
          garbledPages: garbledPages(pageTexts),
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') popplerMissing = true;
      else throw error;
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
  return extractWithPdfJs(buffer);
}

/** Lines of a page's text: cleaned, artefacts of right-to-left extraction repaired, wrapped lines rejoined. */
/**
 * Lines read from table cells, matched from the last cell backwards so that a cell's text found
 * earlier too (a job title also written under the name) is taken where the table is; a wrapped
 * bullet may have been joined onto its cell's line.
 */
function placeTableLines(lines: string[], cells: string[]): LayoutSignals['placedLines'] {
  const found = new Set<number>();
  let before = lines.length;
  for (const cell of cells.map((c) => repairArabicDates(repairArtefacts(cleanLine(c)))).reverse()) {
    if (cell.length < 2) continue;
    const at = lines.findLastIndex((line, i) => i <= before && (line === cell || line.startsWith(`${cell} `)));
    if (at < 0) continue;
    found.add(at);
    before = at;
  }
  return [...found].sort((a, b) => a - b).map((line) => ({ line, place: 'table' as const }));
}

/** pdf.js's view of headers, footers and images; a PDF it cannot read has none (pdftotext's text still counts). */
async function layoutOf(buffer: Buffer): Promise<PdfLayout> {
  try {
    return await readPdfLayout(new Uint8Array(buffer), PDFTOTEXT_LIMITS.pages);
  } catch {
    return { running: [], images: [] };
  }
}

const toLines = (text: string) =>
  joinWrapped(
    text
      .split(/\r?\n|\f/)
      .map((l) => repairArabicDates(repairArtefacts(cleanLine(l))))
      .filter((l) => l !== '' && !isStrayFragment(l)),
  );

async function extractWithPdfJs(buffer: Buffer): Promise<ExtractedText> {
  const text = await pdfJsVisualPages(new Uint8Array(buffer));
  const lines = toLines(
    text
      .flatMap((page) => page.split('\n'))
      .map((l) => visualToLogical(l.normalize('NFKC')))
      .join('\n'),
  );
  const signals = await layoutOf(buffer);
  return {
    lines,
    pages: text.length,
    columns: 1,
    fileType: 'pdf',
    layout: {
      placedLines: placeRunningLines(lines, signals.running),
      images: signals.images,
      garbledPages: garbledPages(text),
    },
  };
}

const RTL_CHAR = /[\u0600-\u06FF\u0750-\u077F]/;
/** pdf.js lines with Arabic come in visual (left-to-right) order: reverse the line, then each Latin/digit run back. */
export function visualToLogical(line: string): string {
  if (!RTL_CHAR.test(line)) return line;
  const reversed = Array.from(line).reverse().join('');
  return reversed.replace(/[A-Za-z0-9@._%+\-/:]+(?: [A-Za-z0-9@._%+\-/:]+)*/g, (run) =>
    Array.from(run).reverse().join(''),
  );
}
