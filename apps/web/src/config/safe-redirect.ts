/** Only same-site paths are accepted as a post-login destination (no open redirects). */
export function safeRedirectTarget(value: string | null | undefined, fallback = '/') {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}
