import type { TCourseSummary } from '@masar/contracts';
import { BookOpen, Clock, Star, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { CourseImage } from '@/components/course-image';
import { paths } from '@/config/paths';
import { formatDuration, formatNumber, formatPrice } from '@/lib/format';
import { renderTagged } from '@/lib/tagged-text';
import { useTranslation } from '@/lib/use-translation';
import { CourseLanguageBadge } from './course-language-badge';
import { OwnedBadge } from './owned-badge';

type TCourseCardProps = {
  course: TCourseSummary;
  /** h2 when the cards sit right under the page's h1, h3 under a section heading */
  headingLevel?: 2 | 3;
  /** buttons under the price (e.g. "subscribe now"); they sit above the card-wide link */
  actions?: ReactNode;
};

/** The price as Intl writes it in the active language, isolated from the text around it. */
export function CoursePrice({ course, className }: { course: Pick<TCourseSummary, 'price'>; className?: string }) {
  const { t, i18n } = useTranslation('catalog');
  const lang = i18n.resolvedLanguage ?? 'ar';
  return (
    <p className={className} data-amount={course.price.amount} data-currency={course.price.currency}>
      {course.price.amount === 0 ? t('card.free') : <bdi>{formatPrice(course.price, lang)}</bdi>}
    </p>
  );
}

export function CourseCard({ course, headingLevel = 3, actions }: TCourseCardProps) {
  const { t, i18n } = useTranslation('catalog');
  const lang = i18n.resolvedLanguage ?? 'ar';
  const Title = `h${headingLevel}` as const;

  return (
    <Card className="group relative flex h-full flex-col transition-shadow hover:shadow-card-hover">
      <div className="relative aspect-[16/9] overflow-hidden">
        <CourseImage course={course} className="size-full" />
        <div className="absolute inset-x-3 top-3 flex flex-wrap gap-1.5">
          <Badge tone="neutral" className="bg-surface/95">
            {t(`categories.${course.category}`)}
          </Badge>
          <CourseLanguageBadge language={course.language} className="bg-surface/95" />
          <OwnedBadge courseId={course._id} className="ms-auto" />
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-center justify-between gap-2">
          <Badge>{t(`levels.${course.level}`)}</Badge>
          <span className="flex items-center gap-1 text-sm font-semibold text-accent-700">
            <Star aria-hidden="true" className="size-4 fill-accent-400 text-accent-400" />
            {t('card.rating', {
              rating: formatNumber(course.rating, lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
              count: course.ratingsCount,
            })}
          </span>
        </div>
        <Title className="text-lg font-bold leading-snug text-ink">
          <Link
            to={paths.courseDetails.getHref(course._id)}
            dir="auto"
            className="rounded-sm after:absolute after:inset-0 hover:text-brand-700 focus-visible:outline-none"
          >
            {course.title}
          </Link>
        </Title>
        {course.trainer && (
          <p className="text-sm text-muted">
            {renderTagged(t('card.trainer', { name: course.trainer.name }), {
              name: (name) => <bdi className="font-semibold text-ink">{name}</bdi>,
            })}
          </p>
        )}
        <ul className="mt-auto flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
          <li className="flex items-center gap-1">
            <Clock aria-hidden="true" className="size-4" />
            {formatDuration(course.durationMinutes, lang)}
          </li>
          <li className="flex items-center gap-1">
            <BookOpen aria-hidden="true" className="size-4" />
            {t('card.lectures', { count: course.lecturesCount })}
          </li>
          <li className="flex items-center gap-1">
            <Users aria-hidden="true" className="size-4" />
            {t('card.students', { count: course.studentsCount })}
          </li>
        </ul>
        <CoursePrice course={course} className="border-t border-line pt-3 text-xl font-bold text-brand-800" />
        {actions && <div className="relative z-10 flex flex-wrap gap-2">{actions}</div>}
      </div>
    </Card>
  );
}
