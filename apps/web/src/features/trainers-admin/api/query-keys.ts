import type { TTrainerSpecialty } from '@masar/contracts';

/** GET /trainers as the page sends it. */
export type TTrainersQuery = { q?: string; specialty?: TTrainerSpecialty; limit: number; offset: number };

export const trainersAdminKeys = {
  all: ['trainers-admin'] as const,
  lists: () => [...trainersAdminKeys.all, 'list'] as const,
  list: (query: TTrainersQuery) => [...trainersAdminKeys.lists(), query] as const,
  detail: (id: string) => [...trainersAdminKeys.all, 'detail', id] as const,
};
