import type { TInsightCourseSort } from '@masar/contracts/insight';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Notice } from '@/components/ui/notice';
import { StatusSpinner } from '@/components/ui/status-spinner';
import { TableScroll } from '@/components/ui/table-scroll';
import { paths } from '@/config/paths';
import { errorText } from '@/lib/error-text';
import { useTranslation } from '@/lib/use-translation';
import { useUrlSearch } from '@/lib/use-url-search';
import {
  COURSES_PAGE_SIZE,
  useFunnel,
  useInsightCourses,
  useLearners,
  useSales,
  type TCoursesSort,
} from '../api/insight';
import { bucketLabel, count, dayLabel, money, percent } from '../lib/formats';
import { rangeFromSearch, rangeQuery, type TRangeChoice } from '../lib/range';
import { CsvButton } from './csv-button';
import { Figure, Section } from './figure';
import { RangePicker } from './range-picker';
import { CHART_COLORS, TimeChart } from './time-chart';

const PROVIDERS = ['test', 'paymob', 'fawry', 'stripe'] as const;

function Loading({
  query,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
}) {
  const { t } = useTranslation('insight');
  if (query.isPending) return <StatusSpinner label={t('common:status.loading')} className="py-10" />;
  return (
    <Notice tone="danger">
      <p>{errorText(query.error, 'generic')}</p>
    </Notice>
  );
}

/** The range in the URL, so a reload or a shared link shows the same page. */
export function useRange(): [TRangeChoice, (next: TRangeChoice) => void] {
  const [params, setParams] = useUrlSearch();
  const range = rangeFromSearch(params);
  return [range, (next) => setParams(new URLSearchParams(rangeQuery(next)))];
}

/** /dashboard/insight: revenue, enrolments, learners, the funnel and the courses, for a range. */
export function InsightPage() {
  const { t } = useTranslation('insight');
  const [range, setRange] = useRange();
  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <RangePicker key={rangeQuery(range)} value={range} onChange={setRange} />
      <SalesSections range={range} />
      <LearnersSection range={range} />
      <FunnelSection range={range} />
      <CoursesSection range={range} />
      <p className="sr-only">{t('chart.hint')}</p>
    </div>
  );
}

