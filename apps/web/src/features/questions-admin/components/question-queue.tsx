import type { TQueuedQuestion } from '@masar/contracts';
import { ExternalLink, Eye, EyeOff } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { SelectField } from '@/components/ui/select-field';
import { StatusSpinner } from '@/components/ui/status-spinner';
import { TextareaField } from '@/components/ui/textarea-field';
import { paths } from '@/config/paths';
import { errorText } from '@/lib/error-text';
import { formatDate } from '@/lib/format-date';
import { notify } from '@/lib/toast';
import { useTranslation } from '@/lib/use-translation';
import { useQuestionActions } from '../api/answer-question';
import { useQuestionQueue } from '../api/get-question-queue';
import type { TQueueQuery } from '../api/query-keys';

const PAGE_SIZE = 20;
const STATUSES: TQueueQuery['status'][] = ['unanswered', 'answered', 'all'];

/** /dashboard/questions: the learners' questions, unanswered first-come first-served, answered in place. */
export function QuestionQueue() {
  const { t } = useTranslation('study');
  const [status, setStatus] = useState<TQueueQuery['status']>('unanswered');
  const [page, setPage] = useState(1);
  const queue = useQuestionQueue({ status, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });

  return (
    <div className="grid gap-4">
      <SelectField
        label={t('queue.status')}
        value={status}
        className="max-w-xs"
        onChange={(event) => {
          setStatus(event.target.value as TQueueQuery['status']);
          setPage(1);
        }}
      >
        {STATUSES.map((value) => (
          <option key={value} value={value}>
            {t(`queue.${value}`)}
          </option>
        ))}
      </SelectField>
      {queue.isPending ? (
        <StatusSpinner label={t('queue.loading')} className="py-12" />
      ) : queue.isError ? (
        <Notice tone="danger">{errorText(queue.error, 'generic')}</Notice>
      ) : queue.data.items.length === 0 ? (
        <Notice>{t('queue.empty')}</Notice>
      ) : (
        <>
          <ul className="grid gap-4">
            {queue.data.items.map((question) => (
              <QueuedQuestion key={question._id} question={question} />
            ))}
          </ul>
          <PaginationBar page={page} pageSize={PAGE_SIZE} total={queue.data.total} onPage={setPage} />
        </>
      )}
    </div>
  );
}

function QueuedQuestion({ question }: { question: TQueuedQuestion }) {
  const { t, i18n } = useTranslation('study');
  const { answer, hide } = useQuestionActions();
  const [text, setText] = useState(question.answer ?? '');
  const [error, setError] = useState<string | null>(null);
  const lectureHref = `${paths.courseOverview.getHref(question.courseId)}?lecture=${encodeURIComponent(question.lectureId)}`;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setError(t('questions.answerRequired'));
      return;
    }
    setError(null);
    try {
      await answer.mutateAsync({ questionId: question._id, answer: text });
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
    <li className="grid gap-3 rounded-xl border border-line bg-surface p-4 shadow-card" data-question-id={question._id}>
      <div className="flex flex-wrap items-center gap-2 text-sm text-muted">
        <bdi className="font-semibold text-ink">{question.author.name}</bdi>
        <span>{formatDate(question.createdAt, i18n.resolvedLanguage ?? 'ar')}</span>
        {question.hidden && <Badge tone="accent">{t('questions.hidden')}</Badge>}
        {question.answer && <Badge>{t('queue.answered')}</Badge>}
      </div>
      <p className="text-sm text-muted">
        {t('queue.in', {
          lecture: `\u2068${question.lectureTitle}\u2069`,
          course: `\u2068${question.courseTitle}\u2069`,
        })}
      </p>
      <p dir="auto" className="whitespace-pre-line text-ink">
        {question.body}
      </p>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-2">
        <TextareaField
          label={question.answer ? t('questions.editAnswer') : t('questions.writeAnswer')}
          value={text}
          rows={3}
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
          <Link to={lectureHref} className={buttonClasses('outline', 'sm')}>
            <ExternalLink aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            {t('queue.openLecture')}
          </Link>
        </div>
      </form>
    </li>
  );
}
