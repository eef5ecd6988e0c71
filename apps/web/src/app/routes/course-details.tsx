import { lazy, useEffect } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Heading } from '@/components/ui/heading';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { isNotFound, useCourse } from '@/features/catalog/api/get-course';
import { CourseDetailsView } from '@/features/catalog/components/course-details/course-details-view';
import { Deferred } from '@/features/site/components/deferred';
import { RegistrationFormSkeleton } from '@/features/site/components/form-skeleton';
import { MoneyBack } from '@/features/site/components/money-back';
import { errorText } from '@/lib/error-text';
import { importWithRetry } from '@/lib/lazy-import';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useTranslation } from '@/lib/use-translation';

// The form (react-hook-form, zod) sits at the bottom of the page: fetched as it nears the viewport.
const CourseRegistrationForm = lazy(() =>
  importWithRetry(() => import('@/features/site/components/course-registration-form')).then((m) => ({
    default: m.CourseRegistrationForm,
  })),
);

function Loading() {
  const { t } = useTranslation('catalog');
  return (
    <div aria-busy="true">
      <span role="status" className="sr-only">
        {t('details.loading')}
      </span>
      <div className="bg-brand-900">
        <Container className="space-y-4 py-14">
          <div className="h-10 w-2/3 animate-shimmer rounded-md bg-white/20" />
          <div className="h-5 w-1/2 animate-shimmer rounded-md bg-white/20" />
          <div className="h-5 w-3/4 animate-shimmer rounded-md bg-white/20" />
        </Container>
      </div>
      <Container className="space-y-4 py-10">
        <Skeleton className="h-40 w-full" />
        <Skeleton className="h-64 w-full" />
      </Container>
    </div>
  );
}

function NotFound() {
  const { t } = useTranslation('catalog');
  useDocumentTitle(t('details.notFoundTitle'));
  return (
    <Container className="flex flex-col items-center py-24 text-center">
      <Heading level={1} className="mb-4">
        {t('details.notFoundTitle')}
      </Heading>
      <p className="mb-8 max-w-md text-muted">{t('details.notFoundBody')}</p>
      <Link to={paths.courses.getHref()} className={buttonClasses('primary')}>
        {t('details.browse')}
      </Link>
    </Container>
  );
}

export default function CourseDetailsRoute() {
  const { t } = useTranslation('catalog');
  const { id = '' } = useParams();
  const { data: course, isPending, isError, error } = useCourse(id);
  useDocumentTitle(course?.title ?? t('details.title'));
  const { hash } = useLocation();
  const loaded = Boolean(course);
  useEffect(() => {
    // the router scrolled to #hash while the course was still loading
    if (loaded && hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.();
  }, [loaded, hash]);

  if (isPending) return <Loading />;
  if (isError && isNotFound(error)) return <NotFound />;
  if (isError) {
    return (
      <Container className="py-12">
        <Heading level={1} className="mb-6">
          {t('details.title')}
        </Heading>
        <Alert>{errorText(error, 'load.courseDetails')}</Alert>
      </Container>
    );
  }
  return (
    <CourseDetailsView
      course={course}
      promise={<MoneyBack className="mt-4" />}
      registration={
        // a link to the form (#registration) renders it at once
        <Deferred
          placeholderClassName="min-h-[540px] sm:min-h-[360px]"
          placeholder={<RegistrationFormSkeleton />}
          rootMargin="400px 0px"
          eager={hash === '#registration'}
        >
          <CourseRegistrationForm courseId={course._id} />
        </Deferred>
      }
    />
  );
}
