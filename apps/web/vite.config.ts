import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const require = createRequire(import.meta.url);

/**
 * react-router's package "exports" always select its development build (dev warnings compiled in);
 * the same package ships a production build, identical but for ENABLE_DEV_WARNINGS = false.
 */
const reactRouterProduction = path.join(path.dirname(require.resolve('react-router')), '../production/index.mjs');

/**
 * lucide-react's icons give each path a random React `key` ("1ays0h"), which gzip cannot compress,
 * and a stray `__iconData.node;` statement. Built code drops both: an icon's paths never move, so
 * React needs no keys to reconcile them, and it warns about missing keys only in development, where
 * the modules stay as they are. About 300 bytes gzip of the home page's first load (decision 005).
 */
const lucideIconsWithoutKeys: Plugin = {
  name: 'lucide-icons-without-keys',
  apply: 'build',
  transform(code, id) {
    if (!/lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/][^\\/]+\.mjs$/.test(id)) return null;
    return { code: code.replace(/,\s*key: "[^"]*"/g, '').replace(/^__iconData\.node;$/m, ''), map: null };
  },
};

/**
 * `vite build --ssr` (the second half of `npm run build`): the server renderer of the public pages
 * (src/app/entry-server.tsx, docs/decisions/007) as one ES module in dist-server/, which the API
 * imports; never served. Everything is bundled into it, React in its production build.
 */
const serverBuild = {
  outDir: 'dist-server',
  emptyOutDir: true,
  copyPublicDir: false,
  rollupOptions: { output: { codeSplitting: false, entryFileNames: '[name].js' } },
} as const;

