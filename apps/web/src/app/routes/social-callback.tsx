import { SocialCallback } from '@/features/auth/components/social-callback';
import { useUrlSearch } from '@/lib/use-url-search';

/** /auth/google/callback: where both providers' sign-ins end (PRODUCT.md section 3). */
export default function SocialCallbackRoute() {
  const [search] = useUrlSearch();
  return <SocialCallback search={search} />;
}
