import type { ZInterviewSessionList, ZReviewAverageQuery, ZReviewList } from '@masar/contracts';
import type { z } from 'zod';

// Wire shapes the contracts export only as schemas.
export type TReviewAverageQuery = z.infer<typeof ZReviewAverageQuery>;
export type TReviewListItem = z.infer<typeof ZReviewList>[number];
export type TInterviewListItem = z.infer<typeof ZInterviewSessionList>[number];
