import i18next, { type i18n as I18n, type InitOptions, type Resource } from 'i18next';
import { formatNumber } from './format';
import { localesBackend } from './i18n-backend';

export const SUPPORTED_LANGUAGES = ['ar', 'en'] as const;
export type TAppLanguage = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: TAppLanguage = 'ar';
export const LANGUAGE_STORAGE_KEY = 'lang';
/** The same choice in a cookie, so the server renders the pages in it (docs/decisions/007). */
export const LANGUAGE_COOKIE = 'lang';
export const NAMESPACES = [
  'common',
  'errors',
  'home',
  'auth',
  'catalog',
  'pages',
  'career',
  'admin',
  'trainers',
  'moodle',
  'learning',
  'insight',
  'study',
  'quizzes',
] as const;

export function isSupportedLanguage(value: unknown): value is TAppLanguage {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/** Arabic unless the user picked a language before: the browser language is deliberately ignored. */
export function getStoredLanguage(): TAppLanguage {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isSupportedLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

export function directionOf(lang: string): 'rtl' | 'ltr' {
  return lang.startsWith('ar') ? 'rtl' : 'ltr';
}

export function applyDocumentLanguage(lang: string) {
  document.documentElement.lang = lang;
  document.documentElement.dir = directionOf(lang);
}

/** A plain preference cookie for a year: the server renders the next page in this language. */
export function writeLanguageCookie(lang: TAppLanguage) {
  document.cookie = `${LANGUAGE_COOKIE}=${lang}; path=/; max-age=31536000; samesite=lax`;
}

function onLanguageChanged(lang: string) {
  applyDocumentLanguage(lang);
  // Only a change the visitor makes is remembered. Start-up announces the language it read
  // from storage too, and writing that back could undo a choice made in another tab meanwhile.
  if (!i18next.isInitialized || !isSupportedLanguage(lang)) return;
  writeLanguageCookie(lang);
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // storage may be unavailable (private mode); the choice then lasts for the page only
  }
}

export const baseInitOptions: InitOptions = {
  lng: getStoredLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...SUPPORTED_LANGUAGES],
  nonExplicitSupportedLngs: false,
  load: 'languageOnly',
  ns: ['common', 'errors'],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
};

/** Wires the side effects (html lang/dir, persistence) onto an instance. */
export function attachLanguageEffects(instance: I18n) {
  instance.on('languageChanged', onLanguageChanged);
  if (instance.language) applyDocumentLanguage(instance.language);
}

/** What a server-rendered page embeds: its language and the translations it used. */
export type TEmbeddedTranslations = { lang: TAppLanguage; resources: Resource };

/**
 * With `embedded` (a server-rendered page), i18next starts synchronously from those translations,
 * so the first render matches the server's markup; other namespaces still load on demand.
 */
export function initI18n(embedded?: TEmbeddedTranslations) {
  attachLanguageEffects(i18next);
  const ready = i18next.use(localesBackend).init({
    ...baseInitOptions,
    lng: embedded?.lang ?? getStoredLanguage(),
    ...(embedded && { resources: embedded.resources, partialBundledLanguages: true, initAsync: false }),
    // i18next's backend connector reads these from the top-level options (it retries a failed
    // read when the backend says so, doubling the wait each time)
    maxRetries: 5,
    retryTimeout: 350,
    maxParallelReads: 10,
  });
  formatNumbersLikeTheApp(i18next);
  return ready;
}

const NUMBER_OPTIONS = [
  'style',
  'currency',
  'unit',
  'unitDisplay',
  'minimumFractionDigits',
  'maximumFractionDigits',
  'useGrouping',
];

/** `{{count, number}}` in a translation goes through formatNumber, so a page's own strings serve it too. */
export function formatNumbersLikeTheApp(instance: I18n) {
  instance.services.formatter?.add(
    'number',
    (value: number, lng: string | undefined, options: Record<string, unknown>) =>
      formatNumber(
        value,
        lng ?? DEFAULT_LANGUAGE,
        Object.fromEntries(
          NUMBER_OPTIONS.filter((name) => options[name] !== undefined).map((name) => [name, options[name]]),
        ),
      ),
  );
}

export function currentLanguage(): TAppLanguage {
  const lang = i18next.resolvedLanguage ?? i18next.language;
  return isSupportedLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

export { i18next as i18n };
