import { CERTIFICATE_STATUSES } from '@masar/contracts';
import { oneOf, useListParams } from '@/lib/use-list-params';
import type { TAdminCertificatesQuery } from '../api/query-keys';

export const CERTIFICATES_PAGE_SIZE = 20;

/** Search, valid / revoked and the page, in the URL. */
export function useCertificatesFilters() {
  const list = useListParams(CERTIFICATES_PAGE_SIZE);
  const filters = { q: list.get('q'), status: oneOf(CERTIFICATE_STATUSES, list.get('status')) };
  const query: TAdminCertificatesQuery = { ...filters, limit: list.limit, offset: list.offset };
  return { filters, page: list.page, query, update: list.update, reset: list.reset };
}
