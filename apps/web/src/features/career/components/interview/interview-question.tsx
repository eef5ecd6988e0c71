import { INTERVIEW_ANSWER_MAX, ZInterviewAnswerRequest, type TInterviewSession } from '@masar/contracts';
import { ArrowRight } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { ActionButton } from '@/components/ui/action-button';
import { Badge } from '@/components/ui/badge';
import { Notice } from '@/components/ui/notice';
import { TextareaField } from '@/components/ui/textarea-field';
import { errorText } from '@/lib/error-text';
import { formatNumber } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { useAnswerInterview } from '../../api/answer-interview';
import { useFinishInterview } from '../../api/finish-interview';
import { useCareerFieldError } from '../../hooks/use-career-field-error';
import { cvDirection } from '../../lib/cv-labels';
import { AnswerFeedback } from './answer-feedback';

/**
 * The question waiting for an answer. After each answer its feedback shows first; "Next question"
 * then brings the next one (already in the session the API answered with).
 */
export function InterviewQuestion({ session }: { session: TInterviewSession }) {
  const { t, i18n } = useTranslation('career');
  const id = useId();
  const fieldError = useCareerFieldError();
  const answer = useAnswerInterview(session._id);
  const finish = useFinishInterview(session._id);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [showFeedback, setShowFeedback] = useState(false);
  const focusRef = useRef<HTMLHeadingElement>(null);
  // the learner's own moves bring focus to the feedback or the next question, not the arrival
  const moved = useRef(false);
  const n = (value: number) => formatNumber(value, i18n.language);
  const dir = cvDirection(session.language);
  const last = session.answers[session.answers.length - 1];
  const lastQuestion = last && session.questions.find((q) => q.id === last.questionId);

  useEffect(() => {
    if (moved.current) focusRef.current?.focus();
  }, [showFeedback, session.current?.id]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = ZInterviewAnswerRequest.safeParse({ answer: text });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    answer.mutate(parsed.data.answer, {
      onSuccess: () => {
        moved.current = true;
        setText('');
        setShowFeedback(true);
      },
    });
  };

  if (showFeedback && last) {
    return (
      <section
        aria-labelledby={`${id}-fb`}
        className="grid gap-5 rounded-xl border border-line bg-surface p-6 shadow-card"
      >
        <h3 id={`${id}-fb`} ref={focusRef} tabIndex={-1} className="sr-only">
          {t('interview.feedbackFor', { n: n(session.answers.length) })}
        </h3>
        {lastQuestion && (
          <p lang={session.language} dir={dir} className="text-start font-semibold text-muted">
            {lastQuestion.text}
          </p>
        )}
        <AnswerFeedback feedback={last.feedback} language={session.language} headingLevel={4} />
        <ActionButton className="justify-self-start" onClick={() => setShowFeedback(false)}>
          {session.current ? t('interview.nextQuestion') : t('interview.seeSummary')}
          <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        </ActionButton>
      </section>
    );
  }
  const current = session.current;
  if (!current) return null;
  const failure = answer.error ?? finish.error;

  return (
    <section
      aria-labelledby={`${id}-q`}
      className="grid gap-5 rounded-xl border border-line bg-surface p-6 shadow-card"
    >
      <div className="grid gap-2">
        <p className="text-sm font-semibold text-muted">
          {t('interview.questionOf', { n: n(session.answers.length + 1), total: n(session.total) })}
        </p>
        <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-line">
          <div
            className="h-full rounded-full bg-brand-600"
            style={{ width: `${(session.answers.length / session.total) * 100}%` }}
          />
        </div>
      </div>
      {current.followUp && (
        <Badge tone="accent" className="justify-self-start">
          {t('interview.followUp')}
        </Badge>
      )}
      <h3
        id={`${id}-q`}
        ref={focusRef}
        tabIndex={-1}
        lang={session.language}
        dir={dir}
        className="text-start text-xl font-bold leading-relaxed text-ink outline-none"
      >
        {current.text}
      </h3>
      <form noValidate onSubmit={submit} className="grid gap-4">
        <TextareaField
          label={t('interview.yourAnswer')}
          hint={t('interview.answerHint', { count: n(text.length), max: n(INTERVIEW_ANSWER_MAX) })}
          rows={8}
          lang={session.language}
          dir={dir}
          maxLength={INTERVIEW_ANSWER_MAX}
          value={text}
          error={fieldError(error)}
          onChange={(event) => setText(event.target.value)}
        />
        {failure && <Notice tone="danger">{errorText(failure, 'generic')}</Notice>}
        <div className="flex flex-wrap gap-3">
          <ActionButton type="submit" loading={answer.isPending} loadingText={t('interview.scoring')}>
            {t('interview.submitAnswer')}
          </ActionButton>
          {session.answers.length > 0 && (
            <ActionButton
              variant="ghost"
              loading={finish.isPending}
              disabled={answer.isPending}
              onClick={() => finish.mutate()}
            >
              {t('interview.finishNow')}
            </ActionButton>
          )}
        </div>
      </form>
    </section>
  );
}
