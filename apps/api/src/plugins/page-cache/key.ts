import { LANGUAGES } from '@masar/contracts';
import { SERVER_PAGE_QUERY } from '@masar/contracts/server-renderer';

const READS_NOTHING: readonly string[] = [];

function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment; // a malformed escape stays as it came
  }
}

/**
 * The path as the router matches it (case-insensitive, a trailing slash ignored, escapes decoded),
 * written one way: lower case, each segment escaped as encodeURIComponent escapes it, no trailing
 * slash. `/Policy/`, `/POLICY` and `/p%6Flicy` are one page, rendered and kept once.
 */
function canonicalPath(pathname: string): string {
  const path = pathname
    .split('/')
    .map((segment) => encodeURIComponent(decodedSegment(segment).toLowerCase()))
    .join('/');
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path || '/';
}

/**
 * The URL a public page is rendered from and cached under: its canonical path, and of the query
 * only the parameters that page reads (SERVER_PAGE_QUERY: the catalog's filters, the trainers'
 * search; every other page none), each the first value given, as the page's `params.get` reads it,
 * blank ones dropped, sorted. Anything else (tracking tags, a cache-buster) neither makes a page of
 * its own nor reaches the markup, which is rendered from this URL (issue 31: 5,500 junk query
 * strings on /policy were 5,500 renders).
 */
export function normalizedPageUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const pathname = canonicalPath(queryAt === -1 ? url : url.slice(0, queryAt));
  const reads = SERVER_PAGE_QUERY[pathname] ?? READS_NOTHING;
  if (queryAt === -1 || reads.length === 0) return pathname;
  const params = new URLSearchParams(url.slice(queryAt + 1));
  const kept = new URLSearchParams();
  for (const name of reads) {
    const value = params.get(name);
    if (value) kept.append(name, value);
  }
  kept.sort();
  const search = kept.toString();
  return search ? `${pathname}?${search}` : pathname;
}

/** The page's language as the renderer decides it from the `lang` cookie: Arabic unless a known one. */
export const pageLanguage = (cookie: string | undefined) =>
  (LANGUAGES as readonly string[]).includes(cookie ?? '') ? (cookie as (typeof LANGUAGES)[number]) : 'ar';

export const pageCacheKey = (lang: string, normalizedUrl: string) => `${lang} ${normalizedUrl}`;
