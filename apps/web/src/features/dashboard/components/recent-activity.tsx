import type { TActivity } from '@masar/contracts';
import { intlLocale } from '@masar/contracts/format';
import { BookOpenCheck, ClipboardList, CreditCard, Mail, Star, UserPlus, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { formatDate } from '@/lib/format-date';
import { renderTagged } from '@/lib/tagged-text';
import { useTranslation } from '@/lib/use-translation';

const ICONS: Record<TActivity['kind'], LucideIcon> = {
  user: UserPlus,
  enrolment: BookOpenCheck,
  order: CreditCard,
  contact: Mail,
  registration: ClipboardList,
  review: Star,
};

/** "3 hours ago" for the last week, the date and time before that. */
function when(at: string, lang: string, now: number) {
  const seconds = (new Date(at).getTime() - now) / 1000;
  if (!Number.isFinite(seconds)) return '';
  const abs = Math.abs(seconds);
  if (abs >= 7 * 86_400) return formatDate(at, lang, { dateStyle: 'medium', timeStyle: 'short' });
  const rtf = new Intl.RelativeTimeFormat(intlLocale(lang), { numeric: 'auto' });
  if (abs < 60) return rtf.format(Math.round(seconds), 'second');
  if (abs < 3600) return rtf.format(Math.round(seconds / 60), 'minute');
  if (abs < 86_400) return rtf.format(Math.round(seconds / 3600), 'hour');
  return rtf.format(Math.round(seconds / 86_400), 'day');
}

/** What happened lately (sign-ups, enrolments, payments, messages, registrations, reviews). */
export function RecentActivity({ items }: { items: TActivity[] }) {
  const { t, i18n } = useTranslation('admin');
  const lang = i18n.language;
  // "ago" is measured from when the list was shown
  const [now] = useState(() => Date.now());
  if (items.length === 0)
    return (
      <p className="rounded-xl border border-dashed border-line bg-surface p-8 text-center text-muted">
        {t('overview.noActivity')}
      </p>
    );
  return (
    <ol className="divide-y divide-line rounded-xl border border-line bg-surface shadow-card">
      {items.map((item, index) => {
        const Icon = ICONS[item.kind];
        const key = item.subject ? `overview.activity.${item.kind}` : `overview.activity.${item.kind}NoSubject`;
        return (
          <li key={`${item.at}-${index}`} className="flex items-start gap-3 px-4 py-3">
            <span
              aria-hidden="true"
              className="mt-0.5 grid size-8 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700"
            >
              <Icon className="size-4" />
            </span>
            <div className="grid min-w-0 flex-1 gap-0.5">
              <p className="text-ink">
                {/* the sentence marks where the names go; the names come from the data, never parsed */}
                {renderTagged(t(key), {
                  actor: () => <bdi className="font-semibold">{item.actor}</bdi>,
                  subject: () => <bdi className="font-semibold">{item.subject}</bdi>,
                })}
              </p>
              <time
                dateTime={item.at}
                title={formatDate(item.at, lang, { dateStyle: 'full', timeStyle: 'short' })}
                className="text-xs text-muted"
              >
                {when(item.at, lang, now)}
              </time>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
