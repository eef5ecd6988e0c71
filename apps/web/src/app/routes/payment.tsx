import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Heading } from '@/components/ui/heading';
import { Notice } from '@/components/ui/notice';
import { StatusSpinner } from '@/components/ui/status-spinner';
import { paths } from '@/config/paths';
import { isNotFound, useCourse } from '@/features/catalog/api/get-course';
import { CheckoutPage } from '@/features/checkout/components/checkout-page';
import { OrderReturn } from '@/features/checkout/components/order-return';
import { TestGatewayPage } from '@/features/checkout/components/test-gateway-page';
import { useSiteInfo } from '@/features/site/api/get-site-info';
import { errorText } from '@/lib/error-text';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useTranslation } from '@/lib/use-translation';
import { useUrlSearch } from '@/lib/use-url-search';

/**
 * /payment: `?course=` is the checkout of one course (the course page's "enrol now");
 * `?order=&gateway=test` the test gateway's card page; `?order=` the way back from a provider.
 */
export default function PaymentRoute() {
  const { t } = useTranslation('learning');
  const [search] = useUrlSearch();
  const courseId = search.get('course');
  const orderId = search.get('order');
  useDocumentTitle(t('checkout.title'));

  return (
    <Container className="grid gap-6 py-10">
      <Heading level={1}>{t('checkout.title')}</Heading>
      {orderId ? (
        search.get('gateway') === 'test' ? (
          // keyed: "Try again" opens a new order on this same route, with nothing kept from the old one
          <TestGatewayPage key={orderId} orderId={orderId} />
        ) : (
          <OrderReturn key={orderId} orderId={orderId} />
        )
      ) : courseId ? (
        <CourseCheckout courseId={courseId} />
      ) : (
        <NoCourse />
      )}
    </Container>
  );
}

function CourseCheckout({ courseId }: { courseId: string }) {
  const { t } = useTranslation('learning');
  const course = useCourse(courseId);
  const site = useSiteInfo();
  if (course.isPending || site.isPending) return <StatusSpinner label={t('checkout.loading')} className="py-16" />;
  if (course.isError) {
    return isNotFound(course.error) ? (
      <NoCourse />
    ) : (
      <Notice tone="danger">{errorText(course.error, 'load.courseDetails')}</Notice>
    );
  }
  // without the setting the terms say what the product's default says: no refunds
  return <CheckoutPage course={course.data} refundWindowDays={site.data?.refundWindowDays ?? 0} />;
}

function NoCourse() {
  const { t } = useTranslation('learning');
  return (
    <div className="grid justify-items-start gap-4">
      <Notice>{t('checkout.noCourse')}</Notice>
      <Link to={paths.courses.getHref()} className={buttonClasses('primary')}>
        {t('mine.browse')}
      </Link>
    </div>
  );
}
