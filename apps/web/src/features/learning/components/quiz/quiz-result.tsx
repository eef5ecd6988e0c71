import type { TQuizAttemptResult, TQuizSettings } from '@masar/contracts';
import { Award, EyeOff, TimerOff } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { paths } from '@/config/paths';
import { formatNumber } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { QuizResultQuestion } from './quiz-result-question';

type TRules = Pick<TQuizSettings, 'isFinalExam' | 'revealAnswers' | 'maxAttempts'>;

/** Why the right options are not shown: the quiz's rule, in the learner's words. */
const hiddenReason = (rules: TRules) =>
  rules.isFinalExam
    ? 'result.hiddenFinal'
    : rules.revealAnswers === 'after_passing'
      ? 'result.hiddenUntilPassed'
      : rules.revealAnswers === 'after_last_attempt'
        ? rules.maxAttempts === null
          ? 'result.hiddenUntilPassed'
          : 'result.hiddenUntilLast'
        : 'result.hiddenNever';

/**
 * A graded attempt: the score, pass or fail, and each question right or wrong with what was chosen;
 * the right options and why only when the quiz's rule allows it now (never for a final exam).
 */
export function QuizResult({ result, rules }: { result: TQuizAttemptResult; rules: TRules }) {
  const { t, i18n } = useTranslation('quizzes');
  const lang = i18n.language;
  const pct = (value: number) => formatNumber(value / 100, lang, { style: 'percent' });
  return (
    <section
      className="grid gap-4"
      aria-labelledby="quiz-result"
      data-quiz-result={result.passed ? 'passed' : 'failed'}
      data-answers-shown={result.answersShown}
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
        {result.expired && (
          <p className="mt-1 flex items-center gap-1.5 text-sm font-semibold">
            <TimerOff aria-hidden="true" className="size-4 shrink-0" />
            {t('result.expired')}
          </p>
        )}
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
      {!result.answersShown && (
        <p className="flex items-start gap-2 text-sm text-muted" data-answers-hidden>
          <EyeOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t(hiddenReason(rules))}
        </p>
      )}
      <ol className="grid gap-3">
        {result.questions.map((q, i) => (
          <QuizResultQuestion key={q._id} question={q} index={i} />
        ))}
      </ol>
    </section>
  );
}
