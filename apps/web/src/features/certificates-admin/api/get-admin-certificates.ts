import type { TAdminCertificate } from '@masar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { readTotal, type TListPage } from '@/lib/list-cache';
import { certificatesAdminKeys, type TAdminCertificatesQuery } from './query-keys';

/** GET /admin/certificates (admin): one page of issued certificates; the total in X-Total-Count. */
export async function getAdminCertificates(
  query: TAdminCertificatesQuery,
  signal?: AbortSignal,
): Promise<TListPage<TAdminCertificate>> {
  const { data, headers } = await api.get<TAdminCertificate[]>('/admin/certificates', { params: query, signal });
  const items = Array.isArray(data) ? data : [];
  return { items, total: readTotal(headers, query.offset, items.length) };
}

export function useAdminCertificates(query: TAdminCertificatesQuery) {
  return useQuery(
    queryOptions({
      queryKey: certificatesAdminKeys.list(query),
      queryFn: ({ signal }) => getAdminCertificates(query, signal),
      // a revocation by another admin shows on the next visit
      staleTime: 0,
      placeholderData: (previous) => previous,
    }),
  );
}
