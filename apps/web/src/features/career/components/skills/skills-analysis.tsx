import { useEffect, useRef } from 'react';
import { useAnalyzeSkills } from '../../api/analyze-skills';
import { SkillsForm } from './skills-form';
import { SkillsResults } from './skills-results';

/** Skills analysis: the form, then the results under it (focus moves to them). */
export function SkillsAnalysis({ initialSource }: { initialSource: string }) {
  const analyze = useAnalyzeSkills();
  const resultsRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (analyze.data) resultsRef.current?.focus();
  }, [analyze.data]);
  return (
    <div className="grid gap-10">
      <SkillsForm
        initialSource={initialSource}
        pending={analyze.isPending}
        error={analyze.error}
        onSubmit={(request) => analyze.mutate(request)}
      />
      {analyze.data && (
        <div ref={resultsRef} tabIndex={-1} className="outline-none">
          <SkillsResults analysis={analyze.data} />
        </div>
      )}
    </div>
  );
}
