import { BookOpen, ClipboardList, GraduationCap, Mail, Users, Wallet, UserCheck } from 'lucide-react';
import { ActionButton } from '@/components/ui/action-button';
import { Notice } from '@/components/ui/notice';
import { StatusSpinner } from '@/components/ui/status-spinner';
import { paths } from '@/config/paths';
import { errorText } from '@/lib/error-text';
import { formatNumber, formatPrice } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { useSummary } from '../api/get-summary';
import { FigureCard } from './figure-card';
import { RecentActivity } from './recent-activity';
import { TestGatewayBanner } from './test-gateway-banner';

/**
 * /dashboard: users, courses, trainers, enrolments, revenue, new messages and registrations, and
 * what happened lately; first, a warning while the test payment gateway is on.
 */
export function DashboardOverview() {
  const { t, i18n } = useTranslation('admin');
  const lang = i18n.language;
  const summary = useSummary();

  if (summary.isPending) return <StatusSpinner label={t('common:status.loading')} className="py-16" />;
  if (summary.isError) {
    return (
      <Notice tone="danger">
        <p>{errorText(summary.error, 'generic')}</p>
        <ActionButton variant="outline" size="sm" className="mt-3" onClick={() => void summary.refetch()}>
          {t('common:actions.retry')}
        </ActionButton>
      </Notice>
    );
  }

  const data = summary.data;
  const number = (value: number) => formatNumber(value, lang);
  return (
    <div className="grid grid-cols-1 gap-8">
      {data.testPaymentGateway && <TestGatewayBanner />}
      <section aria-labelledby="figures-heading" className="grid grid-cols-1 gap-4">
        <h2 id="figures-heading" className="sr-only">
          {t('overview.figures')}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          <FigureCard
            icon={Users}
            label={t('overview.users')}
            value={number(data.users)}
            to={paths.dashboardUsers.getHref()}
            linkLabel={t('overview.manageUsers')}
          />
          <FigureCard
            icon={BookOpen}
            label={t('overview.courses')}
            value={number(data.courses)}
            note={t('overview.published', { count: data.publishedCourses, published: number(data.publishedCourses) })}
            to={paths.dashboardCourses.getHref()}
            linkLabel={t('overview.manageCourses')}
          />
          <FigureCard
            icon={GraduationCap}
            label={t('overview.trainers')}
            value={number(data.trainers)}
            to={paths.dashboardTrainers.getHref()}
            linkLabel={t('overview.manageTrainers')}
          />
          <FigureCard icon={UserCheck} label={t('overview.enrolments')} value={number(data.enrolments)} />
          <FigureCard
            icon={Wallet}
            label={t('overview.revenue')}
            value={
              <span data-amount={data.revenue.amount} data-currency={data.revenue.currency}>
                <bdi>{formatPrice(data.revenue, lang)}</bdi>
              </span>
            }
            note={t('overview.revenueNote')}
          />
          <FigureCard
            icon={Mail}
            label={t('overview.newMessages')}
            value={number(data.newMessages)}
            note={t('overview.newMessagesNote')}
            to={`${paths.dashboardMessages.getHref()}?handled=false`}
            linkLabel={t('overview.readMessages')}
          />
          <FigureCard
            icon={ClipboardList}
            label={t('overview.newRegistrations')}
            value={number(data.newRegistrations)}
            note={t('overview.newRegistrationsNote')}
            to={paths.dashboardRegistrations.getHref()}
            linkLabel={t('overview.seeRegistrations')}
          />
        </ul>
      </section>
      <section aria-labelledby="activity-heading" className="grid grid-cols-1 gap-4">
        <h2 id="activity-heading" className="text-xl font-bold text-ink">
          {t('overview.recentActivity')}
        </h2>
        <RecentActivity items={data.recentActivity} />
      </section>
    </div>
  );
}
