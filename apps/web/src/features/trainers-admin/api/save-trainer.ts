import type { TTrainer, TTrainerDetails, TUploadResult } from '@masar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { appendToLists, removeFromLists, replaceInLists } from '@/lib/list-cache';
import { trainersAdminKeys } from './query-keys';

/** The trainer fields both POST /trainers and PATCH /trainers/{id} take. */
export type TTrainerBody = {
  name: string;
  title: string;
  bio: string;
  specialty: TTrainer['specialty'];
  experienceYears: number;
};

const at = (id: string) => `/trainers/${encodeURIComponent(id)}`;

export function useCreateTrainer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TTrainerBody) => (await api.post<TTrainer>('/trainers', body)).data,
    onSuccess: (trainer) => {
      appendToLists<TTrainer>(queryClient, trainersAdminKeys.lists(), trainer);
      queryClient.setQueryData<TTrainerDetails>(trainersAdminKeys.detail(trainer._id), { ...trainer, courses: [] });
    },
  });
}

export function useUpdateTrainer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: Partial<TTrainerBody> }) =>
      (await api.patch<TTrainer>(at(id), body)).data,
    onSuccess: (trainer, { id }) => {
      replaceInLists<TTrainer>(queryClient, trainersAdminKeys.lists(), id, (row) => ({ ...row, ...trainer }));
      queryClient.setQueryData<TTrainerDetails>(trainersAdminKeys.detail(id), (old) =>
        old ? { ...old, ...trainer } : old,
      );
    },
  });
}

export function useDeleteTrainer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => void (await api.delete(at(id))),
    onSuccess: (_nothing, id) => {
      removeFromLists(queryClient, trainersAdminKeys.lists(), id);
      queryClient.removeQueries({ queryKey: trainersAdminKeys.detail(id) });
    },
  });
}

/** POST /trainers/{id}/photo (multipart, field `file`): JPEG, PNG or WebP. */
export function useUploadTrainerPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, file }: { id: string; file: File }) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return (await api.post<TUploadResult>(`${at(id)}/photo`, form)).data;
    },
    onSuccess: (result, { id }) => {
      replaceInLists<TTrainer>(queryClient, trainersAdminKeys.lists(), id, (row) => ({ ...row, photoUrl: result.url }));
      queryClient.setQueryData<TTrainerDetails>(trainersAdminKeys.detail(id), (old) =>
        old ? { ...old, photoUrl: result.url } : old,
      );
    },
  });
}
