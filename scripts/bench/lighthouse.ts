// Lighthouse (mobile emulation, its default simulated throttling) in Debian's Chromium: the
// performance and accessibility scores of the public pages, and the metrics behind them.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export async function benchLighthouse(urls: { label: string; url: string }[]) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const rows = [];
  try {
    for (const { label, url } of urls) {
      const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance', 'accessibility'], logLevel: 'error', output: 'json' });
      const lhr = result!.lhr;
      const metric = (id: string) => lhr.audits[id]?.displayValue ?? '-';
      // a run Lighthouse itself could not finish says why, instead of a silent 0
      if (lhr.runtimeError) console.log(`${label}: Lighthouse error ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
      for (const warning of lhr.runWarnings) console.log(`${label}: ${warning}`);
      rows.push({
        page: label,
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
        FCP: metric('first-contentful-paint'),
        LCP: metric('largest-contentful-paint'),
        TBT: metric('total-blocking-time'),
        CLS: metric('cumulative-layout-shift'),
        'JS transfer': metric('total-byte-weight'),
      });
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}
