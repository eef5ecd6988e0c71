import type { TCertificate } from '@masar/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';

/** GET /certificates/{code}: the public record (no sign-in). */
export async function getCertificate(code: string, signal?: AbortSignal): Promise<TCertificate> {
  const { data } = await api.get<TCertificate>(`/certificates/${encodeURIComponent(code)}`, { signal });
  return data;
}

export function useCertificate(code: string) {
  return useQuery({
    queryKey: ['certificates', code],
    queryFn: ({ signal }) => getCertificate(code, signal),
    // the record is the authority on valid or revoked: read again on every visit (the API sends
    // no-store) and dropped once the page is left; the page waits for this visit's answer
    staleTime: 0,
    gcTime: 0,
    retry: (failures, error) =>
      !(isApiError(error) && error.status !== undefined && error.status < 500) && failures < 3,
  });
}
