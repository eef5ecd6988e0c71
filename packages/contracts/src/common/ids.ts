import { z } from 'zod';

/** Records are identified by a UUID, sent as the string `_id`. */
export const ZId = z.uuid();
export const ZIdParams = z.object({ id: ZId });
export type TIdParams = z.infer<typeof ZIdParams>;
