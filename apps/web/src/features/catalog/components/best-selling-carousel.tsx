import type { TCourseSummary } from '@masar/contracts';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Heading } from '@/components/ui/heading';
import { paths } from '@/config/paths';
import { errorText } from '@/lib/error-text';
import { useSession } from '@/lib/session';
import { useTranslation } from '@/lib/use-translation';
import { useContinueLearning } from '../api/get-continue-learning';
import { useCourses } from '../api/get-courses';
import { paymentHref } from '../lib/options';
import { CourseCard } from './course-card';
import { CourseCardSkeleton } from './course-grid';

const slideClass = 'w-[85%] shrink-0 snap-start sm:w-[calc(50%-0.75rem)] lg:w-[calc(33.333%-1rem)]';

function Actions({ course }: { course: TCourseSummary }) {
  const { t } = useTranslation('catalog');
  const { isAuthenticated } = useSession();
  const owned = useContinueLearning().data?.owned.some((c) => c.courseId === course._id);
  const checkout = paymentHref(course._id);
  return (
    <>
      {owned ? (
        <Link
          to={paths.courseOverview.getHref(course._id)}
          className={buttonClasses('primary', 'sm', 'flex-1')}
          aria-label={t('continue.resumeCourse', { title: course.title })}
        >
          {t('continue.resume')}
        </Link>
      ) : (
        <Link
          to={isAuthenticated ? checkout : paths.login.getHref(checkout)}
          className={buttonClasses('primary', 'sm', 'flex-1')}
        >
          {t('bestSelling.subscribe')}
        </Link>
      )}
      <Link
        to={paths.courseDetails.getHref(course._id)}
        className={buttonClasses('outline', 'sm')}
        aria-label={t('bestSelling.moreAbout', { title: course.title })}
      >
        {t('bestSelling.more')}
      </Link>
    </>
  );
}

/**
 * The best-selling courses (most enrolments: GET /Courses?sort=popular&limit=8) in a native
 * scroll-snap carousel: swipe, scroll or the buttons; right-to-left follows the page direction.
 * `promise` is the money-back line, when there is one.
 */
/** The carousel's query (the server renderer puts its answer in the home page: app/entry-server.tsx). */
export const BEST_SELLING_QUERY = { sort: 'popular', limit: 8 } as const;

export function BestSellingCarousel({ promise }: { promise?: ReactNode }) {
  const { t, i18n } = useTranslation('catalog');
  const { data, isPending, isError, error } = useCourses(BEST_SELLING_QUERY);
  const track = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: false });
  const rtl = i18n.dir(i18n.resolvedLanguage) === 'rtl';

  const measure = () => {
    const el = track.current;
    if (!el) return;
    // scrollLeft is 0 at the start and negative towards the end in right-to-left
    const offset = Math.abs(el.scrollLeft);
    // snapping may leave a few pixels at either end
    const start = offset < 8;
    const end = offset + el.clientWidth >= el.scrollWidth - 8;
    setEdges((current) => (current.start === start && current.end === end ? current : { start, end }));
  };
  useEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [data]);
  const move = (step: 1 | -1) => {
    const el = track.current;
    const slide = el?.querySelector('li');
    if (!el || !slide) return;
    const distance = (slide.getBoundingClientRect().width + 24) * step * (rtl ? -1 : 1);
    el.scrollBy({ left: distance, behavior: 'smooth' });
  };
  const control =
    'inline-flex size-10 items-center justify-center rounded-full border border-line bg-surface text-ink hover:bg-brand-50 disabled:opacity-40';

  return (
    <section aria-labelledby="best-selling-title" className="py-14">
      <Container>
        <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
          <div>
            <Heading id="best-selling-title">{t('bestSelling.title')}</Heading>
            <p className="mt-2 text-muted">{t('bestSelling.subtitle')}</p>
            {promise}
          </div>
          <div className="flex items-center gap-2">
            <Link to={paths.courses.getHref()} className="me-2 font-semibold text-brand-700 hover:underline">
              {t('bestSelling.viewAll')}
            </Link>
            <button
              type="button"
              className={control}
              onClick={() => move(-1)}
              disabled={edges.start || !data?.length}
              aria-label={t('bestSelling.previous')}
            >
              <ChevronLeft aria-hidden="true" className="size-5 rtl:-scale-x-100" />
            </button>
            <button
              type="button"
              className={control}
              onClick={() => move(1)}
              disabled={edges.end || !data?.length}
              aria-label={t('bestSelling.next')}
            >
              <ChevronRight aria-hidden="true" className="size-5 rtl:-scale-x-100" />
            </button>
          </div>
        </div>
        {isPending ? (
          <div className="flex gap-6 overflow-hidden" aria-busy="true">
            <span role="status" className="sr-only">
              {t('list.loading')}
            </span>
            {Array.from({ length: 3 }, (_, i) => (
              <div key={i} className={slideClass}>
                <CourseCardSkeleton />
              </div>
            ))}
          </div>
        ) : isError ? (
          <Alert>{errorText(error, 'load.courses')}</Alert>
        ) : data.length === 0 ? (
          <p className="text-muted">{t('list.empty')}</p>
        ) : (
          <ul
            ref={track}
            onScroll={measure}
            aria-label={t('bestSelling.title')}
            className="-mx-1 flex snap-x snap-mandatory gap-6 overflow-x-auto scroll-smooth px-1 pb-4 [scrollbar-width:thin]"
          >
            {data.map((course) => (
              <li key={course._id} className={slideClass}>
                <CourseCard course={course} actions={<Actions course={course} />} />
              </li>
            ))}
          </ul>
        )}
      </Container>
    </section>
  );
}
