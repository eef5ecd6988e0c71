import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** One page of an admin list as the queries cache it: the rows and the X-Total-Count total. */
export type TListPage<T> = { items: T[]; total: number };

type TWithId = { _id: string };

/** The total from X-Total-Count, or what the page itself shows when the header is missing. */
export function readTotal(headers: Headers, offset: number, count: number) {
  const total = Number(headers.get('X-Total-Count'));
  return headers.has('X-Total-Count') && Number.isFinite(total) ? total : offset + count;
}

// SPEC section 4: creating appends the returned item to its list, updating replaces the item with
// the same _id, deleting removes it. Applied to every cached page of the list, so what the admin
// sees changes at once; the server stays the authority on the next fetch.

export function appendToLists<T extends TWithId>(client: QueryClient, listsKey: QueryKey, item: T) {
  client.setQueriesData<TListPage<T>>({ queryKey: listsKey }, (page) =>
    page && !page.items.some((row) => row._id === item._id)
      ? { items: [...page.items, item], total: page.total + 1 }
      : page,
  );
}

export function replaceInLists<T extends TWithId>(
  client: QueryClient,
  listsKey: QueryKey,
  id: string,
  patch: (row: T) => T,
) {
  client.setQueriesData<TListPage<T>>({ queryKey: listsKey }, (page) =>
    page && page.items.some((row) => row._id === id)
      ? { ...page, items: page.items.map((row) => (row._id === id ? patch(row) : row)) }
      : page,
  );
}

export function removeFromLists<T extends TWithId>(client: QueryClient, listsKey: QueryKey, id: string) {
  client.setQueriesData<TListPage<T>>({ queryKey: listsKey }, (page) =>
    page && page.items.some((row) => row._id === id)
      ? { items: page.items.filter((row) => row._id !== id), total: Math.max(0, page.total - 1) }
      : page,
  );
}
