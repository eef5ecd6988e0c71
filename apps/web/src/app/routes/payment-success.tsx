import { MyCourses } from '@/features/learning/components/my-courses';

/** SPEC section 2: the same screen as the user's courses, fetched afresh, with a success toast. */
export default function PaymentSuccessRoute() {
  return <MyCourses afterPurchase />;
}
