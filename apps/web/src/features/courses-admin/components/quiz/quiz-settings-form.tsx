import type { TQuizAdmin } from '@masar/contracts';
import { useState, type FormEvent } from 'react';
import { ActionButton } from '@/components/ui/action-button';
import { Notice } from '@/components/ui/notice';
import { TextField } from '@/components/ui/text-field';
import { notify } from '@/lib/toast';
import { useTranslation } from '@/lib/use-translation';
import { quizErrorText, useQuizEdit } from '../../api/quiz';

/** Pass mark, attempts (empty: unlimited) and the final-exam flag. */
export function QuizSettingsForm({ quiz }: { quiz: TQuizAdmin }) {
  const { t } = useTranslation('quizzes');
  const edit = useQuizEdit(quiz.lectureId);
  const [pass, setPass] = useState(String(quiz.passPercent));
  const [attempts, setAttempts] = useState(quiz.maxAttempts === null ? '' : String(quiz.maxAttempts));
  const [finalExam, setFinalExam] = useState(quiz.isFinalExam);
  const [failure, setFailure] = useState<string | null>(null);
  const save = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    edit.mutate(
      {
        kind: 'settings',
        body: {
          passPercent: Number(pass),
          maxAttempts: attempts.trim() === '' ? null : Number(attempts),
          isFinalExam: finalExam,
        },
      },
      {
        onSuccess: () => notify('success', t('admin.settingsSaved')),
        onError: (error) => setFailure(quizErrorText(error)),
      },
    );
  };
  return (
    <form onSubmit={save} className="grid gap-3" aria-label={t('admin.settings')}>
      {failure && <Notice tone="danger">{failure}</Notice>}
      <div className="grid items-start gap-3 sm:grid-cols-2">
        <TextField
          label={t('admin.passPercent')}
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          value={pass}
          onChange={(event) => setPass(event.target.value)}
        />
        <TextField
          label={t('admin.maxAttempts')}
          hint={t('admin.maxAttemptsHint')}
          type="number"
          inputMode="numeric"
          min={1}
          max={100}
          value={attempts}
          onChange={(event) => setAttempts(event.target.value)}
        />
      </div>
      <div className="grid gap-1">
        <label className="flex items-center gap-2 font-semibold text-ink">
          <input
            type="checkbox"
            className="size-4 accent-brand-700"
            checked={finalExam}
            onChange={(event) => setFinalExam(event.target.checked)}
          />
          {t('admin.isFinalExam')}
        </label>
        <p className="text-sm text-muted">{t('admin.isFinalExamHint')}</p>
      </div>
      <div>
        <ActionButton type="submit" size="sm" loading={edit.isPending}>
          {t('admin.saveSettings')}
        </ActionButton>
      </div>
    </form>
  );
}
