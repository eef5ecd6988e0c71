import { normalizeForSearch } from '#src/lib/arabic-normalize';

/** The stored `courses.search_text`: every writer of a course goes through this. */
export function courseSearchText(c: {
  title: string;
  description: string;
  category: string;
  trainerName?: string | null;
}): string {
  return normalizeForSearch([c.title, c.description, c.trainerName ?? '', c.category].join(' '));
}
