import { Languages } from 'lucide-react';
import { clsx } from 'clsx';
import { useTranslation } from '@/lib/use-translation';

/** Shows the OTHER language's name, written in that language. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, i18n } = useTranslation('common');
  const next = i18n.resolvedLanguage === 'en' ? 'ar' : 'en';
  return (
    <button
      type="button"
      onClick={() => void i18n.changeLanguage(next)}
      className={clsx(
        'inline-flex h-10 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50',
        className,
      )}
      aria-label={t('language.switchTo', { language: t(`language.names.${next}`) })}
    >
      <Languages aria-hidden="true" className="size-4" />
      <span lang={next}>{t(`language.names.${next}`)}</span>
    </button>
  );
}
