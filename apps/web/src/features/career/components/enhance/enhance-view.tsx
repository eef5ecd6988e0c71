import type { TEnhanceRequest, TEnhanceResult } from '@masar/contracts';
import { FilePlus2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ActionButton } from '@/components/ui/action-button';
import { Notice } from '@/components/ui/notice';
import { StatusSpinner } from '@/components/ui/status-spinner';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { errorText } from '@/lib/error-text';
import { formatNumber } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { useApplyEnhance } from '../../api/apply-enhance';
import { useEnhance } from '../../api/enhance';
import { isNotFound } from '../../api/retry';
import { SuggestionCard, type TDecision } from './suggestion-card';

/**
 * "Enhance with AI" (SPEC section 4): an in-progress state while the engine (and the model, when
 * one is configured) rewrites, then the suggestions to accept one by one, then a NEW CV with the
 * accepted lines, opened on the saved resume page.
 */
export function EnhanceView({ source }: { source: TEnhanceRequest }) {
  const { t } = useTranslation('career');
  const result = useEnhance(source);
  if (result.isPending)
    return (
      <StatusSpinner
        label={t('enhance.inProgress')}
        showLabel
        className="rounded-xl border border-line bg-surface py-16 shadow-card"
      />
    );
  if (result.isError) {
    return (
      <Notice tone="danger">
        {isNotFound(result.error) ? t('enhance.notFound') : errorText(result.error, 'generic')}
      </Notice>
    );
  }
  return <Suggestions source={source} result={result.data} />;
}

function EngineNote({ result }: { result: TEnhanceResult }) {
  const { t, i18n } = useTranslation('career');
  const notes = [t(result.engine === 'llm' ? 'enhance.engine.llm' : 'enhance.engine.builtin')];
  if (result.llm.fellBack) notes.push(t('enhance.engine.fellBack'));
  if (result.llm.rejected > 0)
    notes.push(
      t('enhance.engine.rejected', { count: result.llm.rejected, n: formatNumber(result.llm.rejected, i18n.language) }),
    );
  return (
    <Notice tone="info">
      {notes.map((note) => (
        <p key={note}>{note}</p>
      ))}
    </Notice>
  );
}

function Suggestions({ source, result }: { source: TEnhanceRequest; result: TEnhanceResult }) {
  const { t, i18n } = useTranslation('career');
  const navigate = useNavigate();
  const apply = useApplyEnhance();
  const [decisions, setDecisions] = useState<Record<string, TDecision>>({});
  const [title, setTitle] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const decisionOf = (id: string, suggested: string): TDecision => decisions[id] ?? { status: 'open', text: suggested };
  const accepted = result.suggestions.filter((s) => decisions[s.id]?.status === 'accepted');
  const n = (value: number) => formatNumber(value, i18n.language);

  const create = () => {
    if (accepted.length === 0) return setProblem(t('enhance.acceptOne'));
    setProblem(null);
    const name = title.trim();
    apply.mutate(
      {
        ...source,
        ...(name ? { title: name } : {}),
        accepted: accepted.map((s) => ({ target: s.target, text: decisions[s.id]?.text ?? s.suggested })),
      },
      { onSuccess: (resume) => void navigate(paths.careerResume.getHref(resume._id)) },
    );
  };

  return (
    <div className="grid gap-6">
      <EngineNote result={result} />
      {result.suggestions.length === 0 ? (
        <p className="rounded-xl border border-line bg-surface p-6 text-center text-muted">{t('enhance.none')}</p>
      ) : (
        <>
          <h2 className="-mb-2 text-xl font-bold text-ink">
            {t('enhance.suggestionsTitle', { n: n(result.suggestions.length) })}
          </h2>
          <ol className="grid gap-4">
            {result.suggestions.map((suggestion, index) => (
              <SuggestionCard
                key={suggestion.id}
                suggestion={suggestion}
                number={index + 1}
                language={result.language}
                decision={decisionOf(suggestion.id, suggestion.suggested)}
                onChange={(decision) => setDecisions((all) => ({ ...all, [suggestion.id]: decision }))}
              />
            ))}
          </ol>
          <section
            aria-labelledby="enhance-create-title"
            className="grid gap-4 rounded-xl border border-line bg-surface p-5 shadow-card"
          >
            <h2 id="enhance-create-title" className="text-lg font-bold text-ink">
              {t('enhance.createTitle')}
            </h2>
            <p aria-live="polite" className="text-sm text-muted">
              {t('enhance.acceptedCount', { accepted: n(accepted.length), total: n(result.suggestions.length) })}
            </p>
            <TextField
              label={t('enhance.newTitle')}
              hint={t('enhance.newTitleHint')}
              dir="auto"
              maxLength={120}
              value={title}
              onChange={(event) => setTitle(event.target.value)}
            />
            {problem && <Notice tone="danger">{problem}</Notice>}
            {apply.isError && <Notice tone="danger">{errorText(apply.error, 'generic')}</Notice>}
            <ActionButton
              className="justify-self-start"
              loading={apply.isPending}
              loadingText={t('enhance.creating')}
              onClick={create}
            >
              <FilePlus2 aria-hidden="true" className="size-5" />
              {t('enhance.create')}
            </ActionButton>
          </section>
        </>
      )}
    </div>
  );
}
