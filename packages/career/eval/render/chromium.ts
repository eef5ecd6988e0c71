import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromium, type Browser } from 'playwright-core';

const run = promisify(execFile);

export interface PrintOptions {
  /** HTML of a running page header or footer (Chromium's header/footer templates) */
  headerTemplate?: string;
  footerTemplate?: string;
}

/** Chromium driven by playwright-core: prints HTML to PDF, photographs HTML to PNG. */
export class Printer {
  private constructor(private readonly browser: Browser) {}

  static async start(executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'): Promise<Printer> {
    return new Printer(await chromium.launch({ executablePath }));
  }

  async pdf(html: string, options: PrintOptions = {}): Promise<Buffer> {
    const page = await this.browser.newPage();
    await page.setContent(html, { waitUntil: 'load' });
    await page.evaluate('document.fonts.ready.then(() => true)');
    const running = Boolean(options.headerTemplate ?? options.footerTemplate);
    const pdf = await page.pdf({
      format: 'A4',
      printBackground: true,
      displayHeaderFooter: running,
      headerTemplate: options.headerTemplate ?? '<span></span>',
      footerTemplate: options.footerTemplate ?? '<span></span>',
      margin: { top: running ? '24mm' : '14mm', bottom: running ? '22mm' : '14mm', left: '14mm', right: '14mm' },
    });
    await page.close();
    return pdf;
  }

  /** A PNG of the first element matching `selector` (e.g. a contact line drawn as a picture). */
  async png(html: string, selector: string): Promise<Buffer> {
    const page = await this.browser.newPage({ deviceScaleFactor: 2 });
    await page.setContent(html, { waitUntil: 'load' });
    await page.evaluate('document.fonts.ready.then(() => true)');
    const shot = await page.locator(selector).first().screenshot({ type: 'png' });
    await page.close();
    return shot;
  }

  /** A scan: the PDF's pages rasterised at 150 dpi (pdftoppm) and put back as an image-only PDF. */
  async scan(pdf: Buffer): Promise<Buffer> {
    const dir = await mkdtemp(path.join(tmpdir(), 'cv-scan-'));
    try {
      await writeFile(path.join(dir, 'in.pdf'), pdf);
      await run('pdftoppm', ['-r', '150', '-png', path.join(dir, 'in.pdf'), path.join(dir, 'page')]);
      const pages = (await readdir(dir)).filter((f) => f.endsWith('.png')).sort();
      const images = await Promise.all(pages.map((f) => readFile(path.join(dir, f))));
      const body = images.map((png) => `<img src="data:image/png;base64,${png.toString('base64')}">`).join('');
      const html = `<!doctype html><html><head><style>@page{size:A4;margin:0}body{margin:0}img{display:block;width:210mm;height:297mm;page-break-after:always}</style></head><body>${body}</body></html>`;
      const page = await this.browser.newPage();
      await page.setContent(html, { waitUntil: 'load' });
      const out = await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
      await page.close();
      return out;
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  /** How many bullets (paragraphs opening with •) take more than one line at the printed width. */
  async wrappedBullets(html: string): Promise<number> {
    // A4 less 2 × 14 mm margins, at 96 px to the inch
    const page = await this.browser.newPage({ viewport: { width: 688, height: 1000 } });
    await page.setContent(html, { waitUntil: 'load' });
    await page.evaluate('document.fonts.ready.then(() => true)');
    const count = await page.evaluate(`[...document.querySelectorAll('p')].filter((p) =>
      p.textContent.trim().startsWith('•') && p.getBoundingClientRect().height > 1.6 * parseFloat(getComputedStyle(p).lineHeight)).length`);
    await page.close();
    return Number(count);
  }

  close = () => this.browser.close();
}

/**
 * A font without a text map, as some CV builders embed: the ToUnicode entry of every font whose
 * name matches is renamed (same length, so the cross-reference offsets stay right), and pdftotext
 * can no longer tell which letters the glyphs are.
 */
export function withoutTextMap(pdf: Buffer, fontName: RegExp): Buffer {
  const text = pdf.toString('latin1');
  const out = text.replace(/\d+ 0 obj[\s\S]*?endobj/g, (obj) =>
    fontName.test(obj) ? obj.replace(/\/ToUnicode/g, '/ToUnicodX') : obj,
  );
  return Buffer.from(out, 'latin1');
}
