import type { TContactMessage } from '@masar/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { readTotal, replaceInLists, type TListPage } from '@/lib/list-cache';
import { formsAdminKeys, type TMessagesQuery } from './query-keys';

/** GET /admin/contact-messages (admin): newest first; the total in X-Total-Count. */
export async function getContactMessages(
  query: TMessagesQuery,
  signal?: AbortSignal,
): Promise<TListPage<TContactMessage>> {
  const { data, headers } = await api.get<TContactMessage[]>('/admin/contact-messages', { params: query, signal });
  const items = Array.isArray(data) ? data : [];
  return { items, total: readTotal(headers, query.offset, items.length) };
}

export function useContactMessages(query: TMessagesQuery) {
  return useQuery(
    queryOptions({
      queryKey: formsAdminKeys.messages(query),
      queryFn: ({ signal }) => getContactMessages(query, signal),
      placeholderData: (previous) => previous,
    }),
  );
}

/** PATCH /admin/contact-messages/{id}: marks a message handled or not; the row changes in place. */
export function useMarkHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, handled }: { id: string; handled: boolean }) =>
      (await api.patch<TContactMessage | ''>(`/admin/contact-messages/${encodeURIComponent(id)}`, { handled })).data,
    onSuccess: (message, { id, handled }) => {
      replaceInLists<TContactMessage>(queryClient, formsAdminKeys.messageLists(), id, (row) => ({
        ...row,
        ...(message || {}),
        handled,
      }));
    },
  });
}
