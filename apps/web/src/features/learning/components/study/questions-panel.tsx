import type { TContentLecture, TQuestion } from '@masar/contracts';
import { MessageCircleQuestion } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { StatusSpinner } from '@/components/ui/status-spinner';
import { TextareaField } from '@/components/ui/textarea-field';
import { errorText } from '@/lib/error-text';
import { formatDate } from '@/lib/format-date';
import { useSession } from '@/lib/session';
import { notify } from '@/lib/toast';
import { useTranslation } from '@/lib/use-translation';
import { useQuestionMutations, useQuestions } from '../../api/questions';
import { QuestionAnswerForm } from './question-answer-form';

/** The lecture's questions and answers; learners ask, admins answer and hide (issue 20). */
export function QuestionsPanel({ lecture }: { lecture: TContentLecture }) {
  const { t } = useTranslation('study');
  const questions = useQuestions(lecture._id);
  const { ask } = useQuestionMutations(lecture._id);
  const isAdmin = useSession().isAdmin;
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) {
      setError(t('questions.required'));
      return;
    }
    setError(null);
    try {
      await ask.mutateAsync({ body });
      setBody('');
      notify('success', t('questions.asked'));
    } catch (caught) {
      setError(errorText(caught, 'generic'));
    }
  };

  return (
    <div className="grid gap-4">
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-2">
        <TextareaField
          label={t('questions.new')}
          hint={t('questions.hint')}
          value={body}
          rows={3}
          maxLength={2000}
          error={error ?? undefined}
          onChange={(event) => setBody(event.target.value)}
        />
        <div>
          <Button type="submit" size="sm" disabled={ask.isPending} aria-busy={ask.isPending || undefined}>
            <MessageCircleQuestion aria-hidden="true" className="size-4" />
            {t('questions.ask')}
          </Button>
        </div>
      </form>
      {questions.isPending ? (
        <StatusSpinner label={t('questions.loading')} />
      ) : questions.isError ? (
        <Notice tone="danger">{errorText(questions.error, 'generic')}</Notice>
      ) : questions.data.length === 0 ? (
        <p className="text-sm text-muted">{t('questions.empty')}</p>
      ) : (
        <ul className="grid gap-3" aria-label={t('questions.list')}>
          {questions.data.map((question) => (
            <QuestionItem key={question._id} question={question} isAdmin={isAdmin} />
          ))}
        </ul>
      )}
    </div>
  );
}

function QuestionItem({ question, isAdmin }: { question: TQuestion; isAdmin: boolean }) {
  const { t, i18n } = useTranslation('study');
  const lang = i18n.resolvedLanguage ?? 'ar';
  return (
    <li className="grid gap-2 rounded-lg border border-line p-3" data-question-id={question._id}>
      <div className="flex flex-wrap items-center gap-2 text-sm text-muted">
        <bdi className="font-semibold text-ink">{question.author.name}</bdi>
        <span>{formatDate(question.createdAt, lang)}</span>
        {question.mine && <Badge>{t('questions.mine')}</Badge>}
        {question.hidden && <Badge tone="accent">{t('questions.hidden')}</Badge>}
      </div>
      <p dir="auto" className="whitespace-pre-line text-ink">
        {question.body}
      </p>
      {question.answer ? (
        <div className="grid gap-1 rounded-md bg-brand-50 p-3">
          <p className="text-sm font-semibold text-brand-800">{t('questions.answer')}</p>
          <p dir="auto" className="whitespace-pre-line text-ink">
            {question.answer}
          </p>
        </div>
      ) : (
        <p className="text-sm text-muted">{t('questions.awaiting')}</p>
      )}
      {isAdmin && <QuestionAnswerForm question={question} className="border-t border-line pt-2" />}
    </li>
  );
}
