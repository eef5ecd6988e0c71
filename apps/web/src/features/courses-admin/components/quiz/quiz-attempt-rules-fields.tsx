import {
  QUIZ_MAX_QUESTIONS,
  QUIZ_MAX_RETAKE_WAIT_MINUTES,
  QUIZ_MAX_TIME_LIMIT_MINUTES,
  QUIZ_REVEAL_ANSWERS,
  type TQuizRevealAnswers,
} from '@masar/contracts';
import type { ChangeEvent } from 'react';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { formatNumber } from '@/lib/format';
import { useFieldError } from '@/lib/use-field-error';
import { useTranslation } from '@/lib/use-translation';
import type { TDraftErrors, TQuizSettingsDraft } from './quiz-settings-draft';

/**
 * Issue 31's rules of a quiz's attempts: the pool, the order, the time limit, the wait between
 * attempts and when the right answers are shown (never, for a final exam).
 */
export function QuizAttemptRulesFields({
  draft,
  errors,
  bankSize,
  onChange,
}: {
  draft: TQuizSettingsDraft;
  errors: TDraftErrors;
  bankSize: number;
  onChange: (change: Partial<TQuizSettingsDraft>) => void;
}) {
  const { t, i18n } = useTranslation('quizzes');
  const fieldError = useFieldError('quizzes');
  const number = (field: 'questionsPerAttempt' | 'timeLimitMinutes' | 'retakeWaitMinutes', max: number) => ({
    type: 'number',
    inputMode: 'numeric' as const,
    min: 1,
    max,
    value: draft[field],
    error: fieldError(errors[field]),
    onChange: (event: ChangeEvent<HTMLInputElement>) => onChange({ [field]: event.target.value }),
  });
  return (
    <div className="grid items-start gap-3 sm:grid-cols-2">
      <TextField
        label={t('admin.questionsPerAttempt')}
        hint={t('admin.questionsPerAttemptHint', { n: formatNumber(bankSize, i18n.language) })}
        {...number('questionsPerAttempt', QUIZ_MAX_QUESTIONS)}
      />
      <div className="grid gap-1 sm:pt-7">
        <label className="flex items-center gap-2 font-semibold text-ink">
          <input
            type="checkbox"
            className="size-4 accent-brand-700"
            checked={draft.shuffleQuestions}
            onChange={(event) => onChange({ shuffleQuestions: event.target.checked })}
          />
          {t('admin.shuffleQuestions')}
        </label>
        <p className="text-sm text-muted">{t('admin.shuffleQuestionsHint')}</p>
      </div>
      <TextField
        label={t('admin.timeLimit')}
        hint={t('admin.timeLimitHint')}
        {...number('timeLimitMinutes', QUIZ_MAX_TIME_LIMIT_MINUTES)}
      />
      <TextField
        label={t('admin.retakeWait')}
        hint={t('admin.retakeWaitHint')}
        {...number('retakeWaitMinutes', QUIZ_MAX_RETAKE_WAIT_MINUTES)}
      />
      <SelectField
        label={t('admin.revealAnswers')}
        hint={draft.isFinalExam ? t('admin.revealFinal') : undefined}
        value={draft.isFinalExam ? 'never' : draft.revealAnswers}
        disabled={draft.isFinalExam}
        onChange={(event) => onChange({ revealAnswers: event.target.value as TQuizRevealAnswers })}
      >
        {QUIZ_REVEAL_ANSWERS.map((choice) => (
          <option key={choice} value={choice}>
            {t(`admin.reveal.${choice}`)}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
