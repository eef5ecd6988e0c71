import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '#src/lib/app-error';
import { SharedBrowser, Semaphore } from './browser';
import { findChromium } from './chromium';
import { usePdfFonts } from './fonts';

export { PDF_FONT_FAMILIES, pdfFontFaceCss } from './fonts';

export interface PrintOptions {
  format?: 'A4' | 'Letter';
  landscape?: boolean;
  /** CSS lengths; default 0 (the document's own @page margins and padding apply) */
  margin?: { top?: string; right?: string; bottom?: string; left?: string };
}

/** A generic HTML → PDF printer (CVs, certificates). The HTML must be self-contained. */
export interface PdfPrinter {
  print(html: string, options?: PrintOptions): Promise<Buffer>;
  /** false when Chromium is missing: callers answer 503 rather than fail */
  readonly available: boolean;
}

const PRINT_TIMEOUT_MS = 20_000;

export default fp(
  async function pdfPlugin(app: FastifyInstance) {
    const setting = app.config.pdfBrowser ?? 'auto';
    const found = findChromium(app.config.chromiumPath, setting);
    usePdfFonts(setting === 'bundled' ? 'packages' : 'system');
    const browser = new SharedBrowser(
      async () => (await found?.get()) ?? Promise.reject(new Error('No Chromium to print with')),
    );
    const slots = new Semaphore(2);
    const available = found !== undefined;
    app.log.debug({ chromium: found?.source ?? 'none' }, 'PDF printer');

    const printer: PdfPrinter = {
      available,
      async print(html, options = {}) {
        if (!available) throw new AppError('SERVICE_UNAVAILABLE');
        return slots.run(async () => {
          const context = await (await browser.get()).newContext({ javaScriptEnabled: false, offline: true });
          context.setDefaultTimeout(PRINT_TIMEOUT_MS);
          try {
            const page = await context.newPage();
            // nothing may be fetched: fonts and images are inlined, anything else is a mistake
            await page.route('**/*', (route) =>
              route.request().url().startsWith('data:') ? route.continue() : route.abort(),
            );
            await page.setContent(html, { waitUntil: 'load', timeout: PRINT_TIMEOUT_MS });
            // web fonts load asynchronously even from data URLs; print only once they are in
            await page.evaluate('document.fonts.ready.then(() => true)').catch(() => undefined);
            return await page.pdf({
              format: options.format ?? 'A4',
              landscape: options.landscape ?? false,
              printBackground: true,
              preferCSSPageSize: true,
              margin: { top: '0', right: '0', bottom: '0', left: '0', ...options.margin },
            });
          } finally {
            await context.close().catch(() => undefined);
          }
        });
      },
    };

    app.decorate('pdf', printer);
    app.addHook('onClose', async () => browser.close());
  },
  { name: 'pdf' },
);

declare module 'fastify' {
  interface FastifyInstance {
    pdf: PdfPrinter;
  }
}
