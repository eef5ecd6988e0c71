import type { TQuizState } from '@masar/contracts';
import { Award, CheckCircle2, Play, RotateCcw, XCircle } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatNumber } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';

const percent = (value: number, lang: string) => formatNumber(value / 100, lang, { style: 'percent' });

/** The rules, the best score and the attempts so far, with the button to start, resume or retry. */
export function QuizSummary({ state, busy, onStart }: { state: TQuizState; busy: boolean; onStart: () => void }) {
  const { t, i18n } = useTranslation('quizzes');
  const lang = i18n.language;
  const submitted = state.attempts.filter((a) => a.submittedAt);
  const canStart = state.questionCount > 0 && (state.openAttemptId !== null || state.attemptsLeft !== 0);
  const label = state.openAttemptId ? t('player.resume') : submitted.length > 0 ? t('player.retry') : t('player.start');
  return (
    <section className="grid gap-4 rounded-lg border border-line bg-surface p-4 sm:p-6" aria-labelledby="quiz-summary">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id="quiz-summary" className="text-lg font-bold text-ink">
          {state.isFinalExam ? t('player.finalExam') : t('player.quiz')}
        </h3>
        {state.isFinalExam && (
          <Badge tone="accent">
            <Award aria-hidden="true" className="size-3.5" />
            {t('player.finalExamBadge')}
          </Badge>
        )}
      </div>
      {state.isFinalExam && <p className="text-sm text-muted">{t('player.finalExamHint')}</p>}
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        <Fact label={t('player.questions')} value={formatNumber(state.questionCount, lang)} />
        <Fact label={t('player.passMark')} value={percent(state.passPercent, lang)} />
        <Fact
          label={t('player.attempts')}
          value={
            state.maxAttempts === null
              ? t('player.unlimited')
              : t('player.attemptsUsed', {
                  used: formatNumber(state.attempts.length, lang),
                  max: formatNumber(state.maxAttempts, lang),
                })
          }
        />
        <Fact label={t('player.best')} value={state.bestScore === null ? '—' : percent(state.bestScore, lang)} />
      </dl>
      {state.passed && (
        <p className="flex items-center gap-1.5 font-semibold text-success">
          <CheckCircle2 aria-hidden="true" className="size-5" />
          {t('player.passedBest')}
        </p>
      )}
      {submitted.length > 0 && (
        <ol className="grid gap-1 text-sm" aria-label={t('player.history')}>
          {submitted.map((a) => (
            <li key={a._id} className="flex items-center gap-2">
              {a.passed ? (
                <CheckCircle2 aria-hidden="true" className="size-4 text-success" />
              ) : (
                <XCircle aria-hidden="true" className="size-4 text-danger" />
              )}
              {t('player.attemptLine', {
                number: formatNumber(a.number, lang),
                score: percent(a.scorePercent ?? 0, lang),
                result: a.passed ? t('player.passed') : t('player.failed'),
              })}
            </li>
          ))}
        </ol>
      )}
      {state.questionCount === 0 ? (
        <p className="text-sm text-muted">{t('player.noQuestions')}</p>
      ) : state.attemptsLeft === 0 && !state.openAttemptId ? (
        <p className="text-sm text-muted">{t('player.noAttemptsLeft')}</p>
      ) : null}
      {canStart && (
        <div>
          <Button onClick={onStart} disabled={busy} aria-busy={busy || undefined}>
            {submitted.length > 0 && !state.openAttemptId ? (
              <RotateCcw aria-hidden="true" className="size-4" />
            ) : (
              <Play aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            )}
            {label}
          </Button>
        </div>
      )}
    </section>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid gap-0.5 rounded-md bg-canvas p-2">
      <dt className="text-muted">{label}</dt>
      <dd className="font-semibold text-ink">
        <bdi>{value}</bdi>
      </dd>
    </div>
  );
}
