import type { QueryKey, QueryState } from '@tanstack/react-query';
import type { TEmbeddedTranslations } from '@/lib/i18n';

/** The id of the JSON <script> a server-rendered page carries (docs/decisions/007). */
export const SERVER_STATE_ID = 'ssr-state';

/** One query the server fetched, as the browser's QueryClient takes it into its cache. */
export type TServerQuery = { queryKey: QueryKey; queryHash: string; state: QueryState };

/**
 * What a server-rendered page embeds for its first client render: the language and the
 * translations the page used, the data its queries fetched, and the numbers and dates it
 * formatted (lib/formatted-strings.ts).
 */
export type TServerState = TEmbeddedTranslations & { queries: TServerQuery[]; formatted: Record<string, string> };
