import { useSyncExternalStore } from 'react';

/**
 * Whether a toast was ever requested: the providers mount react-toastify's container only then.
 * Kept apart from `notify` (./toast.ts) so the shell carries this flag but not the notifier, which
 * only the lazily loaded pages use (home page JS budget).
 */
let requested = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasterRequested() {
  return useSyncExternalStore(
    subscribe,
    () => requested,
    () => requested,
  );
}

export function requestToaster() {
  if (requested) return;
  requested = true;
  listeners.forEach((listener) => listener());
}
