/**
 * The interface between the API and the web build's server renderer (docs/decisions/007): the web
 * app implements it in src/app/entry-server.tsx, the API loads the built file at run time and
 * calls it. The API never imports the web app's code; both sides import this.
 */
export type TServerRenderOptions = {
  /** the visitor's language (the `lang` cookie); anything else renders in Arabic */
  lang?: string;
  /** GET requests of the page's queries, to relative URLs (/api/...); the API answers them in-process */
  fetch: typeof fetch;
  /** aborts the render (the API's time limit) */
  signal?: AbortSignal;
};

export type TServerRenderResult<TState = unknown> = {
  /** the markup for <div id="root"> */
  html: string;
  title: string;
  lang: 'ar' | 'en';
  dir: 'rtl' | 'ltr';
  /** embedded as JSON in the page (the client's entry reads it) */
  state: TState;
  /** the page's module, a key of the client build's manifest */
  module: string;
};

export type TServerRenderer = {
  /** undefined when the path is not server-rendered or the page is best left to the client */
  render(url: string, options: TServerRenderOptions): Promise<TServerRenderResult | undefined>;
  /** the module of a server-rendered page, for its <link rel=modulepreload> */
  serverRenderedModule(pathname: string): string | undefined;
};

/**
 * The query parameters each server-rendered page reads, by its path (lower case, no trailing
 * slash): the catalog's search, filters, sort and page (features/catalog/hooks/use-course-filters.ts)
 * and the trainers' search, specialty and page (features/trainers/hooks/use-trainer-filters.ts).
 * Every other page reads none. The API keys its page cache by these alone and renders the page
 * without the others, so a junk parameter neither costs a render nor reaches the markup
 * (docs/decisions/013); the web's tests check that the pages read nothing else.
 */
export const SERVER_PAGE_QUERY: Readonly<Record<string, readonly string[]>> = {
  '/courses': ['q', 'category', 'level', 'minPrice', 'maxPrice', 'sort', 'page'],
  '/trainers': ['q', 'specialty', 'page'],
};
