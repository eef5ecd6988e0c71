import type { TSkillsAnalysis, TSkillsAnalysisRequest } from '@masar/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /career/skills/analyze: typed skills and/or a CV's against a target role. */
export async function analyzeSkills(body: TSkillsAnalysisRequest): Promise<TSkillsAnalysis> {
  const { data } = await api.post<TSkillsAnalysis>('/career/skills/analyze', body);
  return data;
}

export function useAnalyzeSkills() {
  return useMutation({ mutationFn: analyzeSkills });
}
