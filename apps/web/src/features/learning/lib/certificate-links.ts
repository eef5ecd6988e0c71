import { apiUrl } from '@/lib/api-client';

/** GET /certificates/{code}/pdf is public (the code is the secret), so a plain link downloads it. */
export const certificatePdfHref = (code: string) => apiUrl(`/certificates/${encodeURIComponent(code)}/pdf`);
