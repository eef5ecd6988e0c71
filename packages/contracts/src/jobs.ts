import { z } from 'zod';

/** Background jobs (issue 32): the ones that failed their last try, for admins to see and retry. */
export const ZFailedJob = z.object({
  _id: z.string(),
  /** the queue, e.g. `mail` */
  queue: z.string(),
  /** what kind of work, when the queue says (a mail's kind), else the queue again */
  kind: z.string(),
  /** the error of the last try */
  error: z.string(),
  tries: z.number().int(),
  createdAt: z.string(),
  failedAt: z.string().nullable(),
});
export type TFailedJob = z.infer<typeof ZFailedJob>;

export const ZFailedJobs = z.object({ jobs: z.array(ZFailedJob) });
export type TFailedJobs = z.infer<typeof ZFailedJobs>;
