import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { lock } from 'proper-lockfile';

/** `auto`: Debian's Chromium when installed, else the one in @sparticuz/chromium; the others force one */
export type PdfBrowserSetting = 'auto' | 'system' | 'bundled';

export interface ChromiumBinary {
  executablePath: string;
  /** the child's environment (the bundled Chromium brings its own NSS libraries and fontconfig) */
  env?: Record<string, string | undefined>;
  source: 'system' | 'bundled';
}

const require = createRequire(import.meta.url);

/** the package's `bin` folder of Brotli archives, or undefined when it cannot run here */
function bundledBin(): string | undefined {
  // its binary is built for x86_64 Linux (Amazon Linux 2023, glibc 2.34)
  if (process.platform !== 'linux' || process.arch !== 'x64') return undefined;
  try {
    return path.join(path.dirname(require.resolve('@sparticuz/chromium')), '..', 'bin');
  } catch {
    return undefined;
  }
}

/** What the package unpacks into the temporary folder: the binary, its fonts and its libraries. */
const UNPACKED = [
  'chromium',
  'fonts',
  'al2023',
  'libEGL.so',
  'libGLESv2.so',
  'libvk_swiftshader.so',
  'vk_swiftshader_icd.json',
];

/**
 * The package unpacks into the temporary folder and reuses whatever it finds there, so a second
 * process starting while the first unpacks, or after one was killed halfway, would launch a
 * truncated binary. Processes take turns under a lock, and a marker naming the package's version,
 * written last, tells a whole unpack from a partial one (which is removed and done again).
 */
async function unpackOnce<T>(bin: string, unpack: () => Promise<T>): Promise<T> {
  const version = (JSON.parse(readFileSync(path.join(bin, '..', 'package.json'), 'utf8')) as { version: string })
    .version;
  const marker = path.join(tmpdir(), `masar-chromium-${version}.unpacked`);
  const release = await lock(marker, {
    realpath: false,
    stale: 30_000,
    retries: { retries: 120, minTimeout: 250, maxTimeout: 1000 },
  });
  try {
    if (!existsSync(marker)) {
      for (const name of UNPACKED) rmSync(path.join(tmpdir(), name), { recursive: true, force: true });
    }
    const unpacked = await unpack();
    writeFileSync(marker, `${new Date().toISOString()}\n`);
    return unpacked;
  } finally {
    await release();
  }
}

/** Unpacks the binary to the temporary folder on first use (about 1 s; later processes reuse it). */
function unpackBundled(bin: string): Promise<ChromiumBinary> {
  return unpackOnce(bin, async () => {
    const { default: chromium, inflate } = await import('@sparticuz/chromium');
    const [executablePath, al2023] = await Promise.all([
      chromium.executablePath(bin),
      // libnss3, libnspr4, libexpat: absent from a machine without Chromium's Debian packages
      inflate(path.join(bin, 'al2023.tar.br')),
    ]);
    const libraries = [path.join(al2023, 'lib'), process.env.LD_LIBRARY_PATH].filter(Boolean).join(':');
    return {
      executablePath,
      env: {
        ...process.env,
        LD_LIBRARY_PATH: libraries,
        FONTCONFIG_PATH: path.join(path.dirname(executablePath), 'fonts'),
      },
      source: 'bundled' as const,
    };
  });
}

/**
 * How to get a Chromium that prints, or undefined when there is none (the printer answers 503).
 * The bundled one is unpacked only when first needed.
 */
export function findChromium(
  systemPath: string,
  setting: PdfBrowserSetting,
): { source: ChromiumBinary['source']; get: () => Promise<ChromiumBinary> } | undefined {
  if (setting !== 'bundled' && existsSync(systemPath)) {
    const binary: ChromiumBinary = { executablePath: systemPath, source: 'system' };
    return { source: 'system', get: async () => binary };
  }
  const bin = setting === 'system' ? undefined : bundledBin();
  if (!bin) return undefined;
  let unpacking: Promise<ChromiumBinary> | undefined;
  return {
    source: 'bundled',
    get: () =>
      (unpacking ??= unpackBundled(bin).catch((error: unknown) => {
        unpacking = undefined;
        throw error;
      })),
  };
}
