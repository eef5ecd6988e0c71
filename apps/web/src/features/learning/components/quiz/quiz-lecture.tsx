import type { TContentLecture, TQuizAttemptResult, TQuizAttemptStart } from '@masar/contracts';
import { useState } from 'react';
import { Notice } from '@/components/ui/notice';
import { StatusSpinner } from '@/components/ui/status-spinner';
import { errorText } from '@/lib/error-text';
import { useTranslation } from '@/lib/use-translation';
import { isAttemptClosed, useQuizState, useStartAttempt, useSubmitAttempt } from '../../api/quiz';
import { QuizAttemptForm } from './quiz-attempt-form';
import { QuizResult } from './quiz-result';
import { QuizSummary } from './quiz-summary';

/** A quiz lecture in the player (issue 20): its rules and my attempts, an attempt, then its result. */
export function QuizLecture({ courseId, lecture }: { courseId: string; lecture: TContentLecture }) {
  const { t } = useTranslation('quizzes');
  const state = useQuizState(lecture._id);
  const start = useStartAttempt(lecture._id);
  const submit = useSubmitAttempt(courseId, lecture._id);
  const [attempt, setAttempt] = useState<TQuizAttemptStart | null>(null);
  const [result, setResult] = useState<TQuizAttemptResult | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (state.isPending) return <StatusSpinner label={t('player.loading')} className="py-12" />;
  if (state.isError) return <Notice tone="danger">{errorText(state.error, 'generic')}</Notice>;

  const onStart = () => {
    setError(null);
    start.mutate(undefined, {
      onSuccess: (started) => {
        setResult(null);
        setAttempt(started);
      },
      onError: (caught) => setError(errorText(caught, 'generic')),
    });
  };
  const onSubmit = (answers: Record<string, string[]>) => {
    if (!attempt) return;
    setError(null);
    submit.mutate(
      { attemptId: attempt._id, answers },
      {
        onSuccess: (graded) => {
          setAttempt(null);
          setResult(graded);
        },
        onError: (caught) => {
          // past the time limit the server closed the attempt: its message, and the summary again
          // (the state is read again); any other failure leaves the answers in place to send again
          if (isAttemptClosed(caught)) setAttempt(null);
          setError(errorText(caught, 'generic'));
        },
      },
    );
  };

  return (
    <div className="grid gap-4" data-quiz={lecture._id}>
      {error && <Notice tone="danger">{error}</Notice>}
      {attempt ? (
        <QuizAttemptForm key={attempt._id} attempt={attempt} busy={submit.isPending} onSubmit={onSubmit} />
      ) : (
        <>
          {result && <QuizResult result={result} rules={state.data} />}
          <QuizSummary state={state.data} receivedAt={state.dataUpdatedAt} busy={start.isPending} onStart={onStart} />
        </>
      )}
    </div>
  );
}
