/**
 * Lets non-React code (the HTTP client) navigate. The router installs a client-side navigation;
 * until then, and in tests, a full page load is the fallback.
 */
type TNavigate = (to: string) => void;

let navigator: TNavigate = (to) => window.location.assign(to);

export function setNavigator(next: TNavigate) {
  navigator = next;
}

export function navigateTo(to: string) {
  navigator(to);
}
