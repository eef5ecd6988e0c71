import type { TOrder, TTestGatewayConfirmRequest, TTestGatewayPage } from '@masar/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { checkoutKeys } from './query-keys';

const base = (orderId: string) => `/payments/test/orders/${encodeURIComponent(orderId)}`;

/** GET /payments/test/orders/{id}: what the test gateway's card page shows (owner, pending only). */
export async function getTestOrder(orderId: string, signal?: AbortSignal): Promise<TTestGatewayPage> {
  const { data } = await api.get<TTestGatewayPage>(base(orderId), { signal });
  return data;
}

export function useTestOrder(orderId: string) {
  return useQuery({
    queryKey: checkoutKeys.testOrder(orderId),
    queryFn: ({ signal }) => getTestOrder(orderId, signal),
    retry: false,
  });
}

/** POST …/confirm: the server signs a notification and runs it through the webhook path. */
export async function confirmTestPayment(orderId: string, body: TTestGatewayConfirmRequest): Promise<TOrder> {
  const { data } = await api.post<TOrder>(`${base(orderId)}/confirm`, body);
  return data;
}

export function useConfirmTestPayment(orderId: string) {
  return useMutation({ mutationFn: (body: TTestGatewayConfirmRequest) => confirmTestPayment(orderId, body) });
}
