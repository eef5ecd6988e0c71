import { requestToaster } from './toaster-state';

export { useToasterRequested } from './toaster-state';

/**
 * react-toastify is loaded on the first notification, not with the shell (home page JS budget).
 * Toasts raised before the container mounts are queued by react-toastify and shown once it does.
 */
type TKind = 'success' | 'error' | 'info' | 'warning';

export function notify(kind: TKind, message: string) {
  requestToaster();
  void import('./toaster').then(({ toast }) => toast[kind](message));
}
