import type { TCourseListQuery, TCourseSummary } from '@masar/contracts';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorText } from '@/lib/error-text';
import { useTranslation } from '@/lib/use-translation';
import { useCourses } from '../api/get-courses';
import { CourseCard } from './course-card';

export const gridClass = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

export function CourseCardSkeleton() {
  return (
    <Card>
      <Skeleton className="aspect-[16/9] rounded-none" />
      <div className="space-y-3 p-4">
        <Skeleton className="h-5 w-24" />
        <Skeleton className="h-6 w-4/5" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-4 w-3/4" />
        <Skeleton className="h-7 w-28" />
      </div>
    </Card>
  );
}

export function CourseGridSkeleton({ count = 3, className = gridClass }: { count?: number; className?: string }) {
  const { t } = useTranslation('catalog');
  return (
    <div className={className} aria-busy="true">
      <span role="status" className="sr-only">
        {t('list.loading')}
      </span>
      {Array.from({ length: count }, (_, i) => (
        <CourseCardSkeleton key={i} />
      ))}
    </div>
  );
}

export function CourseList({
  courses,
  headingLevel,
  className = gridClass,
}: {
  courses: TCourseSummary[];
  headingLevel?: 2 | 3;
  className?: string;
}) {
  return (
    <ul className={className}>
      {courses.map((course) => (
        <li key={course._id}>
          <CourseCard course={course} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

/** Courses of a catalog query; `exclude` leaves one out (the course being viewed). */
export function CourseGrid({
  query,
  limit,
  exclude,
  empty,
}: {
  query?: TCourseListQuery;
  limit?: number;
  exclude?: string;
  empty?: string;
}) {
  const { t } = useTranslation('catalog');
  const { data, isPending, isError, error } = useCourses(query);

  if (isPending) return <CourseGridSkeleton />;
  if (isError) return <Alert>{errorText(error, 'load.courses')}</Alert>;
  const courses = data.filter((course) => course._id !== exclude).slice(0, limit);
  if (courses.length === 0) return <p className="text-muted">{empty ?? t('list.empty')}</p>;
  return <CourseList courses={courses} />;
}
