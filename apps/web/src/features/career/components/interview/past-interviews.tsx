import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ActionButton } from '@/components/ui/action-button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Notice } from '@/components/ui/notice';
import { StatusSpinner } from '@/components/ui/status-spinner';
import { paths } from '@/config/paths';
import { errorText } from '@/lib/error-text';
import { formatDate } from '@/lib/format-date';
import { formatNumber } from '@/lib/format';
import { notify } from '@/lib/toast';
import { useTranslation } from '@/lib/use-translation';
import { useDeleteInterview } from '../../api/delete-interview';
import { useInterviews } from '../../api/get-interviews';
import type { TInterviewListItem } from '../../api/types';

/** Past sessions, newest first: reopen (to continue or read the summary) or delete. */
export function PastInterviews() {
  const { t, i18n } = useTranslation('career');
  const sessions = useInterviews();
  const remove = useDeleteInterview();
  const [toDelete, setToDelete] = useState<TInterviewListItem | null>(null);
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  const n = (value: number) => formatNumber(value, i18n.language);
  return (
    <section aria-labelledby="past-interviews-title" className="grid gap-4">
      <h2 id="past-interviews-title" className="text-xl font-bold text-ink">
        {t('interview.pastTitle')}
      </h2>
      {sessions.isPending ? (
        <StatusSpinner label={t('interview.pastLoading')} className="py-6" />
      ) : sessions.isError ? (
        <Notice tone="danger">{errorText(sessions.error, 'generic')}</Notice>
      ) : sessions.data.length === 0 ? (
        <p className="text-muted">{t('interview.pastEmpty')}</p>
      ) : (
        <ul className="divide-y divide-line rounded-xl border border-line bg-surface">
          {sessions.data.map((session) => (
            <li key={session._id} className="flex flex-wrap items-center gap-4 p-4">
              <div className="min-w-0 flex-1">
                <Link
                  to={paths.careerInterviewSession.getHref(session._id)}
                  className="font-semibold text-brand-700 hover:underline"
                >
                  {session.roleName[lang]} · {t(`interview.kinds.${session.kind}.title`)}
                </Link>
                <p className="text-sm text-muted">
                  {[
                    t(`levels.${session.level}`),
                    t(`cvLanguage.${session.language}`),
                    formatDate(session.createdAt, i18n.language),
                    session.completedAt
                      ? t('interview.scored', { score: n(session.score ?? 0), max: n(100) })
                      : t('interview.inProgress', { answered: n(session.answered), total: n(session.total) }),
                  ].join(' · ')}
                </p>
              </div>
              <ActionButton
                size="sm"
                variant="ghost"
                className="text-danger"
                aria-label={t('interview.deleteOf', { role: session.roleName[lang] })}
                onClick={() => setToDelete(session)}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                {t('actions.delete')}
              </ActionButton>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('interview.deleteTitle')}
        confirmLabel={t('actions.delete')}
        cancelLabel={t('actions.cancel')}
        tone="danger"
        loading={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() =>
          toDelete &&
          remove.mutate(toDelete._id, {
            onSuccess: () => setToDelete(null),
            onError: (error) => notify('error', errorText(error, 'generic')),
          })
        }
      />
    </section>
  );
}
