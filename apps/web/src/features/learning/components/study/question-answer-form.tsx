import type { TQuestion } from '@masar/contracts';
import { clsx } from 'clsx';
import { Eye, EyeOff } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { TextareaField } from '@/components/ui/textarea-field';
import { errorText } from '@/lib/error-text';
import { notify } from '@/lib/toast';
import { useTranslation } from '@/lib/use-translation';
import { useQuestionMutations } from '../../api/questions';

export type TQuestionAnswerFormProps = {
  question: TQuestion;
  rows?: number;
  className?: string;
  /** called (and awaited) after an answer or a hide/show is saved, e.g. to refetch another list */
  onSaved?: () => Promise<unknown>;
  /** more actions beside the buttons (the queue's link to the lecture) */
  children?: ReactNode;
};

/**
 * An admin answers (or edits the answer) and hides or shows a learner's question: in the player
 * and in the queue at /dashboard/questions, which gets it from its route (a feature never imports
 * another).
 */
export function QuestionAnswerForm({ question, rows = 2, className, onSaved, children }: TQuestionAnswerFormProps) {
  const { t } = useTranslation('study');
  const { answer, hide } = useQuestionMutations(question.lectureId, onSaved);
  const [text, setText] = useState(question.answer ?? '');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setError(t('questions.answerRequired'));
      return;
    }
    setError(null);
    try {
      await answer.mutateAsync({ questionId: question._id, body: { answer: text } });
      notify('success', t('questions.answered'));
    } catch (caught) {
      setError(errorText(caught, 'generic'));
    }
  };
  const toggle = () =>
    hide.mutate(
      { questionId: question._id, hidden: !question.hidden },
      { onError: (caught) => notify('error', errorText(caught, 'generic')) },
    );

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className={clsx('grid gap-2', className)}>
      <TextareaField
        label={question.answer ? t('questions.editAnswer') : t('questions.writeAnswer')}
        value={text}
        rows={rows}
        maxLength={5000}
        error={error ?? undefined}
        onChange={(event) => setText(event.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={answer.isPending} aria-busy={answer.isPending || undefined}>
          {t('questions.sendAnswer')}
        </Button>
        <Button variant="ghost" size="sm" onClick={toggle} disabled={hide.isPending}>
          {question.hidden ? (
            <Eye aria-hidden="true" className="size-4" />
          ) : (
            <EyeOff aria-hidden="true" className="size-4" />
          )}
          {question.hidden ? t('questions.show') : t('questions.hide')}
        </Button>
        {children}
      </div>
    </form>
  );
}
