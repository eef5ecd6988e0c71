import type { TOrder } from '@masar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { checkoutKeys } from './query-keys';

/** POST /admin/orders/{id}/refunded: a refund-due payment has been given back (admin). */
export async function markRefunded(orderId: string): Promise<TOrder> {
  const { data } = await api.post<TOrder>(`/admin/orders/${encodeURIComponent(orderId)}/refunded`);
  return data;
}

export function useMarkRefunded() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRefunded,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...checkoutKeys.all, 'admin-orders'] }),
  });
}
