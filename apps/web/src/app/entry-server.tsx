/**
 * Server rendering of the public pages (docs/decisions/007-server-rendered-public-pages.md).
 * Built by `vite build --ssr` into apps/web/dist-server/ and loaded by the API
 * (apps/api/src/plugins/app/ssr.ts), never sent to browsers.
 *
 * `render(url, { lang, fetch })` renders the same route tree as the browser (main.tsx) in a static
 * router, with i18next started from every translation file, and a QueryClient filled by running
 * the queries the page's components ask for through `fetch` (the API in-process): a first pass
 * renders the page and collects its queries, which are fetched, then it renders again, until no
 * new query appears. The browser's first render then finds the same translations and the same
 * cache entries (same keys, same URLs) in the page, so it hydrates without a request.
 */
import { dehydrate, type FetchQueryOptions, type Query, type QueryClient } from '@tanstack/react-query';
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { StrictMode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { matchPath, StaticRouter } from 'react-router';
import { paths } from '@/config/paths';
import { getCoursesQueryOptions } from '@/features/catalog/api/get-courses';
import { BEST_SELLING_QUERY } from '@/features/catalog/components/best-selling-carousel';
import { getClientReviewsQueryOptions } from '@/features/home/api/get-client-reviews';
import { setServerFetch } from '@/lib/api-client';
import { startRecording } from '@/lib/formatted-strings';
import {
  baseInitOptions,
  DEFAULT_LANGUAGE,
  directionOf,
  formatNumbersLikeTheApp,
  isSupportedLanguage,
  type TAppLanguage,
} from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { createQueryRecipes } from './server-query-recipes';
import { ServerRenderContext, type TServerRender } from '@/lib/use-translation';
import { AppProviders } from './providers';
import { AppRoutes } from './router';
import type { TServerRenderOptions, TServerRenderResult, TServerRenderer } from '@masar/contracts/server-renderer';
import type { TServerQuery, TServerState } from './server-state';

type TServerRenderedPage = {
  path: string;
  /** the page's module: its key in the client build's manifest, for <link rel=modulepreload> */
  module: string;
  /**
   * What the page asks for after its first render (sections rendered as they near the viewport):
   * in the page too, they render at once, without a request and a second render
   */
  later?: { namespaces: string[]; queries: () => FetchQueryOptions[] };
};

/** The home page's lower sections (app/routes/home-below-the-fold.tsx). */
const HOME_BELOW_THE_FOLD: TServerRenderedPage['later'] = {
  namespaces: ['catalog'],
  queries: () => [getCoursesQueryOptions(BEST_SELLING_QUERY), getClientReviewsQueryOptions()] as FetchQueryOptions[],
};

/** The pages rendered on the server; every other path stays a client-rendered page. */
const SERVER_RENDERED: readonly TServerRenderedPage[] = [
  { path: paths.home.path, module: 'src/app/routes/home.tsx', later: HOME_BELOW_THE_FOLD },
  { path: paths.homeAlias.path, module: 'src/app/routes/home.tsx', later: HOME_BELOW_THE_FOLD },
  { path: paths.courses.path, module: 'src/app/routes/courses.tsx' },
  { path: paths.courseDetails.path, module: 'src/app/routes/course-details.tsx' },
  { path: paths.trainers.path, module: 'src/app/routes/trainers.tsx' },
  { path: paths.trainerProfile.path, module: 'src/app/routes/trainer-profile.tsx' },
  { path: paths.policy.path, module: 'src/app/routes/policy.tsx' },
  { path: paths.terms.path, module: 'src/app/routes/terms.tsx' },
  { path: paths.landing.path, module: 'src/app/routes/landing.tsx' },
];

function serverRenderedPage(pathname: string) {
  // the API's router is case-insensitive and ignores a trailing slash; so is this match
  return SERVER_RENDERED.find((route) => matchPath({ path: route.path, caseSensitive: false, end: true }, pathname));
}

/** The page module of a server-rendered path, or undefined. */
export const serverRenderedModule: TServerRenderer['serverRenderedModule'] = (pathname) =>
  serverRenderedPage(pathname)?.module;

// every translation file, bundled: the server never fetches them
const localeFiles = import.meta.glob<Record<string, unknown>>('../../public/locales/*/*.json', {
  eager: true,
  import: 'default',
});
const allResources: Resource = {};
for (const [file, content] of Object.entries(localeFiles)) {
  const match = /locales\/(\w+)\/([\w-]+)\.json$/.exec(file);
  if (!match) continue;
  const [, lng, ns] = match as unknown as [string, string, string];
  allResources[lng] = { ...allResources[lng], [ns]: content };
}
const allNamespaces = [...new Set(Object.values(allResources).flatMap((byNs) => Object.keys(byNs)))];

/** The namespaces the browser's i18next loads at start-up (lib/i18n.ts `ns`): always embedded. */
const STARTUP_NAMESPACES = ['common', 'errors'];

/** A translation without options, as every render asks for it again: its text and the files it read. */
type TPlainTranslation = { text: string; read: readonly string[] };

/** At most this many plain translations are kept (the app's keys are far fewer; dynamic keys too). */
const PLAIN_TRANSLATIONS_KEPT = 10_000;

/**
 * Plain translations (a key, its namespace and language, no values, plural or context), shared by
 * every render: the translation files are bundled and never change, so neither does such a text.
 * i18next's lookup (key parsing, the namespace and fallback-language walk, nesting and
 * interpolation) was a tenth of a page's render; most of a page's calls are plain.
 */
const plainTranslations = new Map<string, TPlainTranslation>();

/** The options fixedT passes for a call without options of its own (lib/use-translation.ts). */
function isPlainCall(options: unknown): options is { lng: string; ns?: string } {
  if (typeof options !== 'object' || options === null) return false;
  for (const [name, value] of Object.entries(options)) {
    if (name === 'lng' || name === 'ns') {
      if (value !== undefined && typeof value !== 'string') return false;
    } else if ((name !== 'lngs' && name !== 'keyPrefix') || value !== undefined) return false;
  }
  return typeof (options as { lng?: unknown }).lng === 'string';
}

/** A fresh instance for one render, recording which translation files the page read. */
function createRequestI18n(lang: TAppLanguage, laterNamespaces: readonly string[]) {
  const used = new Set<string>();
  const instance: I18n = i18next.createInstance();
  void instance.init({ ...baseInitOptions, lng: lang, ns: allNamespaces, resources: allResources, initAsync: false });
  formatNumbersLikeTheApp(instance);
  // the files a plain translation reads while it is first looked up
  let reading: string[] | undefined;
  // every lookup, of any namespace or fallback language, goes through the store's getResource
  // (i18next's typings leave it out)
  const store = instance.services.resourceStore as unknown as {
    getResource(lng: string, ns: string, ...rest: unknown[]): unknown;
  };
  const getResource = store.getResource.bind(store);
  store.getResource = (lng, ns, ...rest) => {
    const pair = `${lng}\u0000${ns}`;
    used.add(pair);
    reading?.push(pair);
    return getResource(lng, ns, ...rest);
  };
  // every t() of a component goes through the instance's t (getFixedT calls `this.t`)
  const translate = instance.t.bind(instance) as unknown as (...args: unknown[]) => unknown;
  instance.t = ((...args: unknown[]) => {
    const [key, options] = args;
    if (args.length !== 2 || typeof key !== 'string' || !isPlainCall(options)) return translate(...args);
    const id = `${options.lng}\u0000${options.ns ?? ''}\u0000${key}`;
    const kept = plainTranslations.get(id);
    if (kept) {
      for (const pair of kept.read) used.add(pair);
      return kept.text;
    }
    const outer = reading;
    reading = [];
    let text: unknown;
    try {
      text = translate(key, options);
    } finally {
      const read = [...new Set(reading)];
      reading = outer;
      outer?.push(...read);
      if (typeof text === 'string') {
        if (plainTranslations.size >= PLAIN_TRANSLATIONS_KEPT) plainTranslations.clear();
        plainTranslations.set(id, { text, read });
      }
    }
    return text;
  }) as unknown as I18n['t'];

  /** The translation files read, plus what the browser loads at start-up (its language and the fallback). */
  const embedded = (): Resource => {
    const pairs = new Set(used);
    for (const ns of laterNamespaces) pairs.add(`${lang}\u0000${ns}`);
    for (const lng of new Set([lang, DEFAULT_LANGUAGE]))
      for (const ns of STARTUP_NAMESPACES) pairs.add(`${lng}\u0000${ns}`);
    const resources: Resource = {};
    for (const pair of pairs) {
      const [lng, ns] = pair.split('\u0000') as [string, string];
      const content = allResources[lng]?.[ns];
      if (content) resources[lng] = { ...resources[lng], [ns]: content };
    }
    return resources;
  };
  return { instance, embedded };
}

function createServerQueryClient(): QueryClient {
  const client = createQueryClient();
  const defaults = client.getDefaultOptions();
  // no retries (the page falls back to the client-rendered app instead), and no garbage-collection
  // timers: the client lives for one request
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false, gcTime: Infinity } });
  return client;
}

