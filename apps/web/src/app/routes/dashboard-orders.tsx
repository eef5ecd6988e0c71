import { AdminOrders } from '@/features/checkout/components/admin-orders';

export default function DashboardOrdersRoute() {
  return <AdminOrders />;
}
