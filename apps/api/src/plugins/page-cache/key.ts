import { LANGUAGES } from '@masar/contracts';

/** Ad and analytics tags: no page reads them, so they do not make a page of their own. */
const TRACKING =
  /^(utm_\w+|fbclid|gclid|gbraid|wbraid|dclid|msclkid|yclid|twclid|ttclid|igshid|mc_cid|mc_eid|_ga|_gl)$/i;

/**
 * The URL a public page is rendered from and cached under: the path as asked, the query without
 * tracking tags and empty values, sorted (pages read their parameters by name, so order and
 * blanks change nothing in the markup).
 */
export function normalizedPageUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  if (queryAt === -1) return pathname;
  const params = new URLSearchParams(url.slice(queryAt + 1));
  const kept = new URLSearchParams();
  for (const [name, value] of params) if (value !== '' && !TRACKING.test(name)) kept.append(name, value);
  kept.sort();
  const search = kept.toString();
  return search ? `${pathname}?${search}` : pathname;
}

/** The page's language as the renderer decides it from the `lang` cookie: Arabic unless a known one. */
export const pageLanguage = (cookie: string | undefined) =>
  (LANGUAGES as readonly string[]).includes(cookie ?? '') ? (cookie as (typeof LANGUAGES)[number]) : 'ar';

export const pageCacheKey = (lang: string, normalizedUrl: string) => `${lang} ${normalizedUrl}`;
