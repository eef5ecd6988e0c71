import { TriangleAlert } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';

/** The setting that turns the test gateway off, shown as typed (Latin, left to right in any page). */
const TURN_OFF = 'PAYMENTS_TEST_GATEWAY=false';

/**
 * The built-in test payment gateway is on (GET /admin/summary `testPaymentGateway`): checkout
 * enrols learners without taking money, which an admin must not take for a real provider.
 */
export function TestGatewayBanner() {
  const { t } = useTranslation('admin');
  return (
    <section
      aria-labelledby="test-gateway-heading"
      className="flex items-start gap-3 rounded-lg border border-accent-300 bg-accent-50 p-4 text-ink"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-700" />
      <div className="min-w-0 flex-1">
        <h2 id="test-gateway-heading" className="font-bold">
          {t('overview.testGateway.title')}
        </h2>
        <p className="mt-1 text-sm">{t('overview.testGateway.body')}</p>
        <p className="mt-2 text-sm">
          {t('overview.testGateway.turnOff')}{' '}
          <code dir="ltr" lang="en" className="rounded bg-surface px-1.5 py-0.5 font-mono break-all">
            {TURN_OFF}
          </code>
        </p>
      </div>
    </section>
  );
}
