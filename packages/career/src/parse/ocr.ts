import { execFile } from 'node:child_process';
import { access, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { scriptCounts } from '../text/normalize';
import { repairArabicDates } from './dates';
import { readTsv, type OcrPage } from './ocr-tsv';
import { OneAtATime, QueueFullError } from './one-at-a-time';

const run = promisify(execFile);

/** What reading one scanned PDF may take. */
export const OCR_LIMITS = {
  /** a CV has one to three pages; later pages are not read */
  pages: 3,
  /** the long side of a page image in pixels: 300 dpi on A4, and a bound on odd page sizes */
  longSidePx: 3508,
  /** for the whole file: rasterising and every page's OCR */
  timeoutMs: 60_000,
  /** address space of pdftoppm and tesseract (bytes) and their CPU seconds, where prlimit exists */
  memoryBytes: 1024 * 1024 * 1024,
  cpuSeconds: 60,
  /** tesseract's TSV for a dense page is about 100 KB */
  outputBytes: 4 * 1024 * 1024,
  /** files being read or waiting their turn; more are refused as unreadable scans rather than queued for minutes */
  queue: 4,
};

export interface OcrText {
  /** cleaned lines in reading order, a wrapped line joined to its bullet or paragraph */
  lines: string[];
  /** mean confidence of the words read, 0..100 */
  confidence: number;
}

/** OCR was turned off (CAREER_OCR=off), tesseract, its Arabic or English data or pdftoppm is missing, it is busy, or it failed. */
export class OcrUnavailableError extends Error {}

/** The scan took more time, memory or output than OCR_LIMITS allow. */
export class OcrTooComplexError extends Error {}

let tools: Promise<boolean> | undefined;
let prlimit: Promise<boolean> | undefined;

async function toolsInstalled(): Promise<boolean> {
  try {
    const { stdout, stderr } = await run('tesseract', ['--list-langs'], { timeout: 10_000 });
    const langs = new Set(`${stdout}\n${stderr}`.split(/\s+/));
    if (!langs.has('ara') || !langs.has('eng')) return false;
    await run('pdftoppm', ['-v'], { timeout: 10_000 });
    return true;
  } catch {
    return false;
  }
}

/** Whether scanned CVs can be read here: checked once per process; CAREER_OCR=off turns it off at any time. */
export async function ocrAvailable(): Promise<boolean> {
  if (process.env.CAREER_OCR === 'off') return false;
  tools ??= toolsInstalled();
  return tools;
}

/** A command under the kernel's memory and CPU limits (util-linux prlimit) when it is there, never through a shell. */
async function limited(command: string, args: string[], cwd: string, timeoutMs: number): Promise<string> {
  prlimit ??= access('/usr/bin/prlimit').then(
    () => true,
    () => false,
  );
  const [file, argv] = (await prlimit)
    ? ['/usr/bin/prlimit', [`--as=${OCR_LIMITS.memoryBytes}`, `--cpu=${OCR_LIMITS.cpuSeconds}`, '--', command, ...args]]
    : [command, args];
  if (timeoutMs <= 0) throw new OcrTooComplexError(`${command}: out of time`);
  try {
    const { stdout } = await run(file, argv, {
      cwd,
      timeout: timeoutMs,
      maxBuffer: OCR_LIMITS.outputBytes,
      encoding: 'utf8',
      // one thread each: the machine's cores serve the other requests too
      env: { ...process.env, OMP_THREAD_LIMIT: '1' },
    });
    return stdout;
  } catch (error) {
    const failed = error as Error & { killed?: boolean; signal?: string | null; code?: string | number };
    // killed at the time limit, by the kernel (memory, CPU), or for too much output
    if (failed.killed || failed.signal || failed.code === 'ERR_CHILD_PROCESS_STDIO_MAXBUFFER')
      throw new OcrTooComplexError(`${command}: ${failed.message}`);
    throw new OcrUnavailableError(`${command}: ${failed.message}`);
  }
}

async function readScan(buffer: Buffer): Promise<OcrText> {
  const deadline = Date.now() + OCR_LIMITS.timeoutMs;
  const dir = await mkdtemp(path.join(tmpdir(), 'masar-ocr-'));
  try {
    await writeFile(path.join(dir, 'cv.pdf'), buffer);
    const size = String(OCR_LIMITS.longSidePx);
    await limited(
      'pdftoppm',
      ['-png', '-r', '300', '-scale-to', size, '-l', String(OCR_LIMITS.pages), 'cv.pdf', 'page'],
      dir,
      deadline - Date.now(),
    );
    const images = (await readdir(dir)).filter((f) => /^page-\d+\.png$/.test(f)).sort(byPageNumber);
    const pages: OcrPage[] = [];
    const read = async (image: string, languages: string) =>
      readTsv(
        await limited('tesseract', [image, 'stdout', '-l', languages, '--psm', '3', 'tsv'], dir, deadline - Date.now()),
      );
    // a CV in English alone is read without Arabic, which otherwise turns bullets and smudges into
    // stray Arabic letters ("raising throughput لاط" for "by 3x"): its first page tells
    let languages = 'ara+eng';
    for (const image of images.slice(0, OCR_LIMITS.pages)) {
      let page = await read(image, languages);
      if (pages.length === 0 && isLatinPage(page)) {
        languages = 'eng';
        page = await read(image, languages);
      }
      pages.push(page);
    }
    const words = pages.flatMap((p) => p.confidences);
    const confidence = words.length ? Math.round(words.reduce((a, b) => a + b, 0) / words.length) : 0;
    const lines = pages.flatMap((p) => p.lines.map(repairArabicDates));
    return { lines, confidence };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function isLatinPage(page: OcrPage): boolean {
  const { arabic, latin } = scriptCounts(page.lines.join(' '));
  return latin > 0 && arabic <= latin * 0.02;
}

const pageNumber = (file: string) => Number(/(\d+)\.png$/.exec(file)?.[1] ?? 0);
const byPageNumber = (a: string, b: string) => pageNumber(a) - pageNumber(b);

const line = new OneAtATime(OCR_LIMITS.queue);

/**
 * The text of a PDF made of page images (a scanned CV): its first pages rasterised by poppler's
 * pdftoppm and read by Tesseract in Arabic and English. One file at a time per process (OCR takes
 * a core for seconds per page); child processes, so the event loop stays free meanwhile.
 * Throws OcrUnavailableError when OCR is off, missing or has too many files waiting.
 */
export async function ocrPdf(buffer: Buffer): Promise<OcrText> {
  if (!(await ocrAvailable())) throw new OcrUnavailableError('OCR is not available');
  try {
    return await line.run(() => readScan(buffer));
  } catch (error) {
    if (error instanceof QueueFullError) throw new OcrUnavailableError('OCR is busy');
    throw error;
  }
}
