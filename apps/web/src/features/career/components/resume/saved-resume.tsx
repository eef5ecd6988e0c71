import type { TResume } from '@masar/contracts';
import { CircleCheck, Download, FileText, Pencil, WandSparkles } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { ActionButton } from '@/components/ui/action-button';
import { buttonClasses } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { StatusSpinner } from '@/components/ui/status-spinner';
import { paths } from '@/config/paths';
import { errorText } from '@/lib/error-text';
import { useTranslation } from '@/lib/use-translation';
import { useDownloadResume, type TResumeFormat } from '../../api/download-resume';
import { useResume } from '../../api/get-resume';
import { isNotFound } from '../../api/retry';
import { ResumePreview } from './resume-preview';

/**
 * The saved resume (SPEC sections 2 and 4): "ready", and the PDF download starts by itself on
 * arrival (well within the 10 seconds); PDF and Word buttons for later downloads.
 */
export function SavedResume({ id }: { id: string }) {
  const { t } = useTranslation('career');
  const resume = useResume(id);
  if (resume.isPending) return <StatusSpinner label={t('resume.loading')} showLabel className="py-16" />;
  if (resume.isError) {
    return (
      <Notice tone="danger">
        <p>{isNotFound(resume.error) ? t('resume.notFound') : errorText(resume.error, 'generic')}</p>
        <Link to={paths.careerResumes.getHref()} className="mt-2 inline-block font-semibold underline">
          {t('resumes.backToList')}
        </Link>
      </Notice>
    );
  }
  return <ReadyResume resume={resume.data} />;
}

function ReadyResume({ resume }: { resume: TResume }) {
  const { t } = useTranslation('career');
  const download = useDownloadResume();
  const { mutate } = download;
  const started = useRef(false);
  const fallbackName = resume.title || resume.data.name || 'cv';
  const start = (format: TResumeFormat) => mutate({ id: resume._id, format, fallbackName });
  const pendingFormat = download.isPending ? download.variables.format : null;

  useEffect(() => {
    // once per arrival; StrictMode's second effect run keeps the same ref
    if (started.current) return;
    started.current = true;
    mutate({ id: resume._id, format: 'pdf', fallbackName });
  }, [mutate, resume._id, fallbackName]);

  return (
    <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
      <section
        aria-labelledby="resume-ready-title"
        className="grid gap-5 rounded-xl border border-line bg-surface p-6 shadow-card"
      >
        <div className="flex items-start gap-3">
          <CircleCheck aria-hidden="true" className="mt-1 size-7 shrink-0 text-success" />
          <div>
            <h2 id="resume-ready-title" className="text-2xl font-bold text-ink">
              {t('resume.ready')}
            </h2>
            <p className="mt-1 text-muted">
              <bdi>{resume.title}</bdi>
            </p>
          </div>
        </div>
        <div aria-live="polite">
          {download.isPending && (
            <StatusSpinner
              label={pendingFormat === 'docx' ? t('resume.preparingDocx') : t('resume.preparingPdf')}
              showLabel
              className="items-start py-2"
            />
          )}
          {download.isSuccess && <p className="text-success">{t('resume.downloadStarted')}</p>}
        </div>
        {download.isError && (
          <Notice tone="danger">
            <p className="font-semibold">{t('resume.downloadFailed')}</p>
            <p>{errorText(download.error, 'generic')}</p>
          </Notice>
        )}
        <div className="flex flex-wrap gap-3">
          <ActionButton onClick={() => start('pdf')} loading={pendingFormat === 'pdf'} disabled={download.isPending}>
            <Download aria-hidden="true" className="size-4" />
            {t('resume.downloadPdf')}
          </ActionButton>
          <ActionButton
            variant="outline"
            onClick={() => start('docx')}
            loading={pendingFormat === 'docx'}
            disabled={download.isPending}
          >
            <FileText aria-hidden="true" className="size-4" />
            {t('resume.downloadDocx')}
          </ActionButton>
        </div>
        <div className="flex flex-wrap gap-3 border-t border-line pt-5">
          <Link to={paths.careerResumeEdit.getHref(resume._id, 'personal')} className={buttonClasses('ghost', 'sm')}>
            <Pencil aria-hidden="true" className="size-4" />
            {t('resume.edit')}
          </Link>
          <Link to={paths.careerEnhance.getHref({ resumeId: resume._id })} className={buttonClasses('ghost', 'sm')}>
            <WandSparkles aria-hidden="true" className="size-4" />
            {t('resume.enhance')}
          </Link>
          <Link to={paths.careerResumes.getHref()} className={buttonClasses('ghost', 'sm')}>
            {t('resumes.title')}
          </Link>
        </div>
      </section>
      <section aria-labelledby="resume-preview-title" className="grid gap-3">
        <h2 id="resume-preview-title" className="text-sm font-bold text-muted">
          {t('wizard.preview')}
        </h2>
        <ResumePreview data={resume.data} language={resume.language} />
      </section>
    </div>
  );
}
