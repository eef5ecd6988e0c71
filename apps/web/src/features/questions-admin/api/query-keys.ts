import type { TQuestionQueueQuery } from '@masar/contracts';

export type TQueueQuery = Required<TQuestionQueueQuery>;

export const questionsAdminKeys = {
  all: ['questions-admin'] as const,
  lists: () => [...questionsAdminKeys.all, 'list'] as const,
  list: (query: TQueueQuery) => [...questionsAdminKeys.lists(), query] as const,
};
