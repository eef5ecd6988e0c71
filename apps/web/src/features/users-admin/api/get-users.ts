import type { TUser, TUserRole } from '@masar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { usersAdminKeys } from './query-keys';

export const USER_SORTS = ['newest', 'oldest', 'name', 'email'] as const;
export type TUserSort = (typeof USER_SORTS)[number];

/** GET /users query as sent (ZUserListQuery's input): booleans travel as 'true' / 'false'. */
export type TUsersQuery = {
  q?: string;
  role?: TUserRole;
  verified?: 'true' | 'false';
  disabled?: 'true' | 'false';
  createdFrom?: string;
  createdTo?: string;
  sort?: TUserSort;
  limit: number;
  offset: number;
};

export type TUsersPage = { users: TUser[]; total: number };

/** GET /users (admin): one page of users; the total before paging comes in X-Total-Count. */
export async function getUsers(query: TUsersQuery, signal?: AbortSignal): Promise<TUsersPage> {
  const { data, headers } = await api.get<TUser[]>('/users', { params: query, signal });
  const users = Array.isArray(data) ? data : [];
  const total = Number(headers.get('X-Total-Count'));
  return { users, total: Number.isFinite(total) && headers.has('X-Total-Count') ? total : query.offset + users.length };
}

export function getUsersQueryOptions(query: TUsersQuery) {
  return queryOptions({
    queryKey: usersAdminKeys.list(query),
    queryFn: ({ signal }) => getUsers(query, signal),
    // the table keeps the previous page on screen while the next one loads
    placeholderData: (previous) => previous,
  });
}

export function useUsers(query: TUsersQuery) {
  return useQuery(getUsersQueryOptions(query));
}
