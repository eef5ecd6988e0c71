import type { TAdminCertificate, TRevokeCertificateRequest } from '@masar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { replaceInLists } from '@/lib/list-cache';
import { certificatesAdminKeys } from './query-keys';

/** POST /admin/certificates/{code}/revoke (admin): an optional reason, kept for the admins. */
export async function revokeCertificate(code: string, body: TRevokeCertificateRequest): Promise<TAdminCertificate> {
  const { data } = await api.post<TAdminCertificate>(`/admin/certificates/${encodeURIComponent(code)}/revoke`, body);
  return data;
}

/** POST /admin/certificates/{code}/restore (admin): valid again. */
export async function restoreCertificate(code: string): Promise<TAdminCertificate> {
  const { data } = await api.post<TAdminCertificate>(`/admin/certificates/${encodeURIComponent(code)}/restore`);
  return data;
}

type TChange = { code: string; action: 'revoke'; reason?: string } | { code: string; action: 'restore' };

/**
 * Revokes or restores; the answer replaces the row on every cached page at once, then the lists
 * are read again (a status filter may no longer match the row).
 */
export function useChangeCertificateStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: TChange) =>
      change.action === 'revoke'
        ? revokeCertificate(change.code, { reason: change.reason })
        : restoreCertificate(change.code),
    onSuccess: (certificate) =>
      replaceInLists<TAdminCertificate>(queryClient, certificatesAdminKeys.lists(), certificate._id, () => certificate),
    onSettled: () => queryClient.invalidateQueries({ queryKey: certificatesAdminKeys.lists() }),
  });
}
