import type { TQuizAttemptResult } from '@masar/contracts';
import { clsx } from 'clsx';
import { CheckCircle2, XCircle } from 'lucide-react';
import { formatNumber } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { optionLabel } from '../../lib/quiz-option-label';

type TResultQuestion = TQuizAttemptResult['questions'][number];

/**
 * One question of a graded attempt: right or wrong, and what the learner chose. The right options
 * and the explanation only when the server sent them (`answersShown`): otherwise nothing here tells
 * which option is right.
 */
export function QuizResultQuestion({ question: q, index }: { question: TResultQuestion; index: number }) {
  const { t, i18n } = useTranslation('quizzes');
  const lang = i18n.language;
  const key = q.correctOptionIds;
  return (
    <li className="grid gap-2 rounded-lg border border-line bg-surface p-4" data-question={q._id}>
      <p className="flex items-start gap-2 font-semibold text-ink">
        {q.correct ? (
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
        ) : (
          <XCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
        )}
        <span data-answer={q.correct ? 'right' : 'wrong'}>
          <span className="sr-only">{q.correct ? t('result.right') : t('result.wrong')}: </span>
          {formatNumber(index + 1, lang)}. <bdi>{q.prompt}</bdi>
        </span>
      </p>
      <ul className="grid gap-1 text-sm">
        {q.options.map((o) => {
          const right = key?.includes(o.id) ?? false;
          const chosen = q.selected.includes(o.id);
          return (
            <li
              key={o.id}
              className={clsx(
                'flex flex-wrap items-center gap-2 rounded-md px-2 py-1',
                key
                  ? right
                    ? 'bg-success/10'
                    : chosen && 'bg-danger/10'
                  : // without the key a chosen option is only that: the learner's
                    chosen && 'bg-canvas ring-1 ring-line ring-inset',
              )}
              data-option={o.id}
              data-chosen={chosen || undefined}
            >
              <bdi>{optionLabel(q.kind, o.text, t)}</bdi>
              {chosen && <span className="text-xs font-semibold text-ink">({t('result.yourAnswer')})</span>}
              {right && <span className="text-xs font-semibold text-success">({t('result.correctAnswer')})</span>}
            </li>
          );
        })}
      </ul>
      {q.explanation && (
        <p className="text-sm text-muted">
          <span className="font-semibold">{t('result.explanation')}: </span>
          <bdi>{q.explanation}</bdi>
        </p>
      )}
    </li>
  );
}
