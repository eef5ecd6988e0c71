export {
  PageCache,
  plainPage,
  PAGE_CACHE_DEFAULTS,
  type CachedPage,
  type PageCacheOptions,
  type PageCacheStatus,
} from './page-cache';
export { normalizedPageUrl, pageCacheKey, pageLanguage } from './key';
