import type { TQuizAdmin } from '@masar/contracts';
import { useState, type FormEvent } from 'react';
import { ActionButton } from '@/components/ui/action-button';
import { Notice } from '@/components/ui/notice';
import { TextField } from '@/components/ui/text-field';
import { notify } from '@/lib/toast';
import { useFieldError } from '@/lib/use-field-error';
import { useTranslation } from '@/lib/use-translation';
import { quizErrorText, useQuizEdit } from '../../api/quiz';
import { QuizAttemptRulesFields } from './quiz-attempt-rules-fields';
import { changesOf, draftOf, settingsKey, type TDraftErrors, type TQuizSettingsDraft } from './quiz-settings-draft';

/** Pass mark, attempts (empty: unlimited), the final-exam flag and the attempts' rules (issue 31). */
export function QuizSettingsForm({ quiz }: { quiz: TQuizAdmin }) {
  const { t } = useTranslation('quizzes');
  const fieldError = useFieldError('quizzes');
  const edit = useQuizEdit(quiz.lectureId);
  const [draft, setDraft] = useState<TQuizSettingsDraft>(() => draftOf(quiz));
  // the rules saved elsewhere meanwhile (this form's save, the server's filling in a final exam's
  // pool and shuffle, an import's settings): the form shows them, and compares against them
  const saved = settingsKey(quiz);
  const [shown, setShown] = useState(saved);
  if (shown !== saved) {
    setShown(saved);
    setDraft(draftOf(quiz));
  }
  const [errors, setErrors] = useState<TDraftErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const change = (next: Partial<TQuizSettingsDraft>) => setDraft((now) => ({ ...now, ...next }));
  const save = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const { body, errors: found } = changesOf(draft, quiz);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    edit.mutate(
      { kind: 'settings', body },
      {
        onSuccess: () => notify('success', t('admin.settingsSaved')),
        onError: (error) => setFailure(quizErrorText(error)),
      },
    );
  };
  return (
    <form onSubmit={save} noValidate className="grid gap-3" aria-label={t('admin.settings')}>
      {failure && <Notice tone="danger">{failure}</Notice>}
      <div className="grid items-start gap-3 sm:grid-cols-2">
        <TextField
          label={t('admin.passPercent')}
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          value={draft.passPercent}
          error={fieldError(errors.passPercent)}
          onChange={(event) => change({ passPercent: event.target.value })}
        />
        <TextField
          label={t('admin.maxAttempts')}
          hint={t('admin.maxAttemptsHint')}
          type="number"
          inputMode="numeric"
          min={1}
          max={100}
          value={draft.maxAttempts}
          error={fieldError(errors.maxAttempts)}
          onChange={(event) => change({ maxAttempts: event.target.value })}
        />
      </div>
      <div className="grid gap-1">
        <label className="flex items-center gap-2 font-semibold text-ink">
          <input
            type="checkbox"
            className="size-4 accent-brand-700"
            checked={draft.isFinalExam}
            onChange={(event) => change({ isFinalExam: event.target.checked })}
          />
          {t('admin.isFinalExam')}
        </label>
        <p className="text-sm text-muted">{t('admin.isFinalExamHint')}</p>
      </div>
      <QuizAttemptRulesFields draft={draft} errors={errors} bankSize={quiz.questions.length} onChange={change} />
      <div>
        <ActionButton type="submit" size="sm" loading={edit.isPending}>
          {t('admin.saveSettings')}
        </ActionButton>
      </div>
    </form>
  );
}
