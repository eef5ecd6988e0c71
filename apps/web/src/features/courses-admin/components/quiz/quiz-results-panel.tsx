import { Notice } from '@/components/ui/notice';
import { StatusSpinner } from '@/components/ui/status-spinner';
import { TableScroll } from '@/components/ui/table-scroll';
import { errorText } from '@/lib/error-text';
import { formatNumber } from '@/lib/format';
import { formatDate } from '@/lib/format-date';
import { useTranslation } from '@/lib/use-translation';
import { useQuizResults } from '../../api/quiz';

/** Per-quiz results: attempts, learners, pass rate, average score, the questions most missed, the latest attempts. */
export function QuizResultsPanel({ lectureId }: { lectureId: string }) {
  const { t, i18n } = useTranslation('quizzes');
  const results = useQuizResults(lectureId, true);
  const lang = i18n.language;
  if (results.isPending) return <StatusSpinner label={t('admin.loading')} />;
  if (results.isError) return <Notice tone="danger">{errorText(results.error, 'generic')}</Notice>;
  const r = results.data;
  const pct = (v: number | null) => (v === null ? '—' : formatNumber(v / 100, lang, { style: 'percent' }));
  return (
    <section className="grid gap-3" aria-label={t('results.title')}>
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        {(
          [
            ['results.attempts', formatNumber(r.attempts, lang)],
            ['results.learners', `${formatNumber(r.passedLearners, lang)} / ${formatNumber(r.learners, lang)}`],
            ['results.passRate', pct(r.passRate)],
            ['results.average', pct(r.averageScore)],
          ] as const
        ).map(([key, value]) => (
          <div key={key} className="rounded-md bg-canvas p-2">
            <dt className="text-muted">{t(key)}</dt>
            <dd className="font-semibold text-ink">
              <bdi>{value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
      <h4 className="font-semibold text-ink">{t('results.mostMissed')}</h4>
      {r.mostMissed.length === 0 ? (
        <p className="text-sm text-muted">{t('results.none')}</p>
      ) : (
        <ol className="grid gap-1 text-sm">
          {r.mostMissed.map((m) => (
            <li key={m.questionId}>
              <bdi>{m.prompt}</bdi>{' '}
              <span className="text-muted">
                {t('results.missed', {
                  missed: formatNumber(m.missed, lang),
                  answered: formatNumber(m.answered, lang),
                })}
              </span>
            </li>
          ))}
        </ol>
      )}
      {r.recent.length > 0 && (
        <TableScroll label={t('results.recent')}>
          <table className="w-full text-sm">
            <caption className="sr-only">{t('results.recent')}</caption>
            <thead>
              <tr className="text-start text-muted">
                <th className="p-2 text-start">{t('results.learner')}</th>
                <th className="p-2 text-start">{t('results.attempt')}</th>
                <th className="p-2 text-start">{t('results.score')}</th>
                <th className="p-2 text-start">{t('results.date')}</th>
              </tr>
            </thead>
            <tbody>
              {r.recent.map((a) => (
                <tr key={a._id} className="border-t border-line" data-attempt-expired={a.expired || undefined}>
                  <td className="p-2">
                    <bdi>{a.learner.name}</bdi>
                  </td>
                  <td className="p-2">{formatNumber(a.number, lang)}</td>
                  <td className="p-2">
                    {pct(a.scorePercent)} · {a.passed ? t('player.passed') : t('player.failed')}
                    {a.expired && <span className="text-danger"> · {t('results.expired')}</span>}
                  </td>
                  <td className="p-2">{a.submittedAt ? formatDate(a.submittedAt, lang) : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}
