import { MyOrders } from '@/features/checkout/components/my-orders';

export default function OrdersRoute() {
  return <MyOrders />;
}
