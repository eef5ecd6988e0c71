import type { TQuizState } from '@masar/contracts';
import { Award, CheckCircle2, Clock, Play, RotateCcw, XCircle } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatNumber } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { useWaitUntil } from '../../hooks/use-wait-until';
import { formatMoment } from '../../lib/quiz-time';
import { QuizFacts } from './quiz-facts';

const percent = (value: number, lang: string) => formatNumber(value / 100, lang, { style: 'percent' });

/**
 * The rules, the best score and the attempts so far, with the button to start, resume or retry;
 * during the wait between attempts the button waits too, saying until when.
 */
export function QuizSummary({
  state,
  receivedAt,
  busy,
  onStart,
}: {
  state: TQuizState;
  /** when the state arrived (the device's Date.now()), to read the server's times against */
  receivedAt: number;
  busy: boolean;
  onStart: () => void;
}) {
  const { t, i18n } = useTranslation('quizzes');
  const lang = i18n.language;
  const serverNow = Date.parse(state.serverTime);
  const waiting = useWaitUntil(state.nextAttemptAt, state.serverTime, receivedAt);
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
      <QuizFacts state={state} />
      {state.passed && (
        <p className="flex items-center gap-1.5 font-semibold text-success">
          <CheckCircle2 aria-hidden="true" className="size-5" />
          {t('player.passedBest')}
        </p>
      )}
      {submitted.length > 0 && (
        <ol className="grid gap-1 text-sm" aria-label={t('player.history')}>
          {submitted.map((a) => (
            <li key={a._id} className="flex flex-wrap items-center gap-2" data-attempt-expired={a.expired || undefined}>
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
              {a.expired && <Badge tone="neutral">{t('player.expired')}</Badge>}
            </li>
          ))}
        </ol>
      )}
      {state.questionCount === 0 ? (
        <p className="text-sm text-muted">{t('player.noQuestions')}</p>
      ) : state.attemptsLeft === 0 && !state.openAttemptId ? (
        <p className="text-sm text-muted">{t('player.noAttemptsLeft')}</p>
      ) : null}
      {state.openAttemptId && state.openAttemptDeadline && (
        <p className="flex items-center gap-1.5 text-sm text-ink">
          <Clock aria-hidden="true" className="size-4 shrink-0" />
          {t('player.openUntil', { time: formatMoment(state.openAttemptDeadline, lang, serverNow) })}
        </p>
      )}
      {canStart && waiting && state.nextAttemptAt && (
        <p className="flex items-center gap-1.5 text-sm font-semibold text-ink" data-next-attempt>
          <Clock aria-hidden="true" className="size-4 shrink-0" />
          {t('player.nextAttemptAt', { time: formatMoment(state.nextAttemptAt, lang, serverNow) })}
        </p>
      )}
      {canStart && (
        <div>
          <Button onClick={onStart} disabled={busy || waiting} aria-busy={busy || undefined}>
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
