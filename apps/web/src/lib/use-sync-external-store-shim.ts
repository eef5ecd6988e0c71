/**
 * Stands in for `use-sync-external-store/shim` in the production build (see vite.config.ts):
 * react-i18next imports that shim for React 17, but React 19 has the hook built in, so the
 * shim's code would only add bytes to the home page.
 */
export { useSyncExternalStore } from 'react';
