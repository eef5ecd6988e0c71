import type { TLanguage } from '@masar/contracts';
import type { z } from 'zod';
import type { ZCriterionFeedback } from '@masar/contracts';
import { formatNumber } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { cvDirection } from '../../lib/cv-labels';

type TCriterion = z.infer<typeof ZCriterionFeedback>;

/** The four criteria (structure/STAR, relevance, specifics, length), 0-25 each, with the comments. */
export function CriteriaList({ criteria, language }: { criteria: TCriterion[]; language: TLanguage }) {
  const { t, i18n } = useTranslation('career');
  const n = (value: number) => formatNumber(value, i18n.language);
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      {criteria.map((c) => (
        <div key={c.criterion} className="grid gap-1 rounded-lg bg-canvas p-3">
          <dt className="flex items-baseline justify-between gap-2 text-sm font-semibold text-ink">
            <span>{t(`interview.criteria.${c.criterion}`)}</span>
            <span>{t('review.score.outOf', { score: n(c.score), max: n(25) })}</span>
          </dt>
          <dd className="grid gap-1">
            <span aria-hidden="true" className="block h-1.5 overflow-hidden rounded-full bg-line">
              <span className="block h-full rounded-full bg-brand-600" style={{ width: `${(c.score / 25) * 100}%` }} />
            </span>
            <span lang={language} dir={cvDirection(language)} className="text-start text-sm text-muted">
              {c.comment}
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Strengths and improvements, written in the session's language. */
export function NotesLists({
  strengths,
  improvements,
  language,
}: {
  strengths: string[];
  improvements: string[];
  language: TLanguage;
}) {
  const { t } = useTranslation('career');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {[
        { key: 'strengths', items: strengths, className: 'text-success' },
        { key: 'improvements', items: improvements, className: 'text-accent-700' },
      ].map(({ key, items, className }) =>
        items.length ? (
          <div key={key}>
            <p className={`mb-1 text-sm font-bold ${className}`}>{t(`interview.${key}`)}</p>
            <ul lang={language} dir={cvDirection(language)} className="list-disc ps-5 text-start text-sm text-ink">
              {items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        ) : null,
      )}
    </div>
  );
}
