import { Heading } from '@/components/ui/heading';
import { QuestionAnswerForm } from '@/features/learning/components/study/question-answer-form';
import { QuestionQueue } from '@/features/questions-admin/components/question-queue';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useTranslation } from '@/lib/use-translation';

export default function DashboardQuestionsRoute() {
  const { t } = useTranslation('study');
  useDocumentTitle(t('queue.title'));
  return (
    <div className="grid grid-cols-1 gap-6">
      <div>
        <Heading level={1}>{t('queue.title')}</Heading>
        <p className="mt-2 text-muted">{t('queue.description')}</p>
      </div>
      {/* the player's answer form, shared: a feature never imports another, the route composes them */}
      <QuestionQueue answerForm={QuestionAnswerForm} />
    </div>
  );
}
