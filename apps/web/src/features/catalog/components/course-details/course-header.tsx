import type { TCourseDetails } from '@masar/contracts';
import { BarChart3, CalendarDays, Clock, Star, Users, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Container } from '@/components/ui/container';
import { paths } from '@/config/paths';
import { formatDuration, formatNumber } from '@/lib/format';
import { formatDate } from '@/lib/format-date';
import { useTranslation } from '@/lib/use-translation';
import { CourseLanguageBadge } from '../course-language-badge';

function Stat({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <div className="flex items-center gap-2">
      <Icon aria-hidden="true" className="size-5 text-accent-300" />
      <dt className="sr-only">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

// w-fit: a title in the other script keeps its own direction yet stays at the page's start edge
/** Title, description and the facts of SPEC section 2: level, duration, students, date, rating. */
export function CourseHeader({ course }: { course: TCourseDetails }) {
  const { t, i18n } = useTranslation('catalog');
  const lang = i18n.resolvedLanguage ?? 'ar';
  return (
    <section aria-labelledby="course-title" className="bg-brand-900 text-white">
      <Container className="py-10 sm:py-14">
        <nav aria-label={t('details.breadcrumb')} className="mb-4 text-sm text-brand-100">
          <Link to={paths.courses.getHref()} className="hover:underline">
            {t('list.title')}
          </Link>
          <span aria-hidden="true" className="mx-2">
            /
          </span>
          <Link
            to={`${paths.courses.getHref()}?category=${encodeURIComponent(course.category)}`}
            className="hover:underline"
          >
            {t(`categories.${course.category}`)}
          </Link>
        </nav>
        <h1 id="course-title" dir="auto" className="w-fit max-w-4xl text-3xl font-bold leading-tight sm:text-4xl">
          {course.title}
        </h1>
        <CourseLanguageBadge language={course.language} className="mt-3 bg-white/10 text-white ring-white/25" />
        {course.description && (
          <p dir="auto" className="mt-4 w-fit max-w-3xl text-lg leading-relaxed text-brand-100">
            {course.description}
          </p>
        )}
        {course.trainer && (
          <p className="mt-4 text-brand-100">
            {t('details.by')}{' '}
            <Link
              to={paths.trainerProfile.getHref(course.trainer._id)}
              className="font-semibold text-white underline-offset-4 hover:underline"
            >
              <bdi>{course.trainer.name}</bdi>
            </Link>
          </p>
        )}
        <dl className="mt-6 flex flex-wrap gap-x-6 gap-y-3 text-sm font-semibold">
          <Stat icon={BarChart3} label={t('details.level')}>
            {t(`levels.${course.level}`)}
          </Stat>
          <Stat icon={Clock} label={t('details.duration')}>
            {formatDuration(course.durationMinutes, lang)}
          </Stat>
          <Stat icon={Users} label={t('details.students')}>
            {t('card.students', { count: course.studentsCount })}
          </Stat>
          <Stat icon={CalendarDays} label={t('details.date')}>
            {formatDate(course.publishedAt ?? course.createdAt, lang)}
          </Stat>
          <Stat icon={Star} label={t('details.rating')}>
            {t('card.rating', {
              rating: formatNumber(course.rating, lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
              count: course.ratingsCount,
            })}
          </Stat>
        </dl>
      </Container>
    </section>
  );
}
