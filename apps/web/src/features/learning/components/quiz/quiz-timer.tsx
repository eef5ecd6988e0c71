import { clsx } from 'clsx';
import { Timer } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { formatClock, formatMinutes } from '../../lib/quiz-time';

/** Milestones read out to screen readers (seconds left), largest first; the clock itself stays silent. */
const MILESTONES = [300, 60];

/**
 * The time left of a timed attempt, kept in view while scrolling. role="timer" is not announced
 * as it changes; a separate polite region speaks at 5 minutes, 1 minute and at zero (a reading
 * every second would drown the questions).
 */
export function QuizTimer({ left, total }: { left: number; total: number }) {
  const { t, i18n } = useTranslation('quizzes');
  const lang = i18n.language;
  // the last milestone passed, if the attempt began above it (a resumed one may not have)
  const milestone = MILESTONES.filter((m) => left <= m && total > m).at(-1);
  const spoken =
    left === 0
      ? t('player.timeUpSending')
      : milestone
        ? t('player.timeMilestone', { time: formatMinutes(milestone / 60, lang) })
        : '';
  const low = left <= 60;
  return (
    <div
      className={clsx(
        'sticky top-18 z-10 flex flex-wrap items-center gap-2 rounded-lg border px-3 py-2 shadow-sm',
        low ? 'border-danger/40 bg-surface text-danger' : 'border-line bg-surface text-ink',
      )}
      data-quiz-timer={left}
    >
      <Timer aria-hidden="true" className="size-5 shrink-0" />
      <span id="quiz-time-left" className="text-sm font-semibold">
        {t('player.timeLeft')}
      </span>
      <span role="timer" aria-labelledby="quiz-time-left" className="text-lg font-bold tabular-nums">
        <bdi dir="ltr">{formatClock(left, lang)}</bdi>
      </span>
      <span className="text-xs text-muted">{t('player.autoSubmit')}</span>
      <p className="sr-only" aria-live="polite">
        {spoken}
      </p>
    </div>
  );
}