function SalesSections({ range }: { range: TRangeChoice }) {
  const { t, i18n } = useTranslation('insight');
  const lang = i18n.language;
  const sales = useSales(range);
  const learners = useLearners(range);
  if (!sales.data || !learners.data) return <Loading query={sales.data ? learners : sales} />;
  const s = sales.data;
  const l = learners.data;
  const cur = s.currency;
  const rows = s.series.map((p) => ({
    label: bucketLabel(p.bucket, s.bucket, lang),
    ...p.byProvider,
    paidEnrolments: p.paidEnrolments,
    freeEnrolments: p.freeEnrolments,
  }));
  const confirmation = l.totals.signUps === 0 ? 0 : (100 * l.totals.confirmed) / l.totals.signUps;
  return (
    <>
      <p className="text-sm text-muted" data-testid="insight-period">
        {t('range.period', { from: dayLabel(s.period.from, lang), to: dayLabel(s.period.to, lang) })}
        {' · '}
        {t('range.previous', { from: dayLabel(s.previous.from, lang), to: dayLabel(s.previous.to, lang) })}
      </p>
      <section aria-labelledby="insight-figures">
        <h2 id="insight-figures" className="sr-only">
          {t('figures.heading')}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          <Figure
            label={t('figures.revenue')}
            value={<bdi>{money(s.totals.revenue, cur, lang)}</bdi>}
            current={s.totals.revenue}
            previous={s.previousTotals.revenue}
          />
          <Figure
            label={t('figures.paidEnrolments')}
            value={count(s.totals.paidEnrolments, lang)}
            current={s.totals.paidEnrolments}
            previous={s.previousTotals.paidEnrolments}
          />
          <Figure
            label={t('figures.freeEnrolments')}
            value={count(s.totals.freeEnrolments, lang)}
            current={s.totals.freeEnrolments}
            previous={s.previousTotals.freeEnrolments}
          />
          <Figure
            label={t('figures.refundDue')}
            value={<bdi>{money(s.totals.refundDue, cur, lang)}</bdi>}
            note={`${t('figures.refunded')}: ${money(s.totals.refunded, cur, lang)}`}
          />
          <Figure
            label={t('figures.signUps')}
            value={count(l.totals.signUps, lang)}
            current={l.totals.signUps}
            previous={l.previousTotals.signUps}
          />
          <Figure
            label={t('figures.confirmationRate')}
            value={percent(confirmation, lang)}
            note={t('figures.confirmationNote', {
              confirmed: count(l.totals.confirmed, lang),
              signUps: count(l.totals.signUps, lang),
            })}
          />
          <Figure
            label={t('figures.activeLearners')}
            value={count(l.totals.activeLearners, lang)}
            current={l.totals.activeLearners}
            previous={l.previousTotals.activeLearners}
            note={t('figures.activeNote')}
          />
        </ul>
      </section>
      <div className="grid min-w-0 gap-6 xl:grid-cols-2">
        <Section
          id="insight-revenue"
          title={t('sales.heading')}
          action={<CsvButton path={`/admin/insight/export/sales?${rangeQuery(range)}`} table={t('sales.heading')} />}
        >
          <TimeChart
            testId="revenue-chart"
            kind="bar"
            stacked
            rows={rows}
            series={PROVIDERS.map((id, i) => ({
              key: id,
              label: t(`providers.${id}`),
              color: CHART_COLORS[i] ?? '#0f766e',
            }))}
            format={(value) => money(value, cur, lang)}
            caption={t('sales.caption')}
            labelHeader={t('series.period')}
          />
        </Section>
        <Section id="insight-enrolments" title={t('sales.enrolmentsHeading')}>
          <TimeChart
            kind="bar"
            stacked
            rows={rows}
            series={[
              { key: 'paidEnrolments', label: t('series.paidEnrolments'), color: CHART_COLORS[0] ?? '' },
              { key: 'freeEnrolments', label: t('series.freeEnrolments'), color: CHART_COLORS[1] ?? '' },
            ]}
            format={(value) => count(value, lang)}
            caption={t('sales.enrolmentsCaption')}
            labelHeader={t('series.period')}
          />
        </Section>
      </div>
    </>
  );
}

function LearnersSection({ range }: { range: TRangeChoice }) {
  const { t, i18n } = useTranslation('insight');
  const lang = i18n.language;
  const learners = useLearners(range);
  if (!learners.data) return null;
  const l = learners.data;
  return (
    <Section
      id="insight-learners"
      title={t('learners.heading')}
      action={<CsvButton path={`/admin/insight/export/learners?${rangeQuery(range)}`} table={t('learners.heading')} />}
    >
      <TimeChart
        testId="learners-chart"
        kind="line"
        rows={l.series.map((p) => ({
          label: bucketLabel(p.bucket, l.bucket, lang),
          signUps: p.signUps,
          confirmed: p.confirmed,
          activeLearners: p.activeLearners,
        }))}
        series={[
          { key: 'signUps', label: t('series.signUps'), color: CHART_COLORS[0] ?? '' },
          { key: 'confirmed', label: t('series.confirmed'), color: CHART_COLORS[2] ?? '' },
          { key: 'activeLearners', label: t('series.activeLearners'), color: CHART_COLORS[1] ?? '' },
        ]}
        format={(value) => count(value, lang)}
        caption={t('learners.caption')}
        labelHeader={t('series.period')}
      />
    </Section>
  );
}

