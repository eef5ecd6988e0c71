#!/usr/bin/env node
/**
 * Bundle budget gate for the public pages: the home page (`/`), the catalog and a course page.
 *
 * Counts every JavaScript file the browser downloads to render the home page with its course grid:
 * the `index.html` entry and, transitively, its static imports; the lazily loaded home route
 * module and, transitively, its static imports; and the dynamic imports the home page triggers on
 * its first render (listed by source path in HOME_FIRST_RENDER_DYNAMIC_IMPORTS below). Each file is
 * gzipped at level 9; the catalog and course pages likewise, from their route modules (PAGES below).
 * Exits 1 when a page's JavaScript total exceeds its budget.
 *
 * Usage: node scripts/gates/bundle-budget.mjs [distDir]   (default apps/web/dist)
 * Env:   BUNDLE_BUDGET_JS_KB overrides the home page's 120 KB JavaScript budget (e.g. for a demonstration).
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
/**
 * The public pages a visitor lands on, each with its route module and budget (gzip). The home page
 * also counts its first-render dynamic imports. The catalog and course pages load the shared public
 * chunk; the forms' code (zod, react-hook-form: the `account` chunk) must stay out of it (issue 18:
 * 60 KB of it rode along on both pages through a helper imported by the course registration form).
 */
const PAGES = [
  { page: '/', route: HOME_ROUTE_SRC, budgetKb, dynamicImports: HOME_FIRST_RENDER_DYNAMIC_IMPORTS },
  { page: '/courses', route: 'src/app/routes/courses.tsx', budgetKb: 145, dynamicImports: [] },
  { page: '/course-details/{id}', route: 'src/app/routes/course-details.tsx', budgetKb: 145, dynamicImports: [] },
];

const kb = (n) => (n / 1024).toFixed(1);
let over = false;
for (const { page, route, budgetKb: pageBudgetKb, dynamicImports } of PAGES) {
  const routeKey = findBySrc(route);
  if (!routeKey) {
    console.error(`bundle budget: the route ${route} is not in the manifest (is it still lazily loaded?)`);
    process.exit(2);
  }
  if (!manifest[entryKey].dynamicImports?.some((k) => k === routeKey || manifest[k]?.src === route)) {
    console.warn(`bundle budget: warning: ${route} is not a dynamic import of the entry`);
  }
  const { js, css, notes } = measure(routeKey, dynamicImports, page === '/');
  for (const note of notes) console.log(`note: ${note}`);
  const line = `bundle budget ${page}: JS ${kb(js.gzip)} KB / ${pageBudgetKb} KB, CSS ${kb(css.gzip)} KB`;
  if (js.gzip > Math.round(pageBudgetKb * 1024)) {
    console.error(`${line}: OVER BUDGET by ${kb(js.gzip - Math.round(pageBudgetKb * 1024))} KB (gzip)`);
    over = true;
  } else console.log(line);
}
if (over) process.exit(1);

/** The JavaScript and CSS a page downloads: the entry, its route and their static imports (gzip -9). */
function measure(routeKey, dynamicImports, printFiles) {
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
  visit(routeKey, 'route');
  const notes = [];
  for (const src of dynamicImports) {
    const key = findBySrc(src);
    if (key) visit(key, `first-render dynamic import ${src}`);
    else notes.push(`${src}: bundled statically (no chunk of its own), already counted`);
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
  const total = (kind) =>
    rows
      .filter((r) => r.kind === kind)
      .reduce((acc, r) => ({ raw: acc.raw + r.raw, gzip: acc.gzip + r.gzip }), { raw: 0, gzip: 0 });
  const js = total('js');
  const css = total('css');
  if (printFiles) {
    const width = Math.max(4, ...rows.map((r) => r.file.length));
    console.log(`${'file'.padEnd(width)}  ${'raw KB'.padStart(9)}  ${'gzip KB'.padStart(9)}`);
    for (const r of rows) console.log(`${r.file.padEnd(width)}  ${kb(r.raw).padStart(9)}  ${kb(r.gzip).padStart(9)}`);
    console.log(
      `${'total JS'.padEnd(width)}  ${kb(js.raw).padStart(9)}  ${kb(js.gzip).padStart(9)}   (${js.gzip} bytes gzip)`,
    );
    console.log(
      `${'total CSS'.padEnd(width)}  ${kb(css.raw).padStart(9)}  ${kb(css.gzip).padStart(9)}   (${css.gzip} bytes gzip)`,
    );
  }
  return { js, css, notes };
}
