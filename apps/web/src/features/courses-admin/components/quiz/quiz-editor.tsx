import type { TQuizQuestionAdmin } from '@masar/contracts';
import { BarChart3, Eye, Plus, Upload } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { StatusSpinner } from '@/components/ui/status-spinner';
import { errorText } from '@/lib/error-text';
import { useTranslation } from '@/lib/use-translation';
import { useAdminQuiz } from '../../api/quiz';
import { QuizImportForm } from './quiz-import-form';
import { QuizPreview } from './quiz-preview';
import { QuizQuestionForm } from './quiz-question-form';
import { QuizQuestionList } from './quiz-question-list';
import { QuizResultsPanel } from './quiz-results-panel';
import { QuizSettingsForm } from './quiz-settings-form';

type TPanel =
  | { kind: 'add' }
  | { kind: 'edit'; question: TQuizQuestionAdmin }
  | { kind: 'import' }
  | { kind: 'preview' }
  | { kind: 'results' }
  | null;

/** The questions and rules of a saved quiz lecture, inside the lecture dialog (issue 20). */
export function QuizEditor({ lectureId }: { lectureId: string | null }) {
  const { t } = useTranslation('quizzes');
  return (
    <section className="grid gap-4 rounded-lg border border-line p-3" aria-labelledby="quiz-editor-title">
      <h3 id="quiz-editor-title" className="font-bold text-ink">
        {t('admin.title')}
      </h3>
      {lectureId ? (
        <QuizEditorBody lectureId={lectureId} />
      ) : (
        <p className="text-sm text-muted">{t('admin.saveFirst')}</p>
      )}
    </section>
  );
}

function QuizEditorBody({ lectureId }: { lectureId: string }) {
  const { t } = useTranslation('quizzes');
  const quiz = useAdminQuiz(lectureId);
  const [panel, setPanel] = useState<TPanel>(null);
  if (quiz.isPending) return <StatusSpinner label={t('admin.loading')} />;
  if (quiz.isError) return <Notice tone="danger">{errorText(quiz.error, 'generic')}</Notice>;
  const close = () => setPanel(null);
  const toggle = (kind: 'import' | 'preview' | 'results') => setPanel(panel?.kind === kind ? null : { kind });
  return (
    <div className="grid gap-4">
      <QuizSettingsForm quiz={quiz.data} />
      <QuizQuestionList quiz={quiz.data} onEdit={(question) => setPanel({ kind: 'edit', question })} />
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          onClick={() => setPanel({ kind: 'add' })}
          aria-expanded={panel?.kind === 'add'}
        >
          <Plus aria-hidden="true" className="size-4" />
          {t('admin.addQuestion')}
        </Button>
        <Button size="sm" variant="outline" onClick={() => toggle('import')} aria-expanded={panel?.kind === 'import'}>
          <Upload aria-hidden="true" className="size-4" />
          {t('admin.import')}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => toggle('preview')}
          aria-expanded={panel?.kind === 'preview'}
          disabled={quiz.data.questions.length === 0}
        >
          <Eye aria-hidden="true" className="size-4" />
          {t('admin.preview')}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => toggle('results')} aria-expanded={panel?.kind === 'results'}>
          <BarChart3 aria-hidden="true" className="size-4" />
          {t('admin.results')}
        </Button>
      </div>
      {panel?.kind === 'add' && <QuizQuestionForm lectureId={lectureId} onDone={close} />}
      {panel?.kind === 'edit' && (
        <QuizQuestionForm key={panel.question._id} lectureId={lectureId} question={panel.question} onDone={close} />
      )}
      {panel?.kind === 'import' && <QuizImportForm lectureId={lectureId} onDone={close} />}
      {panel?.kind === 'preview' && <QuizPreview quiz={quiz.data} />}
      {panel?.kind === 'results' && <QuizResultsPanel lectureId={lectureId} />}
    </div>
  );
}
