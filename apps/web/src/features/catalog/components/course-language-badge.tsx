import type { TLanguage } from '@masar/contracts';
import { Badge } from '@/components/ui/badge';
import { useTranslation } from '@/lib/use-translation';

/** The language a course is taught in, named in the page's language ("Arabic" on an English page). */
export function CourseLanguageBadge({ language, className }: { language: TLanguage; className?: string }) {
  const { t } = useTranslation('catalog');
  return (
    <Badge tone="neutral" className={className} data-course-language={language}>
      {t(`card.language.${language}`)}
    </Badge>
  );
}
