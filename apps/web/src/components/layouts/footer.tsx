import { Clock } from 'lucide-react';
import { Link } from 'react-router';
import { Container } from '@/components/ui/container';
import { paths } from '@/config/paths';
import { formatNumber } from '@/lib/format';
import { formatDate } from '@/lib/format-date';
import { useTranslation } from '@/lib/use-translation';
import { Logo } from './header';

export function Footer() {
  const { t, i18n } = useTranslation('common');
  const lang = i18n.resolvedLanguage ?? 'ar';
  const year = formatNumber(new Date().getFullYear(), lang, { useGrouping: false });
  const time = (hour: number) =>
    formatDate(Date.UTC(2024, 0, 7, hour), lang, {
      hour: 'numeric',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'UTC',
    });
  const day = (date: number) => formatDate(Date.UTC(2024, 0, date), lang, { weekday: 'long', timeZone: 'UTC' });

  const linkClass = 'rounded-sm text-brand-100 hover:text-white hover:underline';
  return (
    <footer className="mt-auto bg-brand-950 text-brand-50">
      <Container className="grid gap-8 py-10 md:grid-cols-3">
        <div className="space-y-3">
          <div className="rounded-lg bg-surface p-2 inline-block">
            <Logo />
          </div>
          <p className="max-w-xs text-sm text-brand-100">{t('footer.tagline')}</p>
        </div>
        <nav aria-label={t('footer.linksLabel')}>
          <h2 className="mb-3 text-sm font-bold text-white">{t('footer.linksTitle')}</h2>
          <ul className="space-y-2 text-sm">
            <li>
              <Link className={linkClass} to={paths.policy.getHref()}>
                {t('footer.policy')}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={paths.terms.getHref()}>
                {t('footer.terms')}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={paths.contact.getHref()}>
                {t('footer.contact')}
              </Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="mb-3 text-sm font-bold text-white">{t('footer.supportTitle')}</h2>
          <p className="flex items-center gap-2 text-sm text-brand-100">
            <Clock aria-hidden="true" className="size-4 shrink-0" />
            {/* Sunday (7 Jan 2024) to Thursday (11 Jan 2024), 9:00 to 18:00 */}
            {t('footer.supportHours', { from: day(7), to: day(11), open: time(9), close: time(18) })}
          </p>
        </div>
      </Container>
      <div className="border-t border-white/10">
        {/* the server's year may differ from the browser's around New Year (time zones) */}
        <Container className="py-4 text-center text-xs text-brand-200" suppressHydrationWarning>
          {t('footer.copyright', { year })}
        </Container>
      </div>
    </footer>
  );
}
