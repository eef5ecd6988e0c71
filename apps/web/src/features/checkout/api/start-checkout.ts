import type { TCheckoutRequest, TCheckoutResponse } from '@masar/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /checkout: a free course enrols at once; a paid one answers where to pay. */
export async function startCheckout(body: TCheckoutRequest): Promise<TCheckoutResponse> {
  const { data } = await api.post<TCheckoutResponse>('/checkout', body);
  return data;
}

export function useStartCheckout() {
  return useMutation({ mutationFn: startCheckout });
}
