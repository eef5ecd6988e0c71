import type { TResumeSummary } from '@masar/contracts';
import { Copy, Download, FilePlus2, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ActionButton } from '@/components/ui/action-button';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Notice } from '@/components/ui/notice';
import { StatusSpinner } from '@/components/ui/status-spinner';
import { paths } from '@/config/paths';
import { errorText } from '@/lib/error-text';
import { formatDate } from '@/lib/format-date';
import { notify } from '@/lib/toast';
import { useTranslation } from '@/lib/use-translation';
import { useDeleteResume } from '../../api/delete-resume';
import { useDownloadResume } from '../../api/download-resume';
import { useDuplicateResume } from '../../api/duplicate-resume';
import { useResumes } from '../../api/get-resumes';

/** The learner's CVs: open, edit, duplicate, download, delete (with a confirmation). */
export function ResumeList() {
  const { t } = useTranslation('career');
  const resumes = useResumes();
  const [toDelete, setToDelete] = useState<TResumeSummary | null>(null);
  const remove = useDeleteResume();

  if (resumes.isPending) return <StatusSpinner label={t('resumes.loading')} className="py-12" />;
  if (resumes.isError) return <Notice tone="danger">{errorText(resumes.error, 'generic')}</Notice>;

  return (
    <div className="grid gap-5">
      <div>
        <Link to={paths.careerResumeNew.getHref()} className={buttonClasses('primary')}>
          <FilePlus2 aria-hidden="true" className="size-5" />
          {t('resumes.new')}
        </Link>
      </div>
      {resumes.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line bg-surface p-8 text-center text-muted">
          {t('resumes.empty')}
        </p>
      ) : (
        <ul className="grid gap-4">
          {resumes.data.map((resume) => (
            <ResumeRow key={resume._id} resume={resume} onDelete={() => setToDelete(resume)} />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('resumes.deleteTitle')}
        confirmLabel={t('resumes.delete')}
        cancelLabel={t('actions.cancel')}
        tone="danger"
        loading={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          if (!toDelete) return;
          remove.mutate(toDelete._id, {
            onSuccess: () => {
              notify('success', t('resumes.deleted'));
              setToDelete(null);
            },
            onError: (error) => notify('error', errorText(error, 'generic')),
          });
        }}
      >
        {toDelete && t('resumes.deleteBody', { title: toDelete.title })}
      </ConfirmDialog>
    </div>
  );
}

function ResumeRow({ resume, onDelete }: { resume: TResumeSummary; onDelete: () => void }) {
  const { t, i18n } = useTranslation('career');
  const duplicate = useDuplicateResume();
  const download = useDownloadResume();
  const titleId = `resume-${resume._id}-title`;
  return (
    <li
      aria-labelledby={titleId}
      className="grid gap-4 rounded-xl border border-line bg-surface p-5 shadow-card sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center"
    >
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={titleId} className="text-lg font-bold text-ink">
            <Link to={paths.careerResume.getHref(resume._id)} className="hover:underline" dir="auto">
              {resume.title}
            </Link>
          </h2>
          <Badge tone="neutral">{t(`cvLanguage.${resume.language}`)}</Badge>
        </div>
        {(resume.name || resume.jobTitle) && (
          <p className="text-muted" lang={resume.language} dir="auto">
            {[resume.name, resume.jobTitle].filter(Boolean).join(' · ')}
          </p>
        )}
        <p className="text-sm text-muted">
          {t('resumes.updated', { date: formatDate(resume.updatedAt, i18n.language) })}
        </p>
        {download.isError && <p className="mt-1 text-sm text-danger">{errorText(download.error, 'generic')}</p>}
      </div>
      <div className="flex flex-wrap gap-2">
        <ActionButton
          size="sm"
          variant="outline"
          loading={download.isPending}
          aria-label={t('resumes.downloadOf', { title: resume.title })}
          onClick={() => download.mutate({ id: resume._id, format: 'pdf', fallbackName: resume.title })}
        >
          <Download aria-hidden="true" className="size-4" />
          {t('resumes.download')}
        </ActionButton>
        <Link
          to={paths.careerResumeEdit.getHref(resume._id, 'personal')}
          aria-label={t('resumes.editOf', { title: resume.title })}
          className={buttonClasses('ghost', 'sm')}
        >
          <Pencil aria-hidden="true" className="size-4" />
          {t('resumes.edit')}
        </Link>
        <ActionButton
          size="sm"
          variant="ghost"
          loading={duplicate.isPending}
          aria-label={t('resumes.duplicateOf', { title: resume.title })}
          onClick={() =>
            duplicate.mutate(resume._id, {
              onSuccess: () => notify('success', t('resumes.duplicated')),
              onError: (error) => notify('error', errorText(error, 'generic')),
            })
          }
        >
          <Copy aria-hidden="true" className="size-4" />
          {t('resumes.duplicate')}
        </ActionButton>
        <ActionButton
          size="sm"
          variant="ghost"
          className="text-danger"
          aria-label={t('resumes.deleteOf', { title: resume.title })}
          onClick={onDelete}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {t('resumes.delete')}
        </ActionButton>
      </div>
    </li>
  );
}
