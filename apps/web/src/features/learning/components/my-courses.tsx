import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { Container } from '@/components/ui/container';
import { Heading } from '@/components/ui/heading';
import { StatusSpinner } from '@/components/ui/status-spinner';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { errorText } from '@/lib/error-text';
import { notify } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useTranslation } from '@/lib/use-translation';
import { useMyCourses } from '../api/get-my-courses';
import { MyCourseCard } from './my-course-card';

/**
 * My courses (SPEC section 2): subscribed courses with progress, review and certificate. On
 * /payment-success (`afterPurchase`) the list is fetched afresh and a success toast is shown.
 */
export function MyCourses({ afterPurchase = false }: { afterPurchase?: boolean }) {
  const { t } = useTranslation('learning');
  const courses = useMyCourses({ force: afterPurchase });
  const headingId = useId();
  const toasted = useRef(false);
  useDocumentTitle(t('mine.title'));

  useEffect(() => {
    if (!afterPurchase || toasted.current) return;
    toasted.current = true;
    notify('success', t('mine.purchased'));
  }, [afterPurchase, t]);

  return (
    <Container className="py-10">
      <section aria-labelledby={headingId} className="grid gap-6">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <Heading level={1} id={headingId}>
            {t('mine.title')}
          </Heading>
          <Link to={paths.orders.getHref()} className={buttonClasses('ghost', 'sm')}>
            {t('mine.orders')}
          </Link>
        </div>
        {courses.isPending ? (
          <StatusSpinner label={t('mine.loading')} className="py-12" />
        ) : courses.isError ? (
          <p role="alert" className="rounded-lg border border-danger/30 bg-danger/5 p-4 text-danger">
            {errorText(courses.error, 'load.myCourses')}
          </p>
        ) : courses.data.length === 0 ? (
          <div className="grid justify-items-start gap-4 rounded-xl border border-line bg-surface p-6">
            <p className="text-lg text-ink">{t('mine.empty')}</p>
            <Link to={paths.courses.getHref()} className={buttonClasses('primary')}>
              {t('mine.browse')}
            </Link>
          </div>
        ) : (
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {courses.data.map((course) => (
              <li key={course._id}>
                <MyCourseCard course={course} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </Container>
  );
}
