#!/usr/bin/env node
/**
 * Bundle budget gate for the home page (`/`).
 *
 * Counts every JavaScript file the browser downloads to render the home page with its course grid:
 * the `index.html` entry and, transitively, its static imports; the lazily loaded home route
 * module and, transitively, its static imports; and the dynamic imports the home page triggers on
 * its first render (listed by source path in HOME_FIRST_RENDER_DYNAMIC_IMPORTS below). Each file is
 * gzipped at level 9. Exits 1 when the JavaScript total exceeds the budget.
 *
 * Usage: node scripts/gates/bundle-budget.mjs [distDir]   (default apps/web/dist)
 * Env:   BUNDLE_BUDGET_JS_KB overrides the 120 KB JavaScript budget (e.g. for a demonstration).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const distDir = path.resolve(process.argv[2] ?? path.join(root, 'apps/web/dist'));
const manifestPath = path.join(distDir, '.vite/manifest.json');

const DEFAULT_BUDGET_JS_KB = 120;
const budgetKb = Number(process.env.BUNDLE_BUDGET_JS_KB || DEFAULT_BUDGET_JS_KB);
if (!Number.isFinite(budgetKb) || budgetKb <= 0) {
  console.error(
    `bundle budget: BUNDLE_BUDGET_JS_KB must be a positive number, got "${process.env.BUNDLE_BUDGET_JS_KB}"`,
  );
  process.exit(2);
}
const budgetBytes = Math.round(budgetKb * 1024);

/** The lazily loaded route module rendered at `/`. */
const HOME_ROUTE_SRC = 'src/app/routes/home.tsx';

/**
 * Modules the home page loads with a dynamic `import()` during its first render, by source path.
 * A source path only appears in the manifest when something imports it dynamically; when it is
 * bundled statically it is already counted through the static imports above.
 * - src/lib/api-client.ts: the HTTP client that fetches GET /api/Courses (statically imported by
 *   the course grid today; listed so the count stays right if it is ever split off).
 * - src/lib/i18n.ts: i18next and its backend, needed before any translated text renders.
 * Not listed, because the home page does not load them on first render: src/lib/toaster.tsx (only
 * after a toast is requested) and src/lib/logout.ts (only on "log out").
 */
const HOME_FIRST_RENDER_DYNAMIC_IMPORTS = ['src/lib/api-client.ts', 'src/lib/i18n.ts'];

if (!existsSync(manifestPath)) {
  console.error(`bundle budget: ${path.relative(root, manifestPath)} not found; build with build.manifest: true first`);
  process.exit(2);
}
/** @type {Record<string, {file: string, src?: string, isEntry?: boolean, imports?: string[], dynamicImports?: string[], css?: string[]}>} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

function findBySrc(src) {
  if (manifest[src]) return src;
  return Object.keys(manifest).find((key) => manifest[key].src === src);
}

const entryKey = 'index.html' in manifest ? 'index.html' : Object.keys(manifest).find((k) => manifest[k].isEntry);
if (!entryKey) {
  console.error('bundle budget: no entry (index.html) in the manifest');
  process.exit(2);
}
const homeKey = findBySrc(HOME_ROUTE_SRC);
if (!homeKey) {
  console.error(`bundle budget: the home route ${HOME_ROUTE_SRC} is not in the manifest (is it still lazily loaded?)`);
  process.exit(2);
}
if (!manifest[entryKey].dynamicImports?.some((k) => k === homeKey || manifest[k]?.src === HOME_ROUTE_SRC)) {
  console.warn(`bundle budget: warning: ${HOME_ROUTE_SRC} is not a dynamic import of the entry`);
}

/** Manifest keys reached from the roots through static imports. */
const keys = new Set();
function visit(key, reason) {
  if (keys.has(key)) return;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`manifest key ${key} (${reason}) is missing`);
  keys.add(key);
  for (const dep of chunk.imports ?? []) visit(dep, `import of ${key}`);
}
visit(entryKey, 'entry');
visit(homeKey, 'home route');
const extraNotes = [];
for (const src of HOME_FIRST_RENDER_DYNAMIC_IMPORTS) {
  const key = findBySrc(src);
  if (key) visit(key, `first-render dynamic import ${src}`);
  else extraNotes.push(`${src}: bundled statically (no chunk of its own), already counted`);
}

const files = new Map(); // file -> kind
for (const key of keys) {
  const chunk = manifest[key];
  if (chunk.file.endsWith('.js')) files.set(chunk.file, 'js');
  for (const css of chunk.css ?? []) files.set(css, 'css');
}

const rows = [...files].map(([file, kind]) => {
  const buf = readFileSync(path.join(distDir, file));
  return { file, kind, raw: buf.length, gzip: zlib.gzipSync(buf, { level: 9 }).length };
});
rows.sort((a, b) => (a.kind === b.kind ? b.gzip - a.gzip : a.kind === 'js' ? -1 : 1));

const kb = (n) => (n / 1024).toFixed(1);
const width = Math.max(4, ...rows.map((r) => r.file.length));
console.log(`${'file'.padEnd(width)}  ${'raw KB'.padStart(9)}  ${'gzip KB'.padStart(9)}`);
for (const r of rows) console.log(`${r.file.padEnd(width)}  ${kb(r.raw).padStart(9)}  ${kb(r.gzip).padStart(9)}`);
const total = (kind) =>
  rows
    .filter((r) => r.kind === kind)
    .reduce((acc, r) => ({ raw: acc.raw + r.raw, gzip: acc.gzip + r.gzip }), { raw: 0, gzip: 0 });
const js = total('js');
const css = total('css');
console.log(
  `${'total JS'.padEnd(width)}  ${kb(js.raw).padStart(9)}  ${kb(js.gzip).padStart(9)}   (${js.gzip} bytes gzip)`,
);
console.log(
  `${'total CSS'.padEnd(width)}  ${kb(css.raw).padStart(9)}  ${kb(css.gzip).padStart(9)}   (${css.gzip} bytes gzip)`,
);
for (const note of extraNotes) console.log(`note: ${note}`);

const line = `bundle budget: JS ${kb(js.gzip)} KB / ${budgetKb} KB, CSS ${kb(css.gzip)} KB`;
if (js.gzip > budgetBytes) {
  console.error(`${line}: OVER BUDGET by ${kb(js.gzip - budgetBytes)} KB (gzip)`);
  process.exit(1);
}
console.log(line);
