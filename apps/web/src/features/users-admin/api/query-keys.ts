import type { TUsersQuery } from './get-users';

export const usersAdminKeys = {
  all: ['users-admin'] as const,
  lists: () => [...usersAdminKeys.all, 'list'] as const,
  list: (query: TUsersQuery) => [...usersAdminKeys.lists(), query] as const,
};
