import { useParams } from 'react-router';
import { OrderReceipt } from '@/features/checkout/components/order-receipt';

export default function OrderReceiptRoute() {
  const { id = '' } = useParams();
  return <OrderReceipt orderId={id} />;
}
