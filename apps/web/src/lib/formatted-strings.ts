/**
 * The numbers and dates a server-rendered page shows, formatted once on the server and carried in
 * the page (docs/decisions/009). A browser's first Intl.NumberFormat or Intl.DateTimeFormat costs
 * tens of milliseconds (V8 builds its locale tables), which made one long task of hydration; with
 * the page's own strings at hand, hydration formats nothing. Anything else (new data, another
 * option) goes to Intl as before.
 */

/** Strings from the page (the browser). */
const fromPage = new Map<string, string>();

/** The strings the current render pass formats (the server; see startRecording). */
let recording: Map<string, string> | undefined;

/** A key that names a formatting completely: kind, language, options and value. */
export function formattingKey(kind: string, lang: string, options: object, value: string | number) {
  return `${kind}|${lang}|${JSON.stringify(options)}|${value}`;
}

/** `format()`'s result, or the page's string for the same key. */
export function formatOnce(key: string, format: () => string): string {
  const text = fromPage.get(key) ?? format();
  recording?.set(key, text);
  return text;
}

/** The browser: the strings the server formatted for this page. */
export function takeStringsFromPage(strings: Record<string, string> | undefined) {
  for (const [key, text] of Object.entries(strings ?? {})) fromPage.set(key, text);
}

/**
 * The server: records what the render pass about to start formats, until the returned function
 * is called, which gives the strings. A pass of another request that runs meanwhile may add its
 * own (harmless: each key names its result) or miss some (its page formats those in the browser).
 */
export function startRecording(): () => Record<string, string> {
  const strings = new Map<string, string>();
  recording = strings;
  return () => {
    if (recording === strings) recording = undefined;
    return Object.fromEntries(strings);
  };
}
