import { oneOf, useListParams, uuidOrUndefined } from '@/lib/use-list-params';
import type { TMessagesQuery, TRegistrationsQuery } from '../api/query-keys';

export const FORMS_PAGE_SIZE = 20;

/** Search and handled / unhandled of the contact messages, and the page, in the URL. */
export function useMessagesFilters() {
  const list = useListParams(FORMS_PAGE_SIZE);
  const filters = { q: list.get('q'), handled: oneOf(['true', 'false'] as const, list.get('handled')) };
  const query: TMessagesQuery = { ...filters, limit: list.limit, offset: list.offset };
  return { filters, page: list.page, query, update: list.update, reset: list.reset };
}

/** Search and course of the registrations, and the page, in the URL. */
export function useRegistrationsFilters() {
  const list = useListParams(FORMS_PAGE_SIZE);
  const filters = { q: list.get('q'), courseId: uuidOrUndefined(list.get('courseId')) };
  const query: TRegistrationsQuery = { ...filters, limit: list.limit, offset: list.offset };
  return { filters, page: list.page, query, update: list.update, reset: list.reset };
}
