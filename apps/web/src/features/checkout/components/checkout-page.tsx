import { zodResolver } from '@hookform/resolvers/zod';
import {
  ZCheckoutRequest,
  type TCheckoutRequest,
  type TCheckoutResponse,
  type TCourseDetails,
  type TPaymentProvider,
} from '@masar/contracts';
import { ShieldCheck } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { StatusSpinner } from '@/components/ui/status-spinner';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { applyFieldErrors } from '@/lib/form-server-errors';
import { useFieldError } from '@/lib/use-field-error';
import { useTranslation } from '@/lib/use-translation';
import { useProviders } from '../api/get-providers';
import { useStartCheckout } from '../api/start-checkout';
import { useFollowCheckout } from '../hooks/use-follow-checkout';
import { Amount } from './amount';
import { FawryPending } from './fawry-pending';
import { PaymentMethodPicker } from './payment-method-picker';
import { TermsConsent } from './terms-consent';

type TProps = { course: TCourseDetails; refundWindowDays: number };

/**
 * /payment?course=: one course, its price, the terms, the payment method, then the provider. Fawry
 * asks for the payer's mobile number (it texts the reference code to it), checked with the same
 * schema as the API's.
 */
export function CheckoutPage({ course, refundWindowDays }: TProps) {
  const { t } = useTranslation('learning');
  const fieldError = useFieldError();
  const follow = useFollowCheckout();
  const providers = useProviders();
  const checkout = useStartCheckout();
  const [picked, setPicked] = useState<TPaymentProvider | null>(null);
  const [agreed, setAgreed] = useState(false);
  const [termsMissing, setTermsMissing] = useState(false);
  const termsBox = useRef<HTMLInputElement>(null);
  const [fawry, setFawry] = useState<TCheckoutResponse | null>(null);
  // set synchronously: a double click's second event arrives before React disables the button
  const submitting = useRef(false);
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(ZCheckoutRequest), defaultValues: { courseId: course._id, phone: '' } });
  const free = course.price.amount === 0;
  const provider = picked ?? providers.data?.[0]?.id ?? null;
  const alreadyEnrolled = course.enrolled || (isApiError(checkout.error) && checkout.error.status === 409);

  const start = (order: TCheckoutRequest) => {
    if (submitting.current) return;
    submitting.current = true;
    checkout.mutate(order, {
      onError: (error) => {
        // a refused mobile number shows under its field, not as a second message above the button
        if (applyFieldErrors(error, setError, ['phone'])) checkout.reset();
      },
      onSuccess: (answer) => {
        if (answer.fawry && !answer.enrolled) setFawry(answer);
        else follow(answer);
      },
      onSettled: () => {
        submitting.current = false;
      },
    });
  };

  const pay = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!agreed) {
      // "Pay now" stays pressable: a disabled button would not say what it waits for
      setTermsMissing(true);
      termsBox.current?.focus();
      return;
    }
    if (free) return start({ courseId: course._id });
    setValue('provider', provider ?? 'test');
    void handleSubmit(start)(event);
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
            <li>
              {refundWindowDays > 0 ? t('checkout.refundWindow', { count: refundWindowDays }) : t('checkout.noRefunds')}
            </li>
            <li>
              {t('checkout.termsLink')}{' '}
              <Link to={paths.terms.getHref()} className="font-semibold text-brand-700 underline">
                {t('checkout.termsOfService')}
              </Link>
            </li>
          </ul>
        </section>
      </div>
      <form
        noValidate
        onSubmit={pay}
        aria-label={t('checkout.pay')}
        className="grid content-start gap-5 self-start rounded-xl border border-line bg-surface p-6 shadow-card"
      >
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
                <Notice tone="danger">
                  {providers.isError ? errorText(providers.error, 'generic') : t('checkout.noMethods')}
                </Notice>
              ) : (
                <PaymentMethodPicker providers={providers.data} value={provider} onChange={setPicked} />
              ))}
            {!free && provider === 'fawry' && (
              <TextField
                label={t('checkout.mobile')}
                hint={t('checkout.mobileHint')}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                dir="ltr"
                error={fieldError(errors.phone)}
                // only Fawry's checkout carries the number: switching away drops it and its error
                {...register('phone', { shouldUnregister: true })}
              />
            )}
            <TermsConsent ref={termsBox} checked={agreed} onChange={setAgreed} missing={termsMissing} />
            {checkout.isError && <Notice tone="danger">{errorText(checkout.error, 'generic')}</Notice>}
            <Button
              type="submit"
              size="lg"
              className="w-full"
              disabled={checkout.isPending || (!free && !provider)}
              aria-busy={checkout.isPending || undefined}
            >
              <ShieldCheck aria-hidden="true" className="size-5" />
              {free ? t('checkout.enrolFree') : t('checkout.payNow')}
            </Button>
          </>
        )}
      </form>
    </div>
  );
}
