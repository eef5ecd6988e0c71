import type { TQuizState } from '@masar/contracts';
import { formatNumber } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { formatMinutes } from '../../lib/quiz-time';

const percent = (value: number, lang: string) => formatNumber(value / 100, lang, { style: 'percent' });

/** A quiz's rules at a glance: its questions (or its pool), pass mark, attempts, best score, time and wait. */
export function QuizFacts({ state }: { state: TQuizState }) {
  const { t, i18n } = useTranslation('quizzes');
  const lang = i18n.language;
  const pool = state.questionsPerAttempt !== null && state.questionsPerAttempt < state.questionCount;
  const facts: Array<[string, string]> = [
    [
      t('player.questions'),
      pool
        ? t('player.pool', {
            n: formatNumber(state.questionsPerAttempt ?? 0, lang),
            total: formatNumber(state.questionCount, lang),
          })
        : formatNumber(state.questionCount, lang),
    ],
    [t('player.passMark'), percent(state.passPercent, lang)],
    [
      t('player.attempts'),
      state.maxAttempts === null
        ? t('player.unlimited')
        : t('player.attemptsUsed', {
            used: formatNumber(state.attempts.length, lang),
            max: formatNumber(state.maxAttempts, lang),
          }),
    ],
    [t('player.best'), state.bestScore === null ? '—' : percent(state.bestScore, lang)],
  ];
  if (state.timeLimitMinutes !== null) facts.push([t('player.timeLimit'), formatMinutes(state.timeLimitMinutes, lang)]);
  if (state.retakeWaitMinutes !== null)
    facts.push([t('player.retakeWait'), formatMinutes(state.retakeWaitMinutes, lang)]);
  return (
    <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3 lg:grid-cols-4">
      {facts.map(([label, value]) => (
        <div key={label} className="grid gap-0.5 rounded-md bg-canvas p-2">
          <dt className="text-muted">{label}</dt>
          <dd className="font-semibold text-ink">
            <bdi>{value}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}