function isEnabled(query: Query) {
  const { enabled } = query.options as { enabled?: boolean | ((q: Query) => boolean) };
  return (typeof enabled === 'function' ? enabled(query) : enabled) !== false;
}

/** Queries a render asked for that nobody has fetched yet (as the browser would on mount). */
function unfetchedQueries(client: QueryClient) {
  return client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' && isEnabled(query));
}

async function renderToHtml(element: React.ReactElement, signal: AbortSignal | undefined) {
  const errors: unknown[] = [];
  const stream = await renderToReadableStream(element, {
    signal,
    // every Suspense boundary inline, in order: React otherwise moves large ones to the end of the
    // page with an inline script to put them back, which the Content-Security-Policy forbids
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error) {
      errors.push(error);
    },
  });
  await stream.allReady;
  const html = await new Response(stream).text();
  // an error below a Suspense boundary would leave that part to the client: serve the plain app instead
  if (errors.length > 0) throw errors[0] instanceof Error ? errors[0] : new Error(String(errors[0]));
  return html;
}

const recipes = createQueryRecipes();

/** At most this many render passes: each one may reveal queries that depend on the previous ones' data. */
const MAX_PASSES = 4;

/**
 * Renders a public page; undefined when the path is not server-rendered or the page needs
 * something the server cannot give it (a failed query: the client-rendered app shows it best).
 * Throws on render errors.
 */