export default defineConfig(({ command, isSsrBuild }) => ({
  base: '/',
  ...(isSsrBuild && {
    ssr: { noExternal: true, target: 'node' as const },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  }),
  plugins: [react(), tailwindcss(), lucideIconsWithoutKeys],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // Smaller production bundle for the home page's 120 KB budget (scripts/gates/bundle-budget.mjs);
      // the dev server and the tests keep the original modules and their warnings.
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
  },
  build: isSsrBuild
    ? serverBuild
    : {
        outDir: 'dist',
        emptyOutDir: true,
        manifest: true,
        // every browser the app supports has <link rel=modulepreload>; the polyfill only costs bytes
        modulePreload: { polyfill: false },
        assetsDir: 'static',
        rollupOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'vendor',
                  // useMutation and its observer stay out: only the lazily loaded account and admin
                  // pages use them, and the vendor chunk counts toward the home page's budget.
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|@tanstack[\\/](query-core|react-query)|clsx|@radix-ui[\\/]react-direction)[\\/](?!build[\\/]modern[\\/](?:useMutation|mutationObserver)\.)/,
                },
                {
                  // The account pages' shared code in one chunk: forms (zod, react-hook-form, the
                  // contracts but their formatters, which the home page's prices use, and the support
                  // hours, which every public page's footer shows), the auth feature, its form components
                  // and icons (none of them used by the home page), and the public site's two forms
                  // (contact, course registration, with its country list), which load it anyway: a
                  // public-page module left in here drags all of it onto the catalog and course pages
                  // (the bundle budget gate counts them). Left to itself the bundler makes a dozen tiny shared chunks whose
                  // names all land in the entry's preload map, which the home page downloads
                  // (docs/decisions/003).
                  name: 'account',
                  // only what matches: its imports (session, HTTP client, i18n) stay in the shell's chunks
                  includeDependenciesRecursively: false,
                  test: /node_modules[\\/](zod|react-hook-form|@hookform[\\/]resolvers)[\\/]|node_modules[\\/]@tanstack[\\/](react-query|query-core)[\\/]build[\\/]modern[\\/](useMutation|mutationObserver)\.|packages[\\/]contracts[\\/](?!src[\\/](format|support-hours))|src[\\/]features[\\/]auth[\\/]|src[\\/]components[\\/]ui[\\/](text-field|action-button|notice|confirm-dialog|status-spinner|select-field|textarea-field)\.|src[\\/]lib[\\/](toast|use-field-error|form-server-errors)\.|src[\\/]config[\\/]safe-redirect\.|src[\\/]features[\\/]site[\\/](components[\\/](contact-form|course-registration-form|text-area-field)|api[\\/](send-contact-message|register-for-course)|lib[\\/](server-field-errors|countries))\.|lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](eye|eye-off|info|circle-check|circle-alert|circle-exclamation-point|badge-check)\.mjs/,
                },
                {
                  // Small modules that several lazy pages share (icons, UI pieces), in one file instead of
                  // a dozen of a few hundred bytes each: every file name is an entry of the entry's preload
                  // map, which the home page downloads (docs/decisions/007). None is on the home page's
                  // first render. The course image (its category icons) and the progress bar serve the
                  // catalog and the learner's pages alike, so do the captions' tracks and stored choice (free previews
                  // and the player); the currency's name, the catalog's and the course editor's.
                  name: 'shared',
                  includeDependenciesRecursively: false,
                  test: /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](chevron-down|book-open|file-text|mail|users|plus|arrow-left|trash|pencil|upload|credit-card|external-link|file-up|clipboard-list|chart-column|brain|briefcase-business|code-xml|palette)\.mjs|src[\\/]components[\\/]ui[\\/](skeleton|card|alert|badge|progress-bar)\.|src[\\/]components[\\/](course-image|caption-track-list)\.|src[\\/]lib[\\/](tagged-text|format-currency-name|caption-choice)\.|packages[\\/]contracts[\\/]src[\\/]format[\\/]currency-name\./,
                },
                {
                  // the career pages' small shared helpers, for the same reason
                  name: 'career-shared',
                  includeDependenciesRecursively: false,
                  test: /src[\\/]features[\\/]career[\\/](api[\\/](retry|get-resumes|get-reviews|query-keys|get-roles)|hooks[\\/]use-career-field-error|lib[\\/]cv-labels|components[\\/](skills[\\/]role-select|review[\\/]score-dial))\./,
                },
                {
                  // What both the account pages and the public catalog pages use: were it in `account`,
                  // the catalog would download the forms' chunk (zod) just for these.
                  name: 'common',
                  includeDependenciesRecursively: false,
                  test: /src[\\/]lib[\\/]use-url-search\.|lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](search|chevron-left|chevron-right)\.mjs/,
                },
                {
                  // What the home route renders first and the public pages reuse (counters, site info,
                  // number formats, the deferred loader, icons): one file instead of six tiny ones.
                  name: 'home-first',
                  includeDependenciesRecursively: false,
                  test: /src[\\/]features[\\/](home[\\/]components[\\/](hero|why-masar)|site[\\/]components[\\/](counters|deferred)|site[\\/]api[\\/]get-site-info)\.|lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](arrow-right|graduation-cap|award|book-open-check|sparkles|presentation|users-round)\.mjs/,
                },
                {
                  // The public pages (catalog, course details, trainers, home below the fold, policy,
                  // terms, landing) in one chunk, and the icons only they use, instead of ~20 tiny shared
                  // chunks. What the home page renders first stays out: the home route would otherwise
                  // download all of this (docs/decisions/005).
                  name: 'public',
                  includeDependenciesRecursively: false,
                  test: (id) =>
                    /src[\\/]features[\\/](catalog|trainers|site|home)[\\/]|src[\\/]components[\\/]ui[\\/]page-links\.|lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](briefcase|calendar-days|check|download|file-check-corner|file-down|file-plus-corner|file-search|medal|messages-square|phone|circle-play|quote|radar|search-x|shield-check|sliders-horizontal|star|target|telescope|user-search|wand-sparkles)\.mjs/.test(
                      id,
                    ) &&
                    !/src[\\/]features[\\/](home[\\/]components[\\/](hero|why-masar)|site[\\/]components[\\/](counters|deferred)|site[\\/]api[\\/]get-site-info)\./.test(
                      id,
                    ) &&
                    // the preview player dialog: its own chunk, loaded on the first click on a preview
                    !/src[\\/]features[\\/]catalog[\\/](components[\\/]course-details[\\/]lecture-preview-dialog|api[\\/]get-lecture-preview)\./.test(
                      id,
                    ),
                },
              ],
            },
            // Short hashes: every name sits in the entry's preload map, where hash characters do not
            // compress (docs/decisions/003). 7 characters: the bundler needs more than 6 past 64 files.
            entryFileNames: 'static/js/[name]-[hash:7].js',
            chunkFileNames: 'static/js/[name]-[hash:7].js',
            assetFileNames: (asset) =>
              (asset.names ?? []).some((n) => n.endsWith('.css'))
                ? 'static/css/[name]-[hash][extname]'
                : 'static/media/[name]-[hash][extname]',
          },
        },
      },
  server: {
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: true },
    },
  },
}));
