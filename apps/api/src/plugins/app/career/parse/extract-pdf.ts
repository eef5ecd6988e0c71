import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { cleanLine, detectLanguage } from '../text/normalize';
import type { ExtractedText } from './extracted';
import { readColumns } from './columns';
import { repairArabicDates } from './dates';
import { joinWrapped } from './wrap';

const run = promisify(execFile);
const PDFTOTEXT_TIMEOUT_MS = 15_000;

async function pdftotext(file: string, layout: boolean): Promise<string> {
  const args = ['-enc', 'UTF-8', ...(layout ? ['-layout'] : []), file, '-'];
  const { stdout } = await run('pdftotext', args, { timeout: PDFTOTEXT_TIMEOUT_MS, maxBuffer: 32 * 1024 * 1024, encoding: 'utf8' });
  return stdout;
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
      const [flow, layout] = await Promise.all([pdftotext(file, false), pdftotext(file, true)]);
      const pages = flow.split('\f').length - 1 || 1;
      // two-column pages are read from the layout text, one column after the other; the flow
      // mode would interleave them line by line
      const rtl = detectLanguage(flow) === 'ar';
      const split = layout.split('\f').map((page) => readColumns(page, rtl));
      if (split.some((page) => page !== null)) {
        const text = layout.split('\f').map((page, i) => split[i]?.join('\n') ?? page).join('\n');
        return { lines: toLines(text), pages, columns: 2, fileType: 'pdf' };
      }
      return { lines: toLines(flow), pages, columns: 1, fileType: 'pdf' };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') popplerMissing = true;
      else throw error;
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
  return extractWithPdfJs(buffer);
}

const toLines = (text: string) => joinWrapped(text.split(/\r?\n|\f/).map((l) => repairArabicDates(cleanLine(l))).filter((l) => l !== ''));

async function extractWithPdfJs(buffer: Buffer): Promise<ExtractedText> {
  const { extractText, getDocumentProxy } = await import('unpdf');
  const pdf = await getDocumentProxy(new Uint8Array(buffer));
  const { totalPages, text } = await extractText(pdf, { mergePages: false });
  await pdf.destroy();
  const lines = text.flatMap((page) => page.split('\n')).map((l) => visualToLogical(l.normalize('NFKC')));
  return { lines: joinWrapped(lines.map((l) => repairArabicDates(cleanLine(l))).filter((l) => l !== '')), pages: totalPages, columns: 1, fileType: 'pdf' };
}

const RTL_CHAR = /[\u0600-\u06FF\u0750-\u077F]/;
/** pdf.js lines with Arabic come in visual (left-to-right) order: reverse the line, then each Latin/digit run back. */
export function visualToLogical(line: string): string {
  if (!RTL_CHAR.test(line)) return line;
  const reversed = [...line].reverse().join('');
  return reversed.replace(/[A-Za-z0-9@._%+\-/:]+(?: [A-Za-z0-9@._%+\-/:]+)*/g, (run) => [...run].reverse().join(''));
}
