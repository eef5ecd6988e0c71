import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const require = createRequire(import.meta.url);

/**
 * react-router's package "exports" always select its development build (dev warnings compiled in);
 * the same package ships a production build, identical but for ENABLE_DEV_WARNINGS = false.
 */
const reactRouterProduction = path.join(path.dirname(require.resolve('react-router')), '../production/index.mjs');

export default defineConfig(({ command }) => ({
  base: '/',
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // Smaller production bundle for the home page's 120 KB budget (scripts/gates/bundle-budget.mjs);
      // the dev server and the tests keep the original modules and their warnings.
      ...(command === 'build'
        ? [
            { find: /^react-router$/, replacement: reactRouterProduction },
          ]
        : []),
    ],
  },
  build: {
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
              // contracts), the auth feature, its form components and icons (none of them used by
              // the home page). Left to itself the bundler makes a dozen tiny shared chunks whose
              // names all land in the entry's preload map, which the home page downloads
              // (docs/decisions/003).
              name: 'account',
              // only what matches: its imports (session, HTTP client, i18n) stay in the shell's chunks
              includeDependenciesRecursively: false,
              test: /node_modules[\\/](zod|react-hook-form|@hookform[\\/]resolvers)[\\/]|node_modules[\\/]@tanstack[\\/](react-query|query-core)[\\/]build[\\/]modern[\\/](useMutation|mutationObserver)\.|packages[\\/]contracts[\\/]|src[\\/]features[\\/]auth[\\/]|src[\\/]components[\\/]ui[\\/](text-field|action-button|notice|confirm-dialog|status-spinner)\.|src[\\/]lib[\\/](use-url-search|format-date|toast)\.|lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](eye|eye-off|info|circle-check|circle-alert|circle-exclamation-point|badge-check|search|chevron-left|chevron-right)\.mjs/,
            },
          ],
        },
        // 6 hash characters (36 bits) are plenty for ~50 files; every name sits in the entry's
        // preload map, where hash characters do not compress (docs/decisions/003)
        entryFileNames: 'static/js/[name]-[hash:6].js',
        chunkFileNames: 'static/js/[name]-[hash:6].js',
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
