import type { TAnswerFeedback, TLanguage } from '@masar/contracts';
import { formatNumber } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { CriteriaList, NotesLists } from './criteria-list';

/** Feedback on one answer: its score out of 100, the four criteria, strengths and improvements. */
export function AnswerFeedback({
  feedback,
  language,
  headingLevel = 3,
}: {
  feedback: TAnswerFeedback;
  language: TLanguage;
  headingLevel?: 3 | 4;
}) {
  const { t, i18n } = useTranslation('career');
  const Title = `h${headingLevel}` as const;
  return (
    <div className="grid gap-4">
      <Title className="text-lg font-bold text-ink">
        {t('interview.feedbackTitle', {
          score: formatNumber(feedback.score, i18n.language),
          max: formatNumber(100, i18n.language),
        })}
      </Title>
      <CriteriaList criteria={feedback.criteria} language={language} />
      <NotesLists strengths={feedback.strengths} improvements={feedback.improvements} language={language} />
    </div>
  );
}
