import type { TSkill } from '@masar/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { careerKeys } from './query-keys';

export const SKILL_SUGGESTIONS = 8;

/** GET /career/skills?q=: the bilingual skill list, matched in either language. */
export async function searchSkills(q: string, signal?: AbortSignal): Promise<TSkill[]> {
  const { data } = await api.get<TSkill[]>('/career/skills', { params: { q, limit: SKILL_SUGGESTIONS }, signal });
  return data;
}

export function useSkillSearch(q: string) {
  const query = q.trim();
  return useQuery({
    queryKey: careerKeys.skills(query),
    queryFn: ({ signal }) => searchSkills(query, signal),
    enabled: query.length > 0,
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });
}
