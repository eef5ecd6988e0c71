import type { TEnhanceRequest, TEnhanceResult } from '@masar/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useTranslation } from '@/lib/use-translation';
import { careerKeys } from './query-keys';
import { retryUnlessClientError } from './retry';

/** POST /career/enhance: rewrite suggestions for a saved CV or a reviewed upload. */
export async function enhance(body: TEnhanceRequest, signal?: AbortSignal): Promise<TEnhanceResult> {
  const { data } = await api.post<TEnhanceResult>('/career/enhance', body, { signal });
  return data;
}

/**
 * A query, not a mutation: it changes nothing on the server, and the suggestions should survive a
 * remount without asking the engine (or the model) again. Keyed by language: the reasons come in it.
 */
export function useEnhance(source: TEnhanceRequest | null) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: careerKeys.enhance(source ?? {}, i18n.language),
    queryFn: ({ signal }) => enhance(source as TEnhanceRequest, signal),
    enabled: source !== null,
    staleTime: Infinity,
    retry: retryUnlessClientError,
  });
}
