import { useLocation, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { AdminOrders } from '@/features/checkout/components/admin-orders';
import { MyOrders } from '@/features/checkout/components/my-orders';
import { OrderReceipt } from '@/features/checkout/components/order-receipt';

/**
 * /orders, /orders/{id} (the receipt) and /dashboard/orders share one chunk: every lazily loaded
 * route adds to the entry's preload map, which the home page downloads (its 120 KB budget).
 */
export default function OrdersRoute() {
  const { id } = useParams();
  const { pathname } = useLocation();
  if (pathname === paths.dashboardOrders.path) return <AdminOrders />;
  return id ? <OrderReceipt key={id} orderId={id} /> : <MyOrders />;
}
