import type { TSiteCounter } from '@masar/contracts';
import { GraduationCap, Presentation, UsersRound } from 'lucide-react';
import { Container } from '@/components/ui/container';
import { formatNumber } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { useSiteInfo } from '../api/get-site-info';

const ICONS = { trainers: GraduationCap, workshops: Presentation, learners: UsersRound, monthlyVisitors: UsersRound };
/** the slots shown while the figures load (a page rendered in the browser only) */
const LOADING: TSiteCounter[] = ['trainers', 'workshops', 'learners'];

/**
 * The home page's real figures (PRODUCT.md section 5): trainers, published courses ("workshops")
 * and the people here (learners, or monthly visitors once there are enough), written by Intl in
 * the active language. The server chooses which are worth showing (never a 0), so the page it
 * renders and the browser's hydration agree.
 */
export function Counters() {
  const { t, i18n } = useTranslation('home');
  const lang = i18n.resolvedLanguage ?? 'ar';
  const { data, isError } = useSiteInfo();
  const shown = data?.shownCounters ?? LOADING;
  if (!shown.length) return null;
  return (
    <section aria-labelledby="counters-title" className="border-b border-line bg-surface">
      <h2 id="counters-title" className="sr-only">
        {t('counters.title')}
      </h2>
      <Container>
        <dl className="grid auto-cols-fr grid-flow-col divide-x divide-line py-6 sm:py-8">
          {shown.map((key) => {
            const Icon = ICONS[key];
            return (
              // dt before dd in the markup (a valid definition list), the figure shown above its label
              <div key={key} className="flex flex-col items-center gap-1 px-2 text-center">
                <dt className="order-2 flex items-center gap-1.5 text-sm text-muted sm:text-base">
                  <Icon aria-hidden="true" className="hidden size-5 shrink-0 text-brand-700 sm:block" />
                  {t(`counters.${key}`)}
                </dt>
                <dd className="order-1 h-9 text-2xl font-bold leading-9 text-brand-800 sm:text-3xl">
                  {data ? (
                    <bdi>{formatNumber(data.counters[key], lang)}</bdi>
                  ) : isError ? (
                    '—'
                  ) : (
                    <span
                      aria-hidden="true"
                      className="inline-block h-7 w-14 animate-shimmer rounded-md bg-line align-middle"
                    />
                  )}
                </dd>
              </div>
            );
          })}
        </dl>
      </Container>
    </section>
  );
}
