import type { TQuizAdmin, TQuizQuestionAdmin } from '@masar/contracts';
import { ArrowDown, ArrowUp, CheckCircle2, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { formatNumber } from '@/lib/format';
import { notify } from '@/lib/toast';
import { useTranslation } from '@/lib/use-translation';
import { quizErrorText, useQuizEdit } from '../../api/quiz';

/** The quiz's questions in order, each with its correct options, moved up or down, edited or deleted. */
export function QuizQuestionList({ quiz, onEdit }: { quiz: TQuizAdmin; onEdit: (q: TQuizQuestionAdmin) => void }) {
  const { t, i18n } = useTranslation('quizzes');
  const edit = useQuizEdit(quiz.lectureId);
  const [deleting, setDeleting] = useState<TQuizQuestionAdmin | null>(null);
  const count = quiz.questions.length;
  if (count === 0) return <p className="text-sm text-muted">{t('admin.noQuestions')}</p>;
  const move = (q: TQuizQuestionAdmin, position: number) =>
    edit.mutate(
      { kind: 'update', id: q._id, body: { position } },
      { onError: (e) => notify('error', quizErrorText(e)) },
    );
  return (
    <>
      <p className="text-sm font-semibold text-ink">
        {t('admin.questionCount', { count, n: formatNumber(count, i18n.language) })}
      </p>
      <ol className="grid gap-2" aria-label={t('admin.questions')}>
        {quiz.questions.map((q, i) => (
          <li key={q._id} className="grid gap-2 rounded-lg border border-line bg-surface p-3" data-quiz-question>
            <div className="flex flex-wrap items-start justify-between gap-2">
              <p className="min-w-40 flex-1 font-semibold text-ink">
                {formatNumber(i + 1, i18n.language)}. <bdi>{q.prompt}</bdi>
                <span className="ms-2 text-xs font-normal text-muted">{t(`kinds.${q.kind}`)}</span>
              </p>
              <div className="flex gap-1">
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => move(q, i - 1)}
                  disabled={i === 0 || edit.isPending}
                  aria-label={t('admin.moveUp', { n: i + 1 })}
                >
                  <ArrowUp aria-hidden="true" className="size-4" />
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => move(q, i + 1)}
                  disabled={i === count - 1 || edit.isPending}
                  aria-label={t('admin.moveDown', { n: i + 1 })}
                >
                  <ArrowDown aria-hidden="true" className="size-4" />
                </Button>
                <Button size="sm" variant="ghost" onClick={() => onEdit(q)} aria-label={t('admin.edit', { n: i + 1 })}>
                  <Pencil aria-hidden="true" className="size-4" />
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => setDeleting(q)}
                  aria-label={t('admin.delete', { n: i + 1 })}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              </div>
            </div>
            {deleting?._id === q._id && (
              <div className="flex flex-wrap items-center gap-2 rounded-md bg-danger/5 p-2 text-sm" role="group">
                <span className="font-semibold text-danger">{t('admin.deleteMessage')}</span>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={edit.isPending}
                  onClick={() =>
                    edit.mutate(
                      { kind: 'delete', id: q._id },
                      {
                        onSuccess: () => {
                          setDeleting(null);
                          notify('success', t('admin.deleted'));
                        },
                        onError: (e) => notify('error', quizErrorText(e)),
                      },
                    )
                  }
                >
                  {t('admin.deleteConfirm')}
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setDeleting(null)}>
                  {t('admin.cancel')}
                </Button>
              </div>
            )}
            <ul className="flex flex-wrap gap-2 text-sm">
              {q.options.map((o) => (
                <li
                  key={o.id}
                  className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 ${o.correct ? 'bg-success/10 font-semibold text-success' : 'bg-canvas text-muted'}`}
                >
                  {o.correct && <CheckCircle2 aria-hidden="true" className="size-3.5" />}
                  {o.correct && <span className="sr-only">{t('admin.correct')}: </span>}
                  <bdi>{q.kind === 'true_false' ? t(`options.${o.id}`) : o.text}</bdi>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </>
  );
}
