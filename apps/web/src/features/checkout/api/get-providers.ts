import type { TPaymentProviderInfo } from '@masar/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { checkoutKeys } from './query-keys';

/** GET /payments/providers: the configured providers, the default first. */
export async function getProviders(signal?: AbortSignal): Promise<TPaymentProviderInfo[]> {
  const { data } = await api.get<TPaymentProviderInfo[]>('/payments/providers', { signal });
  const list = Array.isArray(data) ? data : [];
  return [...list].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
}

export function useProviders() {
  return useQuery({
    queryKey: checkoutKeys.providers(),
    queryFn: ({ signal }) => getProviders(signal),
    staleTime: 5 * 60_000,
  });
}
