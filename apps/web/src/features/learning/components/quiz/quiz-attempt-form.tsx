import type { TQuizAttemptStart } from '@masar/contracts';
import { Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { formatNumber } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { useCountdown } from '../../hooks/use-countdown';
import { optionLabel } from '../../lib/quiz-option-label';
import { QuizTimer } from './quiz-timer';

type TAnswers = Record<string, string[]>;

/**
 * One attempt's questions, options in the order the server chose, under this attempt's option ids;
 * sent once. A timed attempt counts down from the server's `secondsLeft` and sends what is answered
 * by itself at zero. Keyed by the attempt where it is used.
 */
export function QuizAttemptForm({
  attempt,
  busy,
  onSubmit,
}: {
  attempt: TQuizAttemptStart;
  busy: boolean;
  onSubmit: (answers: TAnswers) => void;
}) {
  const { t, i18n } = useTranslation('quizzes');
  const [answers, setAnswers] = useState<TAnswers>({});
  // at zero: what is answered by then (the countdown keeps the callback of the latest render)
  const left = useCountdown(attempt.secondsLeft, () => {
    if (!busy) onSubmit(answers);
  });
  const answered = attempt.questions.filter((q) => (answers[q._id] ?? []).length > 0).length;
  const choose = (questionId: string, optionId: string, many: boolean, checked: boolean) =>
    setAnswers((all) => {
      const now = all[questionId] ?? [];
      const next = many ? (checked ? [...now, optionId] : now.filter((id) => id !== optionId)) : [optionId];
      return { ...all, [questionId]: next };
    });
  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit(answers);
  };
  return (
    <form
      onSubmit={send}
      className="grid gap-4"
      aria-label={t('player.attemptTitle', { number: attempt.number })}
      data-quiz-attempt={attempt._id}
    >
      {left !== null && attempt.secondsLeft !== null && <QuizTimer left={left} total={attempt.secondsLeft} />}
      <ol className="grid gap-4">
        {attempt.questions.map((q, i) => {
          const many = q.kind === 'multiple';
          return (
            <li key={q._id}>
              <fieldset className="grid gap-2 rounded-lg border border-line bg-surface p-4" data-question={q._id}>
                <legend className="px-1 font-semibold text-ink">
                  <span className="text-muted">{formatNumber(i + 1, i18n.language)}. </span>
                  <bdi>{q.prompt}</bdi>
                </legend>
                <p className="text-xs text-muted">{t(many ? 'player.chooseMany' : 'player.chooseOne')}</p>
                {q.options.map((o) => (
                  <label
                    key={o.id}
                    className="flex cursor-pointer items-center gap-3 rounded-md border border-line px-3 py-2 hover:bg-canvas has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
                  >
                    <input
                      type={many ? 'checkbox' : 'radio'}
                      name={`q-${q._id}`}
                      value={o.id}
                      className="size-4 accent-brand-700"
                      checked={(answers[q._id] ?? []).includes(o.id)}
                      onChange={(event) => choose(q._id, o.id, many, event.target.checked)}
                    />
                    <bdi>{optionLabel(q.kind, o.text, t)}</bdi>
                  </label>
                ))}
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted" aria-live="polite">
          {t('player.answered', {
            done: formatNumber(answered, i18n.language),
            total: formatNumber(attempt.questions.length, i18n.language),
          })}
        </p>
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          <Send aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {t('player.submit')}
        </Button>
      </div>
    </form>
  );
}
