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
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|@tanstack[\\/](query-core|react-query)|clsx|@radix-ui[\\/]react-direction)[\\/]/,
            },
          ],
        },
        entryFileNames: 'static/js/[name]-[hash].js',
        chunkFileNames: 'static/js/[name]-[hash].js',
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
