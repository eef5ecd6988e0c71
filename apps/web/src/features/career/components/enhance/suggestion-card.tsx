import type { TEnhanceSuggestion, TLanguage } from '@masar/contracts';
import { clsx } from 'clsx';
import { Check, Undo2, X } from 'lucide-react';
import { useId, useState } from 'react';
import { ActionButton } from '@/components/ui/action-button';
import { TextareaField } from '@/components/ui/textarea-field';
import { formatNumber } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { cvDirection } from '../../lib/cv-labels';

export type TDecision = { status: 'open' | 'accepted' | 'skipped'; text: string };

/** A placeholder the learner must replace with their own figure, e.g. [X%] or [عدد]. */
export const PLACEHOLDER = /\[[^\]\n]{1,40}\]/;

type TSuggestionCardProps = {
  suggestion: TEnhanceSuggestion;
  number: number;
  language: TLanguage;
  decision: TDecision;
  onChange: (decision: TDecision) => void;
};

/**
 * One rewrite: the line as written, the suggestion (editable, so the learner can put in the real
 * figures and answer the questions), why it is better; accept or skip, and undo.
 */
export function SuggestionCard({ suggestion, number, language, decision, onChange }: TSuggestionCardProps) {
  const { t, i18n } = useTranslation('career');
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const where =
    suggestion.target.section === 'summary'
      ? t('enhance.target.summary')
      : t('enhance.target.experience', {
          item: formatNumber(suggestion.target.index + 1, i18n.language),
          line: formatNumber(suggestion.target.line + 1, i18n.language),
        });
  const cv = { lang: language, dir: cvDirection(language) };

  const accept = () => {
    const text = decision.text.trim();
    if (!text) return setProblem(t('validation.required'));
    if (PLACEHOLDER.test(text))
      return setProblem(t('enhance.fillPlaceholders', { example: PLACEHOLDER.exec(text)?.[0] ?? '' }));
    setProblem(null);
    onChange({ status: 'accepted', text });
  };

  return (
    <li
      aria-labelledby={`${id}-title`}
      className={clsx(
        'grid gap-4 rounded-xl border bg-surface p-5 shadow-card',
        decision.status === 'accepted'
          ? 'border-success/40'
          : decision.status === 'skipped'
            ? 'border-line opacity-75'
            : 'border-line',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${id}-title`} className="font-bold text-ink">
          {t('enhance.suggestionTitle', { n: formatNumber(number, i18n.language), where })}
        </h3>
        {decision.status !== 'open' && (
          <span
            className={clsx('text-sm font-semibold', decision.status === 'accepted' ? 'text-success' : 'text-muted')}
          >
            {t(`enhance.status.${decision.status}`)}
          </span>
        )}
      </div>
      <div className="grid gap-1">
        <p className="text-xs font-semibold text-muted">{t('enhance.original')}</p>
        <p {...cv} className="rounded-lg bg-canvas px-3 py-2 text-sm text-ink">
          {suggestion.original}
        </p>
      </div>
      {decision.status === 'open' ? (
        <>
          <TextareaField
            label={t('enhance.suggested')}
            rows={3}
            {...cv}
            value={decision.text}
            error={problem ?? undefined}
            onChange={(event) => onChange({ ...decision, text: event.target.value })}
          />
          {suggestion.questions.length > 0 && (
            <div className="rounded-lg border border-accent-300 bg-accent-50 p-3">
              <p className="text-sm font-semibold text-ink">{t('enhance.questions')}</p>
              <ul {...cv} className="mt-1 list-disc ps-5 text-sm text-ink">
                {suggestion.questions.map((q) => (
                  <li key={q}>{q}</li>
                ))}
              </ul>
            </div>
          )}
          {suggestion.reasons.length > 0 && (
            <ul className="grid gap-1 text-sm text-muted">
              {suggestion.reasons.map((reason) => (
                <li key={reason} className="flex gap-2">
                  <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
                  {reason}
                </li>
              ))}
            </ul>
          )}
          <div className="flex flex-wrap gap-2">
            <ActionButton size="sm" onClick={accept}>
              <Check aria-hidden="true" className="size-4" />
              {t('enhance.accept')}
            </ActionButton>
            <ActionButton size="sm" variant="ghost" onClick={() => onChange({ ...decision, status: 'skipped' })}>
              <X aria-hidden="true" className="size-4" />
              {t('enhance.skip')}
            </ActionButton>
          </div>
        </>
      ) : (
        <>
          {decision.status === 'accepted' && (
            <div className="grid gap-1">
              <p className="text-xs font-semibold text-muted">{t('enhance.yourVersion')}</p>
              <p {...cv} className="rounded-lg bg-success/5 px-3 py-2 text-sm text-ink">
                {decision.text}
              </p>
            </div>
          )}
          <ActionButton
            size="sm"
            variant="ghost"
            className="justify-self-start"
            onClick={() => onChange({ ...decision, status: 'open' })}
          >
            <Undo2 aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            {t('enhance.undo')}
          </ActionButton>
        </>
      )}
    </li>
  );
}
