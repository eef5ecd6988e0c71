import { BookOpen, FileText, Medal, ShieldCheck, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/use-translation';

const TOPICS: { key: 'choose' | 'certificates' | 'payments' | 'privacy'; icon: LucideIcon; href: string }[] = [
  { key: 'choose', icon: BookOpen, href: paths.courses.getHref() },
  { key: 'certificates', icon: Medal, href: paths.terms.getHref() },
  { key: 'payments', icon: FileText, href: paths.terms.getHref() },
  { key: 'privacy', icon: ShieldCheck, href: paths.policy.getHref() },
];

/** Help blocks: where the usual questions are answered. */
export function HelpBlocks() {
  const { t } = useTranslation('home');
  return (
    <div className="rounded-xl border border-line bg-surface p-6">
      <h3 className="mb-4 text-lg font-bold text-ink">{t('help.title')}</h3>
      <ul className="grid gap-4">
        {TOPICS.map(({ key, icon: Icon, href }) => (
          <li key={key} className="flex gap-3">
            <Icon aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
            <div>
              <Link to={href} className="font-semibold text-brand-700 hover:underline">
                {t(`help.${key}.title`)}
              </Link>
              <p className="text-sm leading-relaxed text-muted">{t(`help.${key}.body`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