export async function render(
  url: string,
  options: TServerRenderOptions,
): Promise<TServerRenderResult<TServerState> | undefined> {
  const location = new URL(url, 'http://server.invalid');
  const page = serverRenderedPage(location.pathname);
  if (!page) return undefined;
  const lang: TAppLanguage = isSupportedLanguage(options.lang) ? options.lang : DEFAULT_LANGUAGE;
  const Server = ServerRenderContext;
  if (!Server) throw new Error('entry-server.tsx must be built with `vite build --ssr`');
  const i18n = createRequestI18n(lang, page.later?.namespaces ?? []);
  const queryClient = createServerQueryClient();
  try {
    // fetched beside the first render pass; one that fails is left to the browser
    setServerFetch(options.fetch);
    const later = Promise.all(
      (page.later?.queries() ?? []).map((query) => queryClient.prefetchQuery({ ...query, retry: false })),
    );
    // what this page asked for when it was last rendered, fetched before the first pass; a failure
    // leaves the query to the render passes, as if it were new
    const recipe = `${lang} ${location.pathname}${location.search}`;
    await Promise.all(recipes.recall(recipe).map((query) => queryClient.prefetchQuery({ ...query, retry: false })));
    queryClient.removeQueries({ predicate: (query) => query.state.status === 'error' });
    let html = '';
    let title: string | undefined;
    let formatted: Record<string, string> = {};
    for (let pass = 1; ; pass += 1) {
      title = undefined;
      const stopRecording = startRecording();
      const server: TServerRender = {
        i18n: i18n.instance,
        // the outermost page's title wins, as in the browser, where its effect runs after its children's
        setTitle: (text) => {
          title ??= text;
        },
      };
      html = await renderToHtml(
        <Server value={server}>
          <StrictMode>
            <AppProviders queryClient={queryClient}>
              <StaticRouter location={location.pathname + location.search}>
                <AppRoutes />
              </StaticRouter>
            </AppProviders>
          </StrictMode>
        </Server>,
        options.signal,
      ).finally(() => {
        formatted = stopRecording();
      });
      const queries = unfetchedQueries(queryClient);
      if (queries.length === 0) break;
      if (pass === MAX_PASSES) throw new Error(`${url}: queries still unfetched after ${MAX_PASSES} render passes`);
      // set right before the fetches start: each query function reads it synchronously
      setServerFetch(options.fetch);
      await Promise.all(queries.map((query) => query.fetch({ ...query.options, retry: false }).catch(() => undefined)));
      if (queries.some((query) => query.state.status !== 'success')) return undefined;
      options.signal?.throwIfAborted();
    }
    await later;
    recipes.remember(recipe, queryClient);
    const queries: TServerQuery[] = dehydrate(queryClient).queries.map(({ queryKey, queryHash, state }) => ({
      queryKey,
      queryHash,
      state: { ...state, fetchStatus: 'idle' },
    }));
    return {
      html,
      title: title ?? i18n.instance.t('brand.name', { ns: 'common' }),
      lang,
      dir: directionOf(lang),
      state: { lang, resources: i18n.embedded(), queries, formatted },
      module: page.module,
    };
  } finally {
    queryClient.clear();
  }
}
