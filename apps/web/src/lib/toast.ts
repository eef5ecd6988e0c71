import { useSyncExternalStore } from 'react';

/**
 * react-toastify is loaded on the first notification, not with the shell (home page JS budget).
 * Toasts raised before the container mounts are queued by react-toastify and shown once it does.
 */
type TKind = 'success' | 'error' | 'info' | 'warning';

let requested = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasterRequested() {
  return useSyncExternalStore(subscribe, () => requested, () => requested);
}

export function notify(kind: TKind, message: string) {
  if (!requested) {
    requested = true;
    listeners.forEach((listener) => listener());
  }
  void import('react-toastify').then(({ toast }) => toast[kind](message));
}
