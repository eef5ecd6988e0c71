import type { TAdminOrderQuery } from '@masar/contracts';

export const checkoutKeys = {
  all: ['checkout'] as const,
  providers: () => [...checkoutKeys.all, 'providers'] as const,
  testOrder: (orderId: string) => [...checkoutKeys.all, 'test-order', orderId] as const,
  orders: () => [...checkoutKeys.all, 'orders'] as const,
  order: (orderId: string) => [...checkoutKeys.all, 'orders', orderId] as const,
  adminOrders: (query: TAdminOrderQuery) => [...checkoutKeys.all, 'admin-orders', query] as const,
};
