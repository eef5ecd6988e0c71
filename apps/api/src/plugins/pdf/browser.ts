import { chromium, type Browser } from 'playwright-core';
import type { ChromiumBinary } from './chromium';

/**
 * One Chromium per process, launched on first use and shared by every print (a launch costs about
 * a second of CPU; a page costs milliseconds). Relaunched if it crashes; closed with the app.
 */
export class SharedBrowser {
  private launching: Promise<Browser> | undefined;
  private closed = false;

  private readonly binary: () => Promise<ChromiumBinary>;

  /** a path (benchmarks, fixture builders) or how to find one (the PDF plugin: chromium.ts) */
  constructor(binary: string | (() => Promise<ChromiumBinary>)) {
    this.binary = typeof binary === 'string' ? async () => ({ executablePath: binary, source: 'system' }) : binary;
  }

  async get(): Promise<Browser> {
    if (this.closed) throw new Error('The PDF printer is closed');
    this.launching ??= this.binary()
      .then(({ executablePath, env }) =>
        chromium.launch({
          executablePath,
          env,
          // the API may run as root in containers, where Chromium's sandbox cannot start
          args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--font-render-hinting=none'],
          timeout: 30_000,
        }),
      )
      .then((browser) => {
        browser.on('disconnected', () => {
          this.launching = undefined;
        });
        return browser;
      })
      .catch((error: unknown) => {
        this.launching = undefined;
        throw error;
      });
    return this.launching;
  }

  async close(): Promise<void> {
    this.closed = true;
    const pending = this.launching;
    this.launching = undefined;
    if (!pending) return;
    const browser = await pending.catch(() => undefined);
    await browser?.close().catch(() => undefined);
  }
}

/** At most `limit` tasks at once; the rest wait their turn (2 cores: Chromium pages are heavy). */
export class Semaphore {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limit: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.active += 1;
    try {
      return await task();
    } finally {
      this.active -= 1;
      this.waiting.shift()?.();
    }
  }
}
