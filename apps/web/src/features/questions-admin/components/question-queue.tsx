import type { TQueuedQuestion } from '@masar/contracts';
import { ExternalLink } from 'lucide-react';
import { useState, type ComponentType, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { SelectField } from '@/components/ui/select-field';
import { StatusSpinner } from '@/components/ui/status-spinner';
import { paths } from '@/config/paths';
import { errorText } from '@/lib/error-text';
import { formatDate } from '@/lib/format-date';
import { useTranslation } from '@/lib/use-translation';
import { useQuestionQueue } from '../api/get-question-queue';
import { useRefreshQueue } from '../api/refresh-queue';
import type { TQueueQuery } from '../api/query-keys';

const PAGE_SIZE = 20;
const STATUSES: TQueueQuery['status'][] = ['unanswered', 'answered', 'all'];

/**
 * The answer/hide form, shared with the lecture player: the learning feature's QuestionAnswerForm,
 * handed in by the route because a feature never imports another (ARCHITECTURE.md, lint zones).
 */
export type TAnswerForm = ComponentType<{
  question: TQueuedQuestion;
  rows?: number;
  onSaved?: () => Promise<unknown>;
  children?: ReactNode;
}>;

/** /dashboard/questions: the learners' questions, unanswered first-come first-served, answered in place. */
export function QuestionQueue({ answerForm }: { answerForm: TAnswerForm }) {
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
              <QueuedQuestion key={question._id} question={question} answerForm={answerForm} />
            ))}
          </ul>
          <PaginationBar page={page} pageSize={PAGE_SIZE} total={queue.data.total} onPage={setPage} />
        </>
      )}
    </div>
  );
}

function QueuedQuestion({ question, answerForm: AnswerForm }: { question: TQueuedQuestion; answerForm: TAnswerForm }) {
  const { t, i18n } = useTranslation('study');
  const refresh = useRefreshQueue();
  const lectureHref = `${paths.courseOverview.getHref(question.courseId)}?lecture=${encodeURIComponent(question.lectureId)}`;

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
      <AnswerForm question={question} rows={3} onSaved={refresh}>
        <Link to={lectureHref} className={buttonClasses('outline', 'sm')}>
          <ExternalLink aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {t('queue.openLecture')}
        </Link>
      </AnswerForm>
    </li>
  );
}
