import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format-date';
import { useTranslation } from '@/lib/use-translation';

/** A Fawry order waits for the kiosk payment: its reference code and until when it can be paid. */
export function FawryPending({
  reference,
  courseTitle,
}: {
  reference: { referenceNumber: string; expiresAt: string };
  courseTitle: string;
}) {
  const { t, i18n } = useTranslation('learning');
  return (
    <div className="grid max-w-2xl gap-4">
      <Notice>
        <p className="font-semibold">{t('checkout.fawryTitle', { title: courseTitle })}</p>
        <p className="mt-1">{t('checkout.fawryHint')}</p>
      </Notice>
      <dl className="grid gap-2 rounded-xl border border-line bg-surface p-6 sm:grid-cols-[auto_1fr] sm:gap-x-6">
        <dt className="text-muted">{t('checkout.fawryReference')}</dt>
        <dd className="text-2xl font-bold tracking-widest text-ink" dir="ltr">
          <bdi>{reference.referenceNumber}</bdi>
        </dd>
        {reference.expiresAt && (
          <>
            <dt className="text-muted">{t('checkout.fawryExpires')}</dt>
            <dd className="text-ink">
              {formatDate(reference.expiresAt, i18n.resolvedLanguage ?? 'ar', {
                dateStyle: 'medium',
                timeStyle: 'short',
              })}
            </dd>
          </>
        )}
      </dl>
      <Link to={paths.orders.getHref()} className={buttonClasses('outline', 'md', 'justify-self-start')}>
        {t('mine.orders')}
      </Link>
    </div>
  );
}
