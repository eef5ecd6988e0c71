/**
 * Lets non-React code (the HTTP client) navigate. The router registers a client-side navigation
 * while it is mounted (see RegisterNavigator in app/router.tsx); until then, and in tests without
 * a router, a full page load is the fallback.
 */
type TNavigate = (to: string) => void;

const fullPageLoad: TNavigate = (to) => window.location.assign(to);

let navigator: TNavigate = fullPageLoad;

export function setNavigator(next: TNavigate) {
  navigator = next;
}

/** Back to the full-page-load fallback (the router unmounted). */
export function resetNavigator() {
  navigator = fullPageLoad;
}

export function navigateTo(to: string) {
  navigator(to);
}
