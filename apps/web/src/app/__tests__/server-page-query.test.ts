import { describe, expect, it } from 'vitest';
import { SERVER_PAGE_QUERY } from '@masar/contracts/server-renderer';
import { readCourseFilters } from '@/features/catalog/hooks/use-course-filters';
import { readTrainerFilters } from '@/features/trainers/hooks/use-trainer-filters';

/** URLSearchParams that remembers which names were read. */
class ReadParams extends URLSearchParams {
  readonly read = new Set<string>();
  override get(name: string) {
    this.read.add(name);
    return super.get(name);
  }
  override getAll(name: string) {
    this.read.add(name);
    return super.getAll(name);
  }
  override has(name: string, value?: string) {
    this.read.add(name);
    return super.has(name, value);
  }
}

/**
 * The API keys its page cache by the parameters SERVER_PAGE_QUERY lists and renders a page
 * without the others (issue 31): a page that read another one would show it in the browser but
 * not in the server's markup. The catalog's and the trainers' filters are the pages' only reads of
 * the query (the other public pages read none).
 */
describe('the query parameters the server-rendered pages read', () => {
  it('the catalog reads exactly those the API keys /courses by', () => {
    const params = new ReadParams('q=x&category=AI&level=Beginner&minPrice=1&maxPrice=9&sort=newest&page=2&junk=1');
    readCourseFilters(params);
    expect([...params.read].sort()).toEqual([...(SERVER_PAGE_QUERY['/courses'] ?? [])].sort());
  });

  it('the trainers list reads exactly those the API keys /trainers by', () => {
    const params = new ReadParams('q=x&specialty=tech&page=2&junk=1');
    readTrainerFilters(params);
    expect([...params.read].sort()).toEqual([...(SERVER_PAGE_QUERY['/trainers'] ?? [])].sort());
  });
});
