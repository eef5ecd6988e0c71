import { useState, type FormEvent } from 'react';
import { ActionButton } from '@/components/ui/action-button';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { SelectField } from '@/components/ui/select-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { formatNumber } from '@/lib/format';
import { notify } from '@/lib/toast';
import { useTranslation } from '@/lib/use-translation';
import { quizErrorText, useQuizEdit } from '../../api/quiz';

type TFormat = 'csv' | 'json';

/** A question bank pasted or read from a .csv/.json file, imported all at once (docs/api/quizzes.md). */
export function QuizImportForm({ lectureId, onDone }: { lectureId: string; onDone: () => void }) {
  const { t, i18n } = useTranslation('quizzes');
  const edit = useQuizEdit(lectureId);
  const [format, setFormat] = useState<TFormat>('csv');
  const [mode, setMode] = useState<'append' | 'replace'>('append');
  const [content, setContent] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setContent(await file.text());
    if (/\.json$/i.test(file.name)) setFormat('json');
    if (/\.csv$/i.test(file.name)) setFormat('csv');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    edit.mutate(
      { kind: 'import', body: { format, content, mode } },
      {
        onSuccess: (quiz) => {
          notify('success', t('import.done', { n: formatNumber(quiz?.questions.length ?? 0, i18n.language) }));
          onDone();
        },
        onError: (error) => setFailure(quizErrorText(error)),
      },
    );
  };
  return (
    <form
      onSubmit={submit}
      className="grid gap-3 rounded-lg border border-brand-200 bg-brand-50/40 p-3"
      aria-label={t('import.title')}
    >
      <p className="text-sm text-muted">{t('import.help')}</p>
      {format === 'json' && <p className="text-sm text-muted">{t('import.jsonSettings')}</p>}
      <pre dir="ltr" className="overflow-x-auto rounded-md bg-canvas p-2 text-xs text-ink">
        {format === 'csv' ? t('import.csvExample') : t('import.jsonExample')}
      </pre>
      {format === 'json' && (
        <pre dir="ltr" className="overflow-x-auto rounded-md bg-canvas p-2 text-xs text-ink">
          {t('import.jsonSettingsExample')}
        </pre>
      )}
      {failure && <Notice tone="danger">{failure}</Notice>}
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label={t('import.format')}
          value={format}
          onChange={(event) => setFormat(event.target.value as TFormat)}
        >
          <option value="csv">CSV</option>
          <option value="json">JSON</option>
        </SelectField>
        <SelectField
          label={t('import.mode')}
          value={mode}
          onChange={(event) => setMode(event.target.value as 'append' | 'replace')}
        >
          <option value="append">{t('import.append')}</option>
          <option value="replace">{t('import.replace')}</option>
        </SelectField>
      </div>
      <label className="grid gap-1.5 text-sm font-semibold text-ink">
        {t('import.file')}
        <input
          type="file"
          accept=".csv,.json,text/csv,application/json"
          className="text-sm font-normal"
          onChange={(event) => void onFile(event.target.files?.[0])}
        />
      </label>
      <TextareaField
        label={t('import.content')}
        dir="ltr"
        rows={6}
        value={content}
        onChange={(event) => setContent(event.target.value)}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onDone}>
          {t('admin.cancel')}
        </Button>
        <ActionButton type="submit" size="sm" loading={edit.isPending} disabled={content.trim() === ''}>
          {t('import.submit')}
        </ActionButton>
      </div>
    </form>
  );
}
