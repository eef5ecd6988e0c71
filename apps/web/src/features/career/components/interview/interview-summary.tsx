import type { TInterviewSession } from '@masar/contracts';
import { RotateCcw } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatNumber } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { cvDirection } from '../../lib/cv-labels';
import { ScoreDial } from '../review/score-dial';
import { AnswerFeedback } from './answer-feedback';
import { CriteriaList, NotesLists } from './criteria-list';

/** The end of a session: the overall score and criteria, then every question with its answer and feedback. */
export function InterviewSummary({ session }: { session: TInterviewSession }) {
  const { t, i18n } = useTranslation('career');
  const summary = session.summary;
  if (!summary) return null;
  const dir = cvDirection(session.language);
  const n = (value: number) => formatNumber(value, i18n.language);
  return (
    <div className="grid gap-8">
      <section
        aria-labelledby="interview-summary-title"
        className="grid gap-6 rounded-xl border border-line bg-surface p-6 shadow-card"
      >
        <div className="flex flex-wrap items-center gap-6">
          <ScoreDial score={summary.score} />
          <div>
            <h3 id="interview-summary-title" className="text-2xl font-bold text-ink">
              {t('interview.summaryTitle')}
            </h3>
            <p className="text-muted">
              {t('interview.answeredOf', { answered: n(summary.answered), total: n(session.total) })}
            </p>
          </div>
        </div>
        <CriteriaList criteria={summary.criteria} language={session.language} />
        <NotesLists strengths={summary.strengths} improvements={summary.improvements} language={session.language} />
        <Link to={paths.careerInterview.getHref()} className={buttonClasses('primary', 'md', 'justify-self-start')}>
          <RotateCcw aria-hidden="true" className="size-4" />
          {t('interview.practiseAgain')}
        </Link>
      </section>
      <section aria-labelledby="interview-answers-title" className="grid gap-4">
        <h3 id="interview-answers-title" className="text-xl font-bold text-ink">
          {t('interview.answersTitle')}
        </h3>
        <ol className="grid gap-4">
          {session.answers.map((answer, index) => {
            const question = session.questions.find((q) => q.id === answer.questionId);
            return (
              <li key={answer.questionId} className="grid gap-4 rounded-xl border border-line bg-surface p-5">
                <p className="text-sm font-semibold text-muted">{t('interview.questionN', { n: n(index + 1) })}</p>
                <p lang={session.language} dir={dir} className="text-start font-bold text-ink">
                  {question?.text}
                </p>
                <blockquote
                  lang={session.language}
                  dir={dir}
                  className="whitespace-pre-line border-s-4 border-line ps-3 text-start text-sm text-ink"
                >
                  {answer.answer}
                </blockquote>
                <AnswerFeedback feedback={answer.feedback} language={session.language} headingLevel={4} />
              </li>
            );
          })}
        </ol>
      </section>
    </div>
  );
}
