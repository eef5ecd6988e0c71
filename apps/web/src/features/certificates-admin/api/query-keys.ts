import type { TCertificateStatus } from '@masar/contracts';

/** GET /admin/certificates as the page sends it. */
export type TAdminCertificatesQuery = { q?: string; status?: TCertificateStatus; limit: number; offset: number };

export const certificatesAdminKeys = {
  all: ['certificates-admin'] as const,
  lists: () => [...certificatesAdminKeys.all, 'list'] as const,
  list: (query: TAdminCertificatesQuery) => [...certificatesAdminKeys.lists(), query] as const,
};
