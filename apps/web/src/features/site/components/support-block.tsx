import { Clock, Mail, Phone } from 'lucide-react';
import { clsx } from 'clsx';
import { useTranslation } from '@/lib/use-translation';
import { useSiteInfo } from '../api/get-site-info';
import { SUPPORT_HOURS } from '@masar/contracts/support-hours';
import { formatDays, formatTimeOfDay } from '../lib/support-hours';
import { useSupportOpen } from '../lib/use-support-open';

/**
 * Support hours in the active language, whether support is open now (Cairo time), and the phone
 * and e-mail from the configuration (each hidden when not configured).
 */
export function SupportBlock({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const { t, i18n } = useTranslation('home');
  const lang = i18n.resolvedLanguage ?? 'ar';
  const { data } = useSiteInfo();
  const support = data?.support ?? { ...SUPPORT_HOURS, phone: null, email: null, openNow: false };
  const open = useSupportOpen(support);
  const Title = `h${headingLevel}` as const;

  return (
    <div className="rounded-xl border border-line bg-surface p-6">
      <Title className="mb-4 text-lg font-bold text-ink">{t('support.title')}</Title>
      <p className="flex items-start gap-2 text-ink">
        <Clock aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
        <span>
          {t('support.hours', {
            days: formatDays(support.days, lang),
            opens: formatTimeOfDay(support.opensAt, lang),
            closes: formatTimeOfDay(support.closesAt, lang),
          })}
        </span>
      </p>
      <p className="mt-3 flex items-center gap-2 text-sm font-semibold" data-open={open}>
        <span aria-hidden="true" className={clsx('size-2.5 rounded-full', open ? 'bg-success' : 'bg-muted')} />
        <span className={open ? 'text-success' : 'text-muted'}>
          {open ? t('support.openNow') : t('support.closedNow')}
        </span>
      </p>
      {(support.phone || support.email) && (
        <ul className="mt-5 grid gap-3 border-t border-line pt-5">
          {support.phone && (
            <li className="flex items-center gap-2">
              <Phone aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
              <span className="sr-only">{t('support.phone')}</span>
              <a
                href={`tel:${support.phone.replace(/[^\d+]/g, '')}`}
                dir="ltr"
                className="font-semibold text-brand-700 hover:underline"
              >
                {support.phone}
              </a>
            </li>
          )}
          {support.email && (
            <li className="flex items-center gap-2">
              <Mail aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
              <span className="sr-only">{t('support.email')}</span>
              <a href={`mailto:${support.email}`} dir="ltr" className="font-semibold text-brand-700 hover:underline">
                {support.email}
              </a>
            </li>
          )}
        </ul>
      )}
    </div>
  );
}
