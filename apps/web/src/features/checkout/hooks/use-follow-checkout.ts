import type { TCheckoutResponse } from '@masar/contracts';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';

/**
 * Where a checkout's answer sends the learner: enrolled → their courses; a page of ours (the test
 * gateway's) → there without a reload; a provider's page → away. Fawry's reference is the
 * caller's to show. Returns false when the answer has nowhere to go.
 */
export function useFollowCheckout() {
  const navigate = useNavigate();
  return (answer: TCheckoutResponse): boolean => {
    if (answer.enrolled || answer.status === 'paid') {
      void navigate(paths.paymentSuccess.getHref());
      return true;
    }
    if (!answer.redirectUrl) return false;
    const target = new URL(answer.redirectUrl, window.location.href);
    if (target.origin === window.location.origin) void navigate(`${target.pathname}${target.search}`);
    else window.location.assign(target.href);
    return true;
  };
}
