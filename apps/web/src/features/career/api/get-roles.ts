import type { TCareerRole } from '@masar/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { careerKeys } from './query-keys';

/** GET /career/roles: target roles for skills analysis and interviews (shipped data). */
export async function getRoles(signal?: AbortSignal): Promise<TCareerRole[]> {
  const { data } = await api.get<TCareerRole[]>('/career/roles', { signal });
  return data;
}

export function useRoles() {
  return useQuery({ queryKey: careerKeys.roles(), queryFn: ({ signal }) => getRoles(signal), staleTime: Infinity });
}
