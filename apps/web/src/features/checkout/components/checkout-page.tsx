import type { TCheckoutResponse, TCourseDetails, TPaymentProvider } from '@masar/contracts';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { StatusSpinner } from '@/components/ui/status-spinner';
import { paths } from '@/config/paths';
import { getErrorMessage, isApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/use-translation';
import { useProviders } from '../api/get-providers';
import { useStartCheckout } from '../api/start-checkout';
import { Amount } from './amount';
import { FawryPending } from './fawry-pending';
import { PaymentMethodPicker } from './payment-method-picker';

type TProps = { course: TCourseDetails; refundWindowDays: number };

/** /payment?course=: one course, its price, the terms, the payment method, then the provider. */
export function CheckoutPage({ course, refundWindowDays }: TProps) {
  const { t } = useTranslation('learning');
  const navigate = useNavigate();
  const providers = useProviders();
  const checkout = useStartCheckout();
  const [picked, setPicked] = useState<TPaymentProvider | null>(null);
  const [agreed, setAgreed] = useState(false);
  const [fawry, setFawry] = useState<TCheckoutResponse | null>(null);
  const free = course.price.amount === 0;
  const provider = picked ?? providers.data?.[0]?.id ?? null;
  const alreadyEnrolled = course.enrolled || (isApiError(checkout.error) && checkout.error.status === 409);

  const pay = () => {
    if (!agreed) return;
    checkout.mutate(free ? { courseId: course._id } : { courseId: course._id, provider: provider ?? 'test' }, {
      onSuccess: (answer) => {
        if (answer.enrolled || answer.status === 'paid') void navigate(paths.paymentSuccess.getHref());
        else if (answer.fawry) setFawry(answer);
        else if (answer.redirectUrl) {
          // the test gateway's page is one of ours: no reload; a provider's page is elsewhere
          const target = new URL(answer.redirectUrl, window.location.href);
          if (target.origin === window.location.origin) void navigate(`${target.pathname}${target.search}`);
          else window.location.assign(target.href);
        }
      },
    });
  };

  if (fawry?.fawry) return <FawryPending reference={fawry.fawry} courseTitle={course.title} />;

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <div className="grid content-start gap-6">
        <section aria-labelledby="checkout-summary" className="rounded-xl border border-line bg-surface p-6">
          <h2 id="checkout-summary" className="mb-4 text-lg font-bold text-ink">
            {t('checkout.summary')}
          </h2>
          <dl className="grid gap-3 sm:grid-cols-[auto_1fr] sm:gap-x-6">
            <dt className="text-muted">{t('checkout.course')}</dt>
            <dd className="font-semibold text-ink">
              <bdi>{course.title}</bdi>
            </dd>
            {course.trainer && (
              <>
                <dt className="text-muted">{t('checkout.trainer')}</dt>
                <dd className="text-ink">
                  <bdi>{course.trainer.name}</bdi>
                </dd>
              </>
            )}
            <dt className="text-muted">{t('checkout.price')}</dt>
            <dd className="text-xl font-bold text-brand-800">
              <Amount money={course.price} freeLabel={t('checkout.free')} />
            </dd>
          </dl>
        </section>
        <section aria-labelledby="checkout-terms" className="rounded-xl border border-line bg-surface p-6">
          <h2 id="checkout-terms" className="mb-3 text-lg font-bold text-ink">
            {t('checkout.terms')}
          </h2>
          <ul className="grid list-disc gap-2 ps-5 text-ink">
            <li>{t('checkout.oneCourse')}</li>
            <li>{refundWindowDays > 0 ? t('checkout.refundWindow', { count: refundWindowDays }) : t('checkout.noRefunds')}</li>
            <li>
              {t('checkout.termsLink')}{' '}
              <Link to={paths.terms.getHref()} className="font-semibold text-brand-700 underline">
                {t('checkout.termsOfService')}
              </Link>
            </li>
          </ul>
        </section>
      </div>
      <section aria-label={t('checkout.pay')} className="grid content-start gap-5 self-start rounded-xl border border-line bg-surface p-6 shadow-card">
        {alreadyEnrolled ? (
          <>
            <Notice>{t('checkout.enrolled')}</Notice>
            <Link to={paths.courseOverview.getHref(course._id)} className={buttonClasses('primary', 'md', 'w-full')}>
              {t('checkout.goToCourse')}
            </Link>
          </>
        ) : (
          <>
            {!free &&
              (providers.isPending ? (
                <StatusSpinner label={t('checkout.loadingMethods')} className="py-6" />
              ) : providers.isError || providers.data.length === 0 ? (
                <Notice tone="danger">{providers.isError ? getErrorMessage(providers.error, 'Something went wrong. Please try again.') : t('checkout.noMethods')}</Notice>
              ) : (
                <PaymentMethodPicker providers={providers.data} value={provider} onChange={setPicked} />
              ))}
            <label className="flex items-start gap-2 text-sm text-ink">
              <input type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} className="mt-0.5 size-4 accent-brand-700" />
              <span>{t('checkout.agree')}</span>
            </label>
            {checkout.isError && <Notice tone="danger">{getErrorMessage(checkout.error, 'Something went wrong. Please try again.')}</Notice>}
            <Button size="lg" className="w-full" onClick={pay} disabled={!agreed || checkout.isPending || (!free && !provider)} aria-busy={checkout.isPending || undefined}>
              <ShieldCheck aria-hidden="true" className="size-5" />
              {free ? t('checkout.enrolFree') : t('checkout.payNow')}
            </Button>
          </>
        )}
      </section>
    </div>
  );
}
