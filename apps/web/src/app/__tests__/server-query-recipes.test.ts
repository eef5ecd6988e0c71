import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { defined } from '@masar/contracts/defined';
import { createQueryRecipes } from '../server-query-recipes';

async function renderedWith(keys: string[], failing: string[] = []) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  for (const key of keys) await client.prefetchQuery({ queryKey: [key], queryFn: () => key });
  for (const key of failing)
    await client.prefetchQuery({
      queryKey: [key],
      queryFn: () => Promise.reject(new Error(key)),
    });
  return client;
}

describe('server query recipes', () => {
  it("recalls the queries a page's last render fetched, and only those that succeeded", async () => {
    const recipes = createQueryRecipes();
    expect(recipes.recall('ar /courses')).toEqual([]);
    recipes.remember('ar /courses', await renderedWith(['site', 'courses'], ['broken']));
    const recalled = recipes.recall('ar /courses');
    expect(recalled.map((query) => query.queryKey)).toEqual([['site'], ['courses']]);
    // the recalled query runs again in another request's client, fresh
    const next = new QueryClient();
    await next.prefetchQuery(defined(recalled[1], 'the second query'));
    expect(next.getQueryData(['courses'])).toBe('courses');
    expect(recipes.recall('en /courses')).toEqual([]);
  });

  it('forgets the page rendered longest ago beyond its limit', async () => {
    const recipes = createQueryRecipes(2);
    const client = await renderedWith(['site']);
    recipes.remember('a', client);
    recipes.remember('b', client);
    recipes.remember('a', client);
    recipes.remember('c', client);
    expect(recipes.size).toBe(2);
    expect(recipes.recall('b')).toEqual([]);
    expect(recipes.recall('a')).toHaveLength(1);
  });
});
