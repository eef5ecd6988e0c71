import { useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { MyCourses } from '@/features/learning/components/my-courses';

/** /usercourses, and /payment-success (SPEC section 2: the same screen, fetched afresh, with a success toast). */
export default function UserCoursesRoute() {
  const { pathname } = useLocation();
  return <MyCourses afterPurchase={pathname === paths.paymentSuccess.path} />;
}
