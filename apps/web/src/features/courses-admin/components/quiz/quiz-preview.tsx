import type { TQuizAdmin } from '@masar/contracts';
import { CheckCircle2, XCircle } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { formatNumber } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';

const shuffle = <T,>(items: readonly T[]) => {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
};

/**
 * The quiz as a learner sees it (options shuffled, nothing marked), answered here without being
 * recorded: "check" shows what the learner would see after submitting.
 */
export function QuizPreview({ quiz }: { quiz: TQuizAdmin }) {
  const { t, i18n } = useTranslation('quizzes');
  const questions = useMemo(
    () => quiz.questions.map((q) => ({ ...q, options: q.kind === 'true_false' ? q.options : shuffle(q.options) })),
    [quiz.questions],
  );
  const [answers, setAnswers] = useState<Record<string, string[]>>({});
  const [checked, setChecked] = useState(false);
  const isRight = (id: string) => {
    const q = questions.find((x) => x._id === id);
    const chosen = answers[id] ?? [];
    const correct = q?.options.filter((o) => o.correct).map((o) => o.id) ?? [];
    return chosen.length === correct.length && chosen.every((o) => correct.includes(o));
  };
  const score = Math.floor((questions.filter((q) => isRight(q._id)).length * 100) / Math.max(1, questions.length));
  return (
    <section className="grid gap-3 rounded-lg border border-line bg-canvas p-3" aria-label={t('admin.previewTitle')}>
      <p className="text-sm text-muted">{t('admin.previewHint')}</p>
      <ol className="grid gap-3">
        {questions.map((q, i) => {
          const many = q.kind === 'multiple';
          return (
            <li key={q._id}>
              <fieldset className="grid gap-2 rounded-lg border border-line bg-surface p-3">
                <legend className="px-1 font-semibold text-ink">
                  {checked &&
                    (isRight(q._id) ? (
                      <CheckCircle2 aria-label={t('result.right')} className="me-1 inline size-4 text-success" />
                    ) : (
                      <XCircle aria-label={t('result.wrong')} className="me-1 inline size-4 text-danger" />
                    ))}
                  {formatNumber(i + 1, i18n.language)}. <bdi>{q.prompt}</bdi>
                </legend>
                {q.options.map((o) => (
                  <label key={o.id} className="flex items-center gap-2">
                    <input
                      type={many ? 'checkbox' : 'radio'}
                      name={`preview-${q._id}`}
                      className="size-4 accent-brand-700"
                      checked={(answers[q._id] ?? []).includes(o.id)}
                      onChange={(event) =>
                        setAnswers((all) => {
                          const now = all[q._id] ?? [];
                          const next = many
                            ? event.target.checked
                              ? [...now, o.id]
                              : now.filter((id) => id !== o.id)
                            : [o.id];
                          return { ...all, [q._id]: next };
                        })
                      }
                    />
                    <bdi>{q.kind === 'true_false' ? t(`options.${o.id}`) : o.text}</bdi>
                  </label>
                ))}
                {checked && q.explanation && <p className="text-sm text-muted">{q.explanation}</p>}
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap items-center gap-3">
        <Button size="sm" variant="outline" onClick={() => setChecked(true)}>
          {t('admin.previewCheck')}
        </Button>
        {checked && (
          <p className="text-sm font-semibold text-ink" role="status">
            {t('admin.previewScore', {
              score: formatNumber(score / 100, i18n.language, { style: 'percent' }),
              pass: formatNumber(quiz.passPercent / 100, i18n.language, { style: 'percent' }),
            })}
          </p>
        )}
      </div>
    </section>
  );
}
