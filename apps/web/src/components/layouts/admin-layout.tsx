import {
  Award,
  BookOpen,
  ChartColumn,
  ClipboardList,
  GraduationCap,
  LayoutDashboard,
  Mail,
  MessageCircleQuestion,
  Receipt,
  Server,
  Users,
  Workflow,
} from 'lucide-react';
import { clsx } from 'clsx';
import { Suspense } from 'react';
import { NavLink, Outlet } from 'react-router';
import { Container } from '@/components/ui/container';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/use-translation';

const items = [
  { to: paths.dashboard.getHref(), key: 'nav.overview', icon: LayoutDashboard, end: true },
  { to: paths.dashboardInsight.getHref(), key: 'nav.insight', icon: ChartColumn, end: false },
  { to: paths.dashboardUsers.getHref(), key: 'nav.users', icon: Users, end: false },
  { to: paths.dashboardTrainers.getHref(), key: 'nav.trainers', icon: GraduationCap, end: false },
  { to: paths.dashboardCourses.getHref(), key: 'nav.courses', icon: BookOpen, end: false },
  { to: paths.dashboardOrders.getHref(), key: 'nav.orders', icon: Receipt, end: false },
  { to: paths.dashboardCertificates.getHref(), key: 'nav.certificates', icon: Award, end: false },
  { to: paths.dashboardQuestions.getHref(), key: 'nav.questions', icon: MessageCircleQuestion, end: false },
  { to: paths.dashboardMessages.getHref(), key: 'nav.messages', icon: Mail, end: false },
  { to: paths.dashboardRegistrations.getHref(), key: 'nav.registrations', icon: ClipboardList, end: false },
  { to: paths.dashboardMoodle.getHref(), key: 'nav.moodle', icon: Server, end: false },
  { to: paths.dashboardJobs.getHref(), key: 'nav.jobs', icon: Workflow, end: false },
] as const;

export function AdminLayout() {
  const { t } = useTranslation('admin');
  return (
    <Container className="grid grid-cols-1 gap-6 py-8 lg:grid-cols-[15rem_minmax(0,1fr)]">
      <aside className="min-w-0">
        <nav aria-label={t('nav.label')} className="rounded-xl border border-line bg-surface p-2 shadow-card">
          {/* every section in sight on a phone too: the links wrap (a strip that scrolled sideways
              hid five of them with nothing to tell they were there); a column beside the page on
              wide screens */}
          <ul className="flex flex-wrap gap-1 lg:flex-col lg:flex-nowrap">
            {items.map(({ to, key, icon: Icon, end }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  end={end}
                  className={({ isActive }) =>
                    clsx(
                      'flex items-center gap-2 whitespace-nowrap rounded-lg px-3 py-2 text-sm font-semibold',
                      isActive ? 'bg-brand-700 text-white' : 'text-ink hover:bg-brand-50',
                    )
                  }
                >
                  <Icon aria-hidden="true" className="size-4 shrink-0" />
                  {t(key)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className="min-w-0">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </div>
    </Container>
  );
}
