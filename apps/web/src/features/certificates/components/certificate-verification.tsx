import { clsx } from 'clsx';
import { BadgeCheck, Download, ExternalLink, ShieldX } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Heading } from '@/components/ui/heading';
import { Notice } from '@/components/ui/notice';
import { StatusSpinner } from '@/components/ui/status-spinner';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { formatDuration, formatNumber } from '@/lib/format';
import { formatDate } from '@/lib/format-date';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useTranslation } from '@/lib/use-translation';
import { useCertificate } from '../api/get-certificate';
import { CertificateLookup } from './certificate-lookup';

/**
 * /certificates/{code}: anyone can check a certificate against the record kept here (PRODUCT.md
 * section 4), so an edited PDF cannot pass as real.
 */
export function CertificateVerification({ code }: { code: string }) {
  const { t, i18n } = useTranslation(['learning', 'quizzes']);
  const lang = i18n.resolvedLanguage ?? 'ar';
  const certificate = useCertificate(code);
  useDocumentTitle(t('certificate.title'));

  return (
    <Container className="grid max-w-3xl gap-6 py-12">
      <Heading level={1}>{t('certificate.title')}</Heading>
      {/* never a copy from an earlier visit, not even for a moment: it may say valid since revoked */}
      {certificate.isPending || !certificate.isFetchedAfterMount ? (
        <StatusSpinner label={t('certificate.loading')} className="py-12" />
      ) : certificate.isError ? (
        isApiError(certificate.error) && (certificate.error.status === 404 || certificate.error.status === 400) ? (
          <>
            <Notice tone="danger">{t('certificate.notFound')}</Notice>
            <CertificateLookup key={code} initialCode={code} />
          </>
        ) : (
          <Notice tone="danger">{errorText(certificate.error, 'generic')}</Notice>
        )
      ) : (
        <article
          className={clsx(
            'grid gap-6 rounded-xl border bg-surface p-6 shadow-card sm:p-8',
            certificate.data.status === 'valid' ? 'border-line' : 'border-2 border-danger',
          )}
        >
          {certificate.data.status === 'valid' ? (
            <p role="status" className="flex items-center gap-2 text-lg font-bold text-success">
              <BadgeCheck aria-hidden="true" className="size-6" />
              {t('certificate.valid')}
            </p>
          ) : (
            <div role="alert" className="grid gap-1 rounded-lg bg-danger/5 p-4 text-danger">
              <p className="flex items-center gap-2 text-lg font-bold">
                <ShieldX aria-hidden="true" className="size-6 shrink-0" />
                {t('certificate.revoked', {
                  date: certificate.data.revokedAt
                    ? formatDate(certificate.data.revokedAt, lang, { dateStyle: 'long' })
                    : '',
                })}
              </p>
              <p className="ps-8">{t('certificate.revokedNote')}</p>
            </div>
          )}
          <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
            <dt className="text-muted">{t('certificate.learner')}</dt>
            <dd className="text-xl font-bold text-ink">
              <bdi>{certificate.data.learnerName}</bdi>
            </dd>
            <dt className="text-muted">{t('checkout.course')}</dt>
            <dd className="font-semibold text-ink">
              <Link to={paths.courseDetails.getHref(certificate.data.courseId)} className="text-brand-700 underline">
                <bdi>{certificate.data.courseTitle}</bdi>
              </Link>
            </dd>
            {certificate.data.trainerName && (
              <>
                <dt className="text-muted">{t('checkout.trainer')}</dt>
                <dd className="text-ink">
                  <bdi>{certificate.data.trainerName}</bdi>
                </dd>
              </>
            )}
            <dt className="text-muted">{t('certificate.hours')}</dt>
            <dd className="text-ink">{formatDuration(certificate.data.durationMinutes, lang)}</dd>
            {certificate.data.examScorePercent !== null && (
              <>
                <dt className="text-muted">{t('quizzes:certificate.examScore')}</dt>
                <dd className="font-semibold text-ink" data-exam-score>
                  <bdi>{formatNumber(certificate.data.examScorePercent / 100, lang, { style: 'percent' })}</bdi>
                </dd>
              </>
            )}
            <dt className="text-muted">{t('certificate.issued')}</dt>
            <dd className="text-ink">{formatDate(certificate.data.issuedAt, lang, { dateStyle: 'long' })}</dd>
            <dt className="text-muted">{t('certificate.code')}</dt>
            <dd className="break-all font-mono text-sm text-ink">
              <bdi dir="ltr">{certificate.data.code}</bdi>
            </dd>
          </dl>
          <div className="flex flex-wrap gap-3">
            <a href={certificate.data.pdfUrl} download className={buttonClasses('primary')}>
              <Download aria-hidden="true" className="size-5" />
              {t('certificate.download')}
            </a>
            {certificate.data.status === 'valid' && (
              <a
                href={certificate.data.linkedInUrl}
                target="_blank"
                rel="noreferrer"
                className={buttonClasses('outline')}
              >
                <ExternalLink aria-hidden="true" className="size-5" />
                {t('certificate.linkedIn')}
              </a>
            )}
          </div>
        </article>
      )}
    </Container>
  );
}
