import { MOODLE_ENROLMENT_STATUSES, type TMoodleEnrolmentStatus } from '@masar/contracts';
import { useId, useState } from 'react';
import { Heading } from '@/components/ui/heading';
import { Notice } from '@/components/ui/notice';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { SelectField } from '@/components/ui/select-field';
import { StatusSpinner } from '@/components/ui/status-spinner';
import { errorText } from '@/lib/error-text';
import { useTranslation } from '@/lib/use-translation';
import { useMoodleEnrolments } from '../api/get-moodle-enrolments';
import { MoodleEnrolmentsTable } from './moodle-enrolments-table';

const PAGE_SIZE = 20;

/** Admin: learners' enrolments mirrored into Moodle, with their sync status and a retry. */
export function MoodleEnrolments() {
  const { t } = useTranslation('moodle');
  const [status, setStatus] = useState<TMoodleEnrolmentStatus | ''>('');
  const [page, setPage] = useState(1);
  const query = { ...(status ? { status } : {}), limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE };
  const enrolments = useMoodleEnrolments(query);
  const headingId = useId();

  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <Heading level={2} id={headingId} className="text-xl sm:text-2xl">
            {t('sync.title')}
          </Heading>
          <p className="mt-1 text-muted">{t('sync.hint')}</p>
        </div>
        <SelectField
          label={t('sync.filter')}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as TMoodleEnrolmentStatus | '');
            setPage(1);
          }}
        >
          <option value="">{t('sync.all')}</option>
          {MOODLE_ENROLMENT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`sync.status.${s}`)}
            </option>
          ))}
        </SelectField>
      </div>
      {enrolments.isPending ? (
        <StatusSpinner label={t('sync.loading')} className="py-8" />
      ) : enrolments.isError ? (
        <Notice tone="danger">{errorText(enrolments.error, 'generic')}</Notice>
      ) : enrolments.data.enrolments.length === 0 ? (
        <p className="text-muted">{t('sync.none')}</p>
      ) : (
        <>
          <MoodleEnrolmentsTable rows={enrolments.data.enrolments} />
          <PaginationBar page={page} pageSize={PAGE_SIZE} total={enrolments.data.total} onPage={setPage} />
        </>
      )}
    </section>
  );
}
