import type { TCourseListQuery } from '@masar/contracts';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/use-translation';
import { useCourses } from '../api/get-courses';
import { CourseCard } from './course-card';

const gridClass = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

function CourseCardSkeleton() {
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

export function CourseGrid({ query, limit }: { query?: TCourseListQuery; limit?: number }) {
  const { t } = useTranslation('catalog');
  const { data, isPending, isError, error } = useCourses(query);

  if (isPending) {
    return (
      <div className={gridClass} aria-busy="true">
        <span role="status" className="sr-only">
          {t('list.loading')}
        </span>
        {Array.from({ length: 3 }, (_, i) => (
          <CourseCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (isError) return <Alert>{getErrorMessage(error, 'Failed to fetch courses')}</Alert>;
  if (data.length === 0) return <p className="text-muted">{t('list.empty')}</p>;

  const courses = limit ? data.slice(0, limit) : data;
  return (
    <ul className={gridClass}>
      {courses.map((course) => (
        <li key={course._id}>
          <CourseCard course={course} />
        </li>
      ))}
    </ul>
  );
}