function FunnelSection({ range }: { range: TRangeChoice }) {
  const { t, i18n } = useTranslation('insight');
  const lang = i18n.language;
  const funnel = useFunnel(range);
  if (!funnel.data) return <Loading query={funnel} />;
  const f = funnel.data;
  const steps = [
    { key: 'views', value: f.overall.views, previous: f.previousOverall.views },
    { key: 'checkouts', value: f.overall.checkouts, previous: f.previousOverall.checkouts },
    { key: 'paid', value: f.overall.paid, previous: f.previousOverall.paid },
  ] as const;
  const widest = Math.max(1, ...steps.map((s) => s.value));
  return (
    <Section
      id="insight-funnel"
      title={t('funnel.heading')}
      note={t('funnel.note')}
      action={<CsvButton path={`/admin/insight/export/funnel?${rangeQuery(range)}`} table={t('funnel.heading')} />}
    >
      <ol className="grid gap-3" data-testid="funnel-steps">
        {steps.map((step, i) => {
          const before = i > 0 ? steps[i - 1]?.value : undefined;
          return (
            <li key={step.key} className="grid gap-1">
              <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
                <span className="font-semibold text-ink">{t(`funnel.${step.key}`)}</span>
                <span className="text-muted">
                  <bdi className="font-bold text-ink">{count(step.value, lang)}</bdi>
                  {before !== undefined && before > 0 && (
                    <> · {t('funnel.ofPrevious', { percent: percent((100 * step.value) / before, lang) })}</>
                  )}
                </span>
              </div>
              <div className="h-3 rounded-full bg-canvas" aria-hidden="true">
                <div
                  className="h-3 rounded-full bg-brand-700"
                  style={{ width: `${Math.max(step.value > 0 ? 2 : 0, (100 * step.value) / widest)}%` }}
                />
              </div>
            </li>
          );
        })}
      </ol>
      {f.courses.length === 0 ? (
        <p className="text-sm text-muted">{t('funnel.empty')}</p>
      ) : (
        <TableScroll label={t('funnel.caption')}>
          <table className="w-full min-w-[36rem] text-sm">
            <caption className="sr-only">{t('funnel.caption')}</caption>
            <thead className="bg-canvas text-muted">
              <tr>
                <th scope="col" className="px-4 py-3 text-start font-semibold">
                  {t('funnel.course')}
                </th>
                {(['views', 'checkouts', 'paid', 'conversion'] as const).map((key) => (
                  <th key={key} scope="col" className="px-4 py-3 text-end font-semibold">
                    {t(`funnel.${key}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {f.courses.map((c) => (
                <tr key={c.courseId}>
                  <th scope="row" className="px-4 py-3 text-start font-semibold text-ink">
                    <Link
                      className="text-brand-800 underline-offset-2 hover:underline"
                      to={`${paths.dashboardInsightCourse.getHref(c.courseId)}?${rangeQuery(range)}`}
                    >
                      <bdi>{c.title}</bdi>
                    </Link>
                  </th>
                  <td className="px-4 py-3 text-end">{count(c.views, lang)}</td>
                  <td className="px-4 py-3 text-end">{count(c.checkouts, lang)}</td>
                  <td className="px-4 py-3 text-end">{count(c.paid, lang)}</td>
                  <td className="px-4 py-3 text-end">
                    {c.views > 0 ? percent((100 * c.paid) / c.views, lang) : t('courses.none')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </Section>
  );
}

const COURSE_COLUMNS: ReadonlyArray<{ key: TInsightCourseSort; label: string }> = [
  { key: 'title', label: 'courses.course' },
  { key: 'enrolments', label: 'courses.enrolments' },
  { key: 'revenue', label: 'courses.revenue' },
  { key: 'learners', label: 'courses.learners' },
  { key: 'averageProgress', label: 'courses.averageProgress' },
  { key: 'completionRate', label: 'courses.completionRate' },
  { key: 'certificates', label: 'courses.certificates' },
  { key: 'rating', label: 'courses.rating' },
  { key: 'examPassRate', label: 'courses.examPassRate' },
];

function CoursesSection({ range }: { range: TRangeChoice }) {
  const { t, i18n } = useTranslation('insight');
  const lang = i18n.language;
  const [sort, setSort] = useState<TCoursesSort>({ sort: 'revenue', dir: 'desc', page: 1 });
  const courses = useInsightCourses(range, sort);
  const exportPath = `/admin/insight/export/courses?${rangeQuery(range, { sort: sort.sort, dir: sort.dir })}`;
  const orNone = (value: number | null, show: (v: number) => ReactNode) =>
    value === null ? t('courses.none') : show(value);

  const sortBy = (key: TInsightCourseSort) =>
    setSort((s) => ({
      sort: key,
      dir: s.sort === key ? (s.dir === 'asc' ? 'desc' : 'asc') : key === 'title' ? 'asc' : 'desc',
      page: 1,
    }));

  return (
    <Section
      id="insight-courses"
      title={t('courses.heading')}
      note={t('courses.rangeNote')}
      action={<CsvButton path={exportPath} table={t('courses.heading')} />}
    >
      {!courses.data ? (
        <Loading query={courses} />
      ) : (
        <>
          <TableScroll label={t('courses.caption')}>
            <table className="w-full min-w-[64rem] text-sm" data-testid="insight-courses">
              <caption className="sr-only">{t('courses.caption')}</caption>
              <thead className="bg-canvas text-muted">
                <tr>
                  {COURSE_COLUMNS.map((column) => {
                    const active = sort.sort === column.key;
                    const Arrow = sort.dir === 'asc' ? ArrowUp : ArrowDown;
                    return (
                      <th
                        key={column.key}
                        scope="col"
                        aria-sort={active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : undefined}
                        className={column.key === 'title' ? 'px-3 py-2 text-start' : 'px-3 py-2 text-end'}
                      >
                        <button
                          type="button"
                          className="inline-flex items-center gap-1 rounded font-semibold hover:text-ink"
                          onClick={() => sortBy(column.key)}
                        >
                          {t(column.label)}
                          {active && <Arrow aria-hidden="true" className="size-3.5" />}
                        </button>
                      </th>
                    );
                  })}
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {courses.data.items.map((c) => (
                  <tr key={c.courseId}>
                    <th scope="row" className="px-3 py-2 text-start font-semibold text-ink">
                      <Link
                        className="text-brand-800 underline-offset-2 hover:underline"
                        to={`${paths.dashboardInsightCourse.getHref(c.courseId)}?${rangeQuery(range)}`}
                      >
                        <bdi>{c.title}</bdi>
                      </Link>
                      {!c.published && (
                        <span className="ms-2 text-xs font-normal text-muted">{t('courses.draft')}</span>
                      )}
                    </th>
                    <td className="px-3 py-2 text-end">{count(c.enrolments, lang)}</td>
                    <td className="px-3 py-2 text-end whitespace-nowrap">
                      <bdi>{money(c.revenue, courses.data.currency, lang)}</bdi>
                    </td>
                    <td className="px-3 py-2 text-end">{count(c.learners, lang)}</td>
                    <td className="px-3 py-2 text-end">{orNone(c.averageProgress, (v) => percent(v, lang))}</td>
                    <td className="px-3 py-2 text-end">{orNone(c.completionRate, (v) => percent(v, lang))}</td>
                    <td className="px-3 py-2 text-end">{count(c.certificates, lang)}</td>
                    <td className="px-3 py-2 text-end">
                      {orNone(c.rating, (v) => `${count(v, lang)} (${count(c.ratingsCount, lang)})`)}
                    </td>
                    <td className="px-3 py-2 text-end">{orNone(c.examPassRate, (v) => percent(v, lang))}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
          <Pager
            page={sort.page}
            pages={Math.max(1, Math.ceil(courses.data.total / COURSES_PAGE_SIZE))}
            onPage={(page) => setSort((s) => ({ ...s, page }))}
          />
        </>
      )}
    </Section>
  );
}

function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t, i18n } = useTranslation('insight');
  const lang = i18n.language;
  const button =
    'h-9 rounded-lg border border-line px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-50';
  return (
    <nav aria-label={t('courses.heading')} className="flex flex-wrap items-center justify-between gap-2 text-sm">
      <button type="button" className={button} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('courses.previous')}
      </button>
      <span className="text-muted">{t('courses.page', { page: count(page, lang), pages: count(pages, lang) })}</span>
      <button type="button" className={button} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('courses.next')}
      </button>
    </nav>
  );
}
