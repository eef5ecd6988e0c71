import { z } from 'zod';

export const ZHealth = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  database: z.object({ reachable: z.boolean(), driver: z.enum(['pglite', 'postgres']) }),
  /** REDIS_URL's store of the shared rate limits; while unreachable each process counts alone */
  redis: z.object({ configured: z.boolean(), reachable: z.boolean().nullable() }),
  uptimeSeconds: z.number(),
});
export type THealth = z.infer<typeof ZHealth>;
