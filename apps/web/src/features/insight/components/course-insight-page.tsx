import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Heading } from '@/components/ui/heading';
import { Notice } from '@/components/ui/notice';
import { StatusSpinner } from '@/components/ui/status-spinner';
import { TableScroll } from '@/components/ui/table-scroll';
import { paths } from '@/config/paths';
import { errorText } from '@/lib/error-text';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useTranslation } from '@/lib/use-translation';
import { useCourseInsight } from '../api/insight';
import { count, money, percent } from '../lib/formats';
import { rangeQuery } from '../lib/range';
import { CsvButton } from './csv-button';
import { Figure, Section } from './figure';
import { useRange } from './insight-page';
import { RangePicker } from './range-picker';
import { CHART_COLORS, TimeChart } from './time-chart';

/** /dashboard/insight/courses/:id: one course's figures, funnel, progress distribution and stopping lectures. */
export function CourseInsightPage({ courseId }: { courseId: string }) {
  const { t, i18n } = useTranslation('insight');
  const lang = i18n.language;
  const [range, setRange] = useRange();
  const insight = useCourseInsight(courseId, range);
  useDocumentTitle(insight.data ? `${insight.data.course.title} · ${t('title')}` : t('title'));

  const back = (
    <Link
      to={`${paths.dashboardInsight.getHref()}?${rangeQuery(range)}`}
      className="inline-flex items-center gap-2 text-sm font-semibold text-brand-800 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
      {t('course.back')}
    </Link>
  );
  if (!insight.data) {
    return (
      <div className="grid gap-4">
        {back}
        {insight.isPending ? (
          <StatusSpinner label={t('common:status.loading')} className="py-16" />
        ) : (
          <Notice tone="danger">
            <p>{errorText(insight.error, 'generic')}</p>
          </Notice>
        )}
      </div>
    );
  }
  const c = insight.data;
  const cur = c.currency;
  const base = `/admin/insight/courses/${encodeURIComponent(courseId)}/export`;
  const orNone = (value: number | null, show: (v: number) => string) =>
    value === null ? t('courses.none') : show(value);
  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      {back}
      <Heading level={1}>
        <bdi>{c.course.title}</bdi>
      </Heading>
      <RangePicker key={rangeQuery(range)} value={range} onChange={setRange} />
      <section aria-labelledby="course-figures">
        <h2 id="course-figures" className="sr-only">
          {t('course.figures')}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          <Figure label={t('courses.revenue')} value={<bdi>{money(c.course.revenue, cur, lang)}</bdi>} />
          <Figure label={t('courses.enrolments')} value={count(c.course.enrolments, lang)} />
          <Figure label={t('courses.learners')} value={count(c.course.learners, lang)} />
          <Figure
            label={t('courses.averageProgress')}
            value={orNone(c.course.averageProgress, (v) => percent(v, lang))}
          />
          <Figure
            label={t('courses.completionRate')}
            value={orNone(c.course.completionRate, (v) => percent(v, lang))}
          />
          <Figure label={t('courses.certificates')} value={count(c.course.certificates, lang)} />
          <Figure
            label={t('courses.rating')}
            value={orNone(c.course.rating, (v) => `${count(v, lang)} (${count(c.course.ratingsCount, lang)})`)}
          />
          <Figure label={t('courses.examPassRate')} value={orNone(c.course.examPassRate, (v) => percent(v, lang))} />
          <Figure label={t('funnel.views')} value={count(c.funnel.views, lang)} />
          <Figure label={t('funnel.checkouts')} value={count(c.funnel.checkouts, lang)} />
          <Figure label={t('funnel.paid')} value={count(c.funnel.paid, lang)} />
        </ul>
      </section>
      <Section
        id="course-progress"
        title={t('course.progressHeading')}
        action={<CsvButton path={`${base}/progress?${rangeQuery(range)}`} table={t('course.progressHeading')} />}
      >
        <TimeChart
          testId="progress-chart"
          kind="bar"
          rows={c.progress.map((b) => ({ label: `${b.band}%`, learners: b.learners }))}
          series={[{ key: 'learners', label: t('course.learners'), color: CHART_COLORS[0] ?? '' }]}
          format={(value) => count(value, lang)}
          caption={t('course.progressCaption')}
          labelHeader={t('course.band')}
        />
      </Section>
      <Section
        id="course-stops"
        title={t('course.stopsHeading')}
        note={t('course.stopsNote')}
        action={<CsvButton path={`${base}/stops?${rangeQuery(range)}`} table={t('course.stopsHeading')} />}
      >
        {c.stops.length === 0 ? (
          <p className="text-sm text-muted">{t('course.noStops')}</p>
        ) : (
          <TableScroll label={t('course.stopsCaption')}>
            <table className="w-full text-sm" data-testid="course-stops">
              <caption className="sr-only">{t('course.stopsCaption')}</caption>
              <thead className="bg-canvas text-muted">
                <tr>
                  <th scope="col" className="px-3 py-2 text-start font-semibold">
                    {t('course.position')}
                  </th>
                  <th scope="col" className="px-3 py-2 text-start font-semibold">
                    {t('course.lecture')}
                  </th>
                  <th scope="col" className="px-3 py-2 text-end font-semibold">
                    {t('course.stopped')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {c.stops.map((s) => (
                  <tr key={s.lectureId}>
                    <td className="px-3 py-2">{count(s.position, lang)}</td>
                    <th scope="row" className="px-3 py-2 text-start font-semibold text-ink">
                      <bdi>{s.title}</bdi>
                    </th>
                    <td className="px-3 py-2 text-end">{count(s.learners, lang)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </Section>
    </div>
  );
}
