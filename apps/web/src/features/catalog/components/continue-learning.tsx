import type { TContinueCourse } from '@masar/contracts';
import { Link } from 'react-router';
import { CourseImage } from '@/components/course-image';
import { buttonClasses } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Heading } from '@/components/ui/heading';
import { ProgressBar } from '@/components/ui/progress-bar';
import { paths } from '@/config/paths';
import { renderTagged } from '@/lib/tagged-text';
import { useTranslation } from '@/lib/use-translation';
import { useContinueLearning } from '../api/get-continue-learning';

function ContinueCard({ course }: { course: TContinueCourse }) {
  const { t } = useTranslation('catalog');
  const href = paths.courseOverview.getHref(course.courseId);
  return (
    <article className="flex h-full gap-4 rounded-xl border border-line bg-surface p-3 shadow-card">
      <CourseImage course={course} className="aspect-square w-20 shrink-0 rounded-lg sm:w-24" iconClassName="size-8" />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <h3 className="font-bold leading-snug text-ink">
          <Link to={href} dir="auto" className="hover:text-brand-700">
            {course.title}
          </Link>
        </h3>
        <p className="truncate text-sm text-muted">
          {course.lecture
            ? renderTagged(t('continue.lastLecture', { title: course.lecture.title }), {
                title: (title) => <bdi>{title}</bdi>,
              })
            : t('continue.notStarted')}
        </p>
        <ProgressBar value={course.progress} label={t('continue.progress')} />
        <Link
          to={href}
          className={buttonClasses('primary', 'sm', 'self-start')}
          aria-label={t(course.lecture ? 'continue.resumeCourse' : 'continue.startCourse', { title: course.title })}
        >
          {course.lecture ? t('continue.resume') : t('continue.start')}
        </Link>
      </div>
    </article>
  );
}

/**
 * "Continue learning": the signed-in learner's unfinished courses, the one worked on last first.
 * Mounted only when signed in, after hydration (its own chunk on the home page).
 */
export function ContinueLearning({ className }: { className?: string }) {
  const { t } = useTranslation('catalog');
  const courses = useContinueLearning().data?.inProgress ?? [];
  if (courses.length === 0) return null;
  return (
    <section aria-labelledby="continue-title" className={className}>
      <Container>
        <Heading id="continue-title" className="mb-4">
          {t('continue.title')}
        </Heading>
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
          {courses.map((course) => (
            <li key={course.courseId}>
              <ContinueCard course={course} />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

export default ContinueLearning;
