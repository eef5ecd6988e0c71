import { Badge } from '@/components/ui/badge';
import { formatNumber } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { useContinueLearning } from '../api/get-continue-learning';

/** "Enrolled · 40%" or "Completed" on the card of a course the signed-in learner owns. */
export function OwnedBadge({ courseId, className }: { courseId: string; className?: string }) {
  const { t, i18n } = useTranslation('catalog');
  const owned = useContinueLearning().data?.owned.find((c) => c.courseId === courseId);
  if (!owned) return null;
  const percent = formatNumber(owned.progress / 100, i18n.resolvedLanguage ?? 'ar', { style: 'percent' });
  return (
    <Badge tone="accent" className={className} data-owned={owned.progress}>
      {owned.progress >= 100 ? t('owned.completed') : t('owned.enrolled', { percent })}
    </Badge>
  );
}
