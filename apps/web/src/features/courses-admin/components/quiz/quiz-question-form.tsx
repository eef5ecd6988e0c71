import {
  QUIZ_MAX_OPTIONS,
  QUIZ_QUESTION_KINDS,
  type TQuizQuestionAdmin,
  type TQuizQuestionKind,
} from '@masar/contracts';
import { Plus, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { ActionButton } from '@/components/ui/action-button';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { SelectField } from '@/components/ui/select-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { notify } from '@/lib/toast';
import { useTranslation } from '@/lib/use-translation';
import { quizErrorText, useQuizEdit } from '../../api/quiz';

type TOption = { text: string; correct: boolean };
const blank = (): TOption[] => [
  { text: '', correct: true },
  { text: '', correct: false },
];

/** Adds or edits one question: its kind, text, options with the correct ones marked, explanation. */
export function QuizQuestionForm({
  lectureId,
  question,
  onDone,
}: {
  lectureId: string;
  question?: TQuizQuestionAdmin;
  onDone: () => void;
}) {
  const { t } = useTranslation('quizzes');
  const edit = useQuizEdit(lectureId);
  const [kind, setKind] = useState<TQuizQuestionKind>(question?.kind ?? 'single');
  const [prompt, setPrompt] = useState(question?.prompt ?? '');
  const [options, setOptions] = useState<TOption[]>(
    question && question.kind !== 'true_false'
      ? question.options.map(({ text, correct }) => ({ text, correct }))
      : blank(),
  );
  const [answer, setAnswer] = useState(question?.options.find((o) => o.id === 'true')?.correct ?? true);
  const [explanation, setExplanation] = useState(question?.explanation ?? '');
  const [failure, setFailure] = useState<string | null>(null);

  const setOption = (index: number, change: Partial<TOption>) =>
    setOptions((all) =>
      all.map((o, i) => {
        if (i === index) return { ...o, ...change };
        // single choice: marking one unmarks the others
        return change.correct && kind === 'single' ? { ...o, correct: false } : o;
      }),
    );
  const save = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const body = {
      kind,
      prompt,
      options: kind === 'true_false' ? [] : options,
      ...(kind === 'true_false' ? { answer } : {}),
      explanation: explanation.trim() === '' ? null : explanation,
    };
    edit.mutate(question ? { kind: 'update', id: question._id, body: { question: body } } : { kind: 'add', body }, {
      onSuccess: () => {
        notify('success', t('admin.questionSaved'));
        onDone();
      },
      onError: (error) => setFailure(quizErrorText(error)),
    });
  };
  return (
    <form
      onSubmit={save}
      className="grid gap-3 rounded-lg border border-brand-200 bg-brand-50/40 p-3"
      aria-label={question ? t('admin.editQuestion') : t('admin.addQuestion')}
    >
      {failure && <Notice tone="danger">{failure}</Notice>}
      <SelectField
        label={t('admin.kind')}
        value={kind}
        onChange={(event) => setKind(event.target.value as TQuizQuestionKind)}
      >
        {QUIZ_QUESTION_KINDS.map((value) => (
          <option key={value} value={value}>
            {t(`kinds.${value}`)}
          </option>
        ))}
      </SelectField>
      <TextareaField
        label={t('admin.prompt')}
        dir="auto"
        rows={2}
        value={prompt}
        onChange={(event) => setPrompt(event.target.value)}
      />
      {kind === 'true_false' ? (
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-semibold text-ink">{t('admin.answer')}</legend>
          {([true, false] as const).map((value) => (
            <label key={String(value)} className="flex items-center gap-2">
              <input
                type="radio"
                name="tf-answer"
                className="size-4 accent-brand-700"
                checked={answer === value}
                onChange={() => setAnswer(value)}
              />
              {t(`options.${String(value)}`)}
            </label>
          ))}
        </fieldset>
      ) : (
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-semibold text-ink">
            {t(kind === 'single' ? 'admin.optionsSingle' : 'admin.optionsMultiple')}
          </legend>
          {options.map((o, i) => (
            <div key={i} className="flex items-center gap-2">
              <input
                type={kind === 'single' ? 'radio' : 'checkbox'}
                name="correct-option"
                className="size-4 shrink-0 accent-brand-700"
                checked={o.correct}
                onChange={(event) => setOption(i, { correct: event.target.checked })}
                aria-label={t('admin.markCorrect', { n: i + 1 })}
              />
              <input
                className="h-10 min-w-0 flex-1 rounded-lg border border-line bg-surface px-3 text-ink"
                dir="auto"
                value={o.text}
                onChange={(event) => setOption(i, { text: event.target.value })}
                aria-label={t('admin.optionText', { n: i + 1 })}
              />
              <Button
                size="sm"
                variant="ghost"
                onClick={() => setOptions((all) => all.filter((_, j) => j !== i))}
                disabled={options.length <= 2}
                aria-label={t('admin.removeOption', { n: i + 1 })}
              >
                <X aria-hidden="true" className="size-4" />
              </Button>
            </div>
          ))}
          <div>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => setOptions((all) => [...all, { text: '', correct: false }])}
              disabled={options.length >= QUIZ_MAX_OPTIONS}
            >
              <Plus aria-hidden="true" className="size-4" />
              {t('admin.addOption')}
            </Button>
          </div>
        </fieldset>
      )}
      <TextareaField
        label={t('admin.explanation')}
        hint={t('admin.explanationHint')}
        dir="auto"
        rows={2}
        value={explanation}
        onChange={(event) => setExplanation(event.target.value)}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onDone}>
          {t('admin.cancel')}
        </Button>
        <ActionButton type="submit" size="sm" loading={edit.isPending}>
          {t('admin.saveQuestion')}
        </ActionButton>
      </div>
    </form>
  );
}
