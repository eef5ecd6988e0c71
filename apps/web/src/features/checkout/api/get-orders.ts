import type { TAdminOrderList, TAdminOrderQuery, TOrder, TOrderReceipt } from '@masar/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';
import { checkoutKeys } from './query-keys';

const noClientRetry = (failures: number, error: Error) =>
  !(isApiError(error) && error.status !== undefined && error.status < 500) && failures < 3;

/** GET /orders: the learner's own orders, newest first. */
export async function getOrders(signal?: AbortSignal): Promise<TOrder[]> {
  const { data } = await api.get<TOrder[]>('/orders', { signal });
  return Array.isArray(data) ? data : [];
}

export function useOrders() {
  return useQuery({ queryKey: checkoutKeys.orders(), queryFn: ({ signal }) => getOrders(signal) });
}

/** GET /orders/{id}: the order with its receipt data (owner or admin). */
export async function getOrder(orderId: string, signal?: AbortSignal): Promise<TOrderReceipt> {
  const { data } = await api.get<TOrderReceipt>(`/orders/${encodeURIComponent(orderId)}`, { signal });
  return data;
}

/** `pollWhilePending`: after a provider's page, the notification may arrive a moment later. */
export function useOrder(orderId: string, { pollWhilePending = false } = {}) {
  return useQuery({
    queryKey: checkoutKeys.order(orderId),
    queryFn: ({ signal }) => getOrder(orderId, signal),
    retry: noClientRetry,
    refetchInterval: (query) => (pollWhilePending && query.state.data?.status === 'pending' ? 3000 : false),
  });
}

/** GET /admin/orders: filtered page of orders with the paid totals of every match. */
export async function getAdminOrders(query: TAdminOrderQuery, signal?: AbortSignal): Promise<TAdminOrderList> {
  const { data } = await api.get<TAdminOrderList>('/admin/orders', { params: query, signal });
  return data;
}

export function useAdminOrders(query: TAdminOrderQuery) {
  return useQuery({
    queryKey: checkoutKeys.adminOrders(query),
    queryFn: ({ signal }) => getAdminOrders(query, signal),
    placeholderData: keepPreviousData,
  });
}
