import type { TQuizAttemptResult } from '@masar/contracts';
import { Award, CheckCircle2, XCircle } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { paths } from '@/config/paths';
import { formatNumber } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';

/** A graded attempt: the score, pass or fail, and each question with what was right and why. */
export function QuizResult({ result }: { result: TQuizAttemptResult }) {
  const { t, i18n } = useTranslation('quizzes');
  const lang = i18n.language;
  const pct = (value: number) => formatNumber(value / 100, lang, { style: 'percent' });
  return (
    <section
      className="grid gap-4"
      aria-labelledby="quiz-result"
      data-quiz-result={result.passed ? 'passed' : 'failed'}
    >
      <Notice tone={result.passed ? 'success' : 'danger'}>
        <h3 id="quiz-result" className="font-bold">
          {t(result.passed ? 'result.passed' : 'result.failed', { score: pct(result.scorePercent) })}
        </h3>
        <p className="mt-1 text-sm">
          {t('result.detail', { pass: pct(result.passPercent), best: pct(result.bestScore) })}{' '}
          {result.attemptsLeft === null
            ? ''
            : t('result.attemptsLeft', { count: result.attemptsLeft, n: formatNumber(result.attemptsLeft, lang) })}
        </p>
        {result.certificateCode && (
          <div className="mt-3 flex flex-wrap items-center gap-2">
            <span className="font-semibold">{t('result.certificate')}</span>
            <Link to={paths.certificate.getHref(result.certificateCode)} className={buttonClasses('primary', 'sm')}>
              <Award aria-hidden="true" className="size-4" />
              {t('result.viewCertificate')}
            </Link>
          </div>
        )}
      </Notice>
      <h4 className="font-semibold text-ink">{t('result.review')}</h4>
      <ol className="grid gap-3">
        {result.questions.map((q, i) => (
          <li key={q._id} className="grid gap-2 rounded-lg border border-line bg-surface p-4">
            <p className="flex items-start gap-2 font-semibold text-ink">
              {q.correct ? (
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
              ) : (
                <XCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
              )}
              <span>
                <span className="sr-only">{q.correct ? t('result.right') : t('result.wrong')}: </span>
                {formatNumber(i + 1, lang)}. <bdi>{q.prompt}</bdi>
              </span>
            </p>
            <ul className="grid gap-1 text-sm">
              {q.options.map((o) => {
                const right = q.correctOptionIds.includes(o.id);
                const chosen = q.selected.includes(o.id);
                return (
                  <li
                    key={o.id}
                    className={`flex flex-wrap items-center gap-2 rounded-md px-2 py-1 ${right ? 'bg-success/10' : chosen ? 'bg-danger/10' : ''}`}
                  >
                    <bdi>{q.kind === 'true_false' ? t(`options.${o.id}`) : o.text}</bdi>
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
        ))}
      </ol>
    </section>
  );
}
