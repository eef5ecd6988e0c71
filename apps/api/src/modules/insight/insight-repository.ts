import { lt, sql, type SQL } from 'drizzle-orm';
import {
  INSIGHT_TIME_ZONE,
  PROGRESS_BANDS,
  type TFunnelCourse,
  type TFunnelFigures,
  type TInsightBucket,
  type TInsightCourseRow,
  type TInsightCourseSort,
  type TInsightPeriod,
  type TLearnerPoint,
  type TProgressBand,
  type TSalesPoint,
  type TStopLecture,
} from '@masar/contracts/insight';
import type { Database } from '#src/db/client';
import {
  certificates,
  courseFunnelDays,
  courseFunnelMonths,
  courseSections,
  courseViewVisitors,
  courseUnits,
  courses,
  enrolments,
  lectureProgress,
  lectures,
  orders,
  quizAttempts,
  quizzes,
  users,
} from '#src/db/schema/index';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const TZ = sql.raw(`'${INSIGHT_TIME_ZONE}'`);

/** the first moment of a Cairo day, and of the day after the period */
const startOf = (p: TInsightPeriod) => sql`(${p.from}::date::timestamp at time zone ${TZ})`;
const endOf = (p: TInsightPeriod) => sql`((${p.to}::date + 1)::timestamp at time zone ${TZ})`;
/** a moment in the period: a range over the column's index */
const within = (column: SQL | unknown, p: TInsightPeriod) =>
  sql`${column} >= ${startOf(p)} and ${column} < ${endOf(p)}`;
/** the bucket (its first day, not before the period's) of a moment */
const bucketOf = (column: unknown, p: TInsightPeriod, unit: TInsightBucket) =>
  sql`greatest(date_trunc(${sql.raw(`'${unit}'`)}, (${column} at time zone ${TZ}))::date, ${p.from}::date)`;
/** every bucket of the period, first days */
const buckets = (p: TInsightPeriod, unit: TInsightBucket) =>
  sql`select greatest(g::date, ${p.from}::date) as bucket
      from generate_series(date_trunc(${sql.raw(`'${unit}'`)}, ${p.from}::date), ${p.to}::date, ${sql.raw(`'1 ${unit}'`)}::interval) g`;

const nextMonth = (day: string) => {
  const [y = 0, m = 1] = day.split('-').map(Number);
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
};
const dayAfter = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/**
 * The funnel's counts in the period, one row per course and stored day or month: whole months from
 * `course_funnel_months`, the partial months at either end from `course_funnel_days`. The bounds
 * are constants, so each part is a range over its table's index.
 */
function funnelParts(p: TInsightPeriod, courseId?: string) {
  // the first whole month in the period, and the first day after its last whole month
  const wholeFrom = p.from.endsWith('-01') ? p.from : nextMonth(p.from);
  const wholeTo = `${dayAfter(p.to, 1).slice(0, 7)}-01`;
  const forCourse = (column: unknown) => (courseId ? sql`and ${column} = ${courseId}` : sql``);
  const days = (from: string, to: string) =>
    from > to
      ? null
      : sql`select ${courseFunnelDays.courseId} as course_id, ${courseFunnelDays.views} as views,
          ${courseFunnelDays.checkouts} as checkouts
        from ${courseFunnelDays}
        where ${courseFunnelDays.day} between ${from}::date and ${to}::date ${forCourse(courseFunnelDays.courseId)}`;
  const parts =
    wholeFrom < wholeTo
      ? [
          sql`select ${courseFunnelMonths.courseId} as course_id, ${courseFunnelMonths.views} as views,
              ${courseFunnelMonths.checkouts} as checkouts
            from ${courseFunnelMonths}
            where ${courseFunnelMonths.month} >= ${wholeFrom}::date and ${courseFunnelMonths.month} < ${wholeTo}::date
              ${forCourse(courseFunnelMonths.courseId)}`,
          days(p.from, dayAfter(wholeFrom, -1)),
          days(wholeTo, p.to),
        ]
      : [days(p.from, p.to)];
  return sql.join(
    parts.filter((part) => part !== null),
    sql` union all `,
  );
}

interface SalesRow {
  bucket: string;
  test: number;
  paymob: number;
  fawry: number;
  stripe: number;
  revenue: number;
  refund_due: number;
  refunded: number;
  paid_enrolments: number;
  free_enrolments: number;
}

interface CourseRow {
  course_id: string;
  title: string;
  published: boolean;
  enrolments: number;
  revenue: number;
  learners: number;
  average_progress: number | null;
  completion_rate: number | null;
  certificates: number;
  rating: number | null;
  ratings_count: number;
  exam_pass_rate: number | null;
  total: number;
}

const SORT_COLUMNS: Record<TInsightCourseSort, string> = {
  title: 'title',
  enrolments: 'enrolments',
  revenue: 'revenue',
  learners: 'learners',
  averageProgress: 'average_progress',
  completionRate: 'completion_rate',
  certificates: 'certificates',
  rating: 'rating',
  examPassRate: 'exam_pass_rate',
};

const toCourseRow = (r: CourseRow): TInsightCourseRow => ({
  courseId: r.course_id,
  title: r.title,
  published: r.published,
  enrolments: Number(r.enrolments),
  revenue: Number(r.revenue),
  learners: Number(r.learners),
  averageProgress: r.average_progress === null ? null : Number(r.average_progress),
  completionRate: r.completion_rate === null ? null : Number(r.completion_rate),
  certificates: Number(r.certificates),
  rating: r.rating === null ? null : Number(r.rating),
  ratingsCount: Number(r.ratings_count),
  examPassRate: r.exam_pass_rate === null ? null : Number(r.exam_pass_rate),
});

/**
 * The dashboard's figures (issue 23), each one SQL statement over indexed columns or the funnel's
 * rollup; days are Africa/Cairo days. Money: orders in `currency`, minor units.
 */
export function createInsightRepository(db: Database, currency: string) {
  /**
   * A read with PostgreSQL's JIT compilation off: the planner's guesses for grouped subqueries
   * joined together run into the millions, past jit_above_cost, and compiling took ~400 ms of a
   * 12-month sales query whose rows take ~150 ms (the dashboard bench).
   */
  const read = (query: SQL) =>
    db.transaction(async (tx) => {
      await tx.execute(sql`set local jit = off`);
      return tx.execute(query);
    });
  const paidIn = (p: TInsightPeriod) =>
    sql`${orders.status} = 'paid' and ${orders.currency} = ${currency} and ${within(orders.paidAt, p)}`;

  async function sales(p: TInsightPeriod, unit: TInsightBucket): Promise<TSalesPoint[]> {
    const result = await read(sql`
      with b as (${buckets(p, unit)}),
      money as (
        select ${bucketOf(orders.paidAt, p, unit)} as bucket,
          sum(${orders.amount}) filter (where ${orders.status} = 'paid' and ${orders.provider} = 'test') as test,
          sum(${orders.amount}) filter (where ${orders.status} = 'paid' and ${orders.provider} = 'paymob') as paymob,
          sum(${orders.amount}) filter (where ${orders.status} = 'paid' and ${orders.provider} = 'fawry') as fawry,
          sum(${orders.amount}) filter (where ${orders.status} = 'paid' and ${orders.provider} = 'stripe') as stripe,
          sum(${orders.amount}) filter (where ${orders.status} = 'paid') as revenue,
          sum(${orders.amount}) filter (where ${orders.status} = 'refund_due') as refund_due,
          sum(${orders.amount}) filter (where ${orders.status} = 'refunded') as refunded
        from ${orders}
        where ${orders.paidAt} is not null and ${within(orders.paidAt, p)} and ${orders.currency} = ${currency}
          and ${orders.status} in ('paid', 'refund_due', 'refunded')
        group by 1
      ),
      free_orders as (select ${orders.id} as id from ${orders} where ${orders.amount} = 0),
      joined as (
        -- free: no order (given by an admin) or a free course's order; a small hashed set, not a join of every order
        select ${bucketOf(enrolments.createdAt, p, unit)} as bucket, count(*) as enrolments,
          count(*) filter (where ${enrolments.orderId} is null or ${enrolments.orderId} in (select id from free_orders)) as free_enrolments
        from ${enrolments}
        where ${within(enrolments.createdAt, p)}
        group by 1
      )
      select b.bucket::text as bucket,
        coalesce(m.test, 0)::float8 as test, coalesce(m.paymob, 0)::float8 as paymob,
        coalesce(m.fawry, 0)::float8 as fawry, coalesce(m.stripe, 0)::float8 as stripe,
        coalesce(m.revenue, 0)::float8 as revenue, coalesce(m.refund_due, 0)::float8 as refund_due,
        coalesce(m.refunded, 0)::float8 as refunded,
        coalesce(j.enrolments - j.free_enrolments, 0)::int as paid_enrolments, coalesce(j.free_enrolments, 0)::int as free_enrolments
      from b left join money m on m.bucket = b.bucket left join joined j on j.bucket = b.bucket
      order by b.bucket`);
    return rowsOf<SalesRow>(result).map((r) => ({
      bucket: r.bucket,
      revenue: Number(r.revenue),
      byProvider: { test: Number(r.test), paymob: Number(r.paymob), fawry: Number(r.fawry), stripe: Number(r.stripe) },
      refundDue: Number(r.refund_due),
      refunded: Number(r.refunded),
      paidEnrolments: Number(r.paid_enrolments),
      freeEnrolments: Number(r.free_enrolments),
    }));
  }

  async function learnerSeries(p: TInsightPeriod, unit: TInsightBucket): Promise<TLearnerPoint[]> {
    const result = await read(sql`
      with b as (${buckets(p, unit)}),
      s as (
        select ${bucketOf(users.createdAt, p, unit)} as bucket, count(*) as sign_ups,
          count(*) filter (where ${users.emailVerifiedAt} is not null) as confirmed
        from ${users} where ${within(users.createdAt, p)} and ${users.role} = 'user' group by 1
      ),
      a as (
        -- (bucket, learner) pairs first: a hashed group, where count(distinct) sorted every row
        select bucket, count(*) as active from (
          select ${bucketOf(lectureProgress.updatedAt, p, unit)} as bucket, ${lectureProgress.userId} as user_id
          from ${lectureProgress} where ${within(lectureProgress.updatedAt, p)} group by 1, 2
        ) pairs group by 1
      )
      select b.bucket::text as bucket, coalesce(s.sign_ups, 0)::int as sign_ups, coalesce(s.confirmed, 0)::int as confirmed,
        coalesce(a.active, 0)::int as active
      from b left join s on s.bucket = b.bucket left join a on a.bucket = b.bucket order by b.bucket`);
    return rowsOf<{ bucket: string; sign_ups: number; confirmed: number; active: number }>(result).map((r) => ({
      bucket: r.bucket,
      signUps: Number(r.sign_ups),
      confirmed: Number(r.confirmed),
      activeLearners: Number(r.active),
    }));
  }

  /** distinct active learners over the whole period (not the sum of its buckets) */
  async function activeLearners(p: TInsightPeriod): Promise<number> {
    const result = await read(
      sql`select count(*)::int as n from (select ${lectureProgress.userId} from ${lectureProgress}
        where ${within(lectureProgress.updatedAt, p)} group by 1) learners`,
    );
    return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
  }

  async function funnel(p: TInsightPeriod, courseId?: string): Promise<TFunnelFigures> {
    const forCourse = (column: unknown) => (courseId ? sql`and ${column} = ${courseId}` : sql``);
    const result = await read(sql`
      with parts as (${funnelParts(p, courseId)})
      select coalesce((select sum(views) from parts), 0)::int as views,
        coalesce((select sum(checkouts) from parts), 0)::int as checkouts,
        (select count(*) from ${orders} where ${orders.paidAt} is not null and ${orders.status} = 'paid'
          and ${within(orders.paidAt, p)} ${forCourse(orders.courseId)})::int as paid`);
    const row = rowsOf<TFunnelFigures>(result)[0];
    return { views: Number(row?.views ?? 0), checkouts: Number(row?.checkouts ?? 0), paid: Number(row?.paid ?? 0) };
  }

  /** the courses with views, checkouts or payments in the period, most viewed first */
  async function funnelCourses(p: TInsightPeriod, limit: number | null): Promise<TFunnelCourse[]> {
    const result = await read(sql`
      with v as (
        select course_id, sum(views) as views, sum(checkouts) as checkouts from (${funnelParts(p)}) parts group by 1
      ),
      pd as (
        select ${orders.courseId} as course_id, count(*) as paid from ${orders}
        where ${orders.paidAt} is not null and ${orders.status} = 'paid' and ${within(orders.paidAt, p)} group by 1
      )
      select c.id as "courseId", c.title, coalesce(v.views, 0)::int as views, coalesce(v.checkouts, 0)::int as checkouts,
        coalesce(pd.paid, 0)::int as paid
      from v full join pd on pd.course_id = v.course_id
      join ${courses} c on c.id = coalesce(v.course_id, pd.course_id)
      order by 3 desc, 5 desc, c.title, c.id
      ${limit === null ? sql`` : sql`limit ${limit}`}`);
    return rowsOf<TFunnelCourse>(result).map((r) => ({
      ...r,
      views: Number(r.views),
      checkouts: Number(r.checkouts),
      paid: Number(r.paid),
    }));
  }

  async function courseRows(
    p: TInsightPeriod,
    options: { sort: TInsightCourseSort; dir: 'asc' | 'desc'; limit: number | null; offset: number; courseId?: string },
  ): Promise<{ rows: TInsightCourseRow[]; total: number }> {
    const only = (column: unknown) => (options.courseId ? sql`where ${column} = ${options.courseId}` : sql``);
    const andOnly = (column: unknown) => (options.courseId ? sql`and ${column} = ${options.courseId}` : sql``);
    const column = sql.raw(SORT_COLUMNS[options.sort]);
    const dir = sql.raw(options.dir === 'asc' ? 'asc nulls first' : 'desc nulls last');
    const result = await read(sql`
      with e as (
        select ${enrolments.courseId} as course_id, count(*) as learners,
          count(*) filter (where ${within(enrolments.createdAt, p)}) as enrolments,
          avg(${enrolments.progressPercent}) as average_progress,
          count(*) filter (where ${enrolments.completedAt} is not null) as completed
        from ${enrolments} ${only(enrolments.courseId)} group by 1
      ),
      r as (
        select ${orders.courseId} as course_id, sum(${orders.amount}) as revenue from ${orders}
        where ${orders.paidAt} is not null and ${paidIn(p)} ${andOnly(orders.courseId)} group by 1
      ),
      ce as (
        select ${certificates.courseId} as course_id, count(*) as n from ${certificates}
        where ${certificates.revokedAt} is null ${andOnly(certificates.courseId)} group by 1
      ),
      ex as (
        select ${quizzes.courseId} as course_id, count(distinct ${quizAttempts.userId}) as sat,
          count(distinct ${quizAttempts.userId}) filter (where ${quizAttempts.passed}) as passed
        from ${quizzes} join ${quizAttempts} on ${quizAttempts.lectureId} = ${quizzes.lectureId}
        where ${quizzes.isFinalExam} and ${quizAttempts.submittedAt} is not null ${andOnly(quizzes.courseId)}
        group by 1
      ),
      rows as (
        select c.id as course_id, c.title, c.status = 'published' as published,
          coalesce(e.enrolments, 0)::int as enrolments, coalesce(r.revenue, 0)::float8 as revenue,
          coalesce(e.learners, 0)::int as learners,
          round(e.average_progress::numeric, 1)::float8 as average_progress,
          case when e.learners > 0 then round(100.0 * e.completed / e.learners, 1)::float8 end as completion_rate,
          coalesce(ce.n, 0)::int as certificates,
          case when c.ratings_count > 0 then round(c.rating_avg::numeric, 2)::float8 end as rating,
          c.ratings_count as ratings_count,
          case when ex.sat > 0 then round(100.0 * ex.passed / ex.sat, 1)::float8 end as exam_pass_rate
        from ${courses} c
        left join e on e.course_id = c.id left join r on r.course_id = c.id
        left join ce on ce.course_id = c.id left join ex on ex.course_id = c.id
        ${options.courseId ? sql`where c.id = ${options.courseId}` : sql``}
      )
      select *, count(*) over ()::int as total from rows
      order by ${column} ${dir}, title, course_id
      ${options.limit === null ? sql`` : sql`limit ${options.limit} offset ${options.offset}`}`);
    const rows = rowsOf<CourseRow>(result);
    return { rows: rows.map(toCourseRow), total: Number(rows[0]?.total ?? 0) };
  }

  async function progressBands(courseId: string): Promise<TProgressBand[]> {
    const result = await read(sql`
      select case when ${enrolments.progressPercent} >= 100 then '100'
          when ${enrolments.progressPercent} >= 75 then '75-99'
          when ${enrolments.progressPercent} >= 50 then '50-74'
          when ${enrolments.progressPercent} >= 25 then '25-49'
          else '0-24' end as band,
        count(*)::int as learners
      from ${enrolments} where ${enrolments.courseId} = ${courseId} group by 1`);
    const counts = new Map(rowsOf<{ band: string; learners: number }>(result).map((r) => [r.band, Number(r.learners)]));
    return PROGRESS_BANDS.map((band) => ({ band, learners: counts.get(band) ?? 0 }));
  }

  /** per lecture: the learners (course not completed) whose most recently watched lecture it is */
  async function stops(courseId: string, limit: number | null): Promise<TStopLecture[]> {
    const result = await read(sql`
      with outline as (
        select l.id, l.title, row_number() over (order by u.position, s.position, l.position)::int as position
        from ${lectures} l join ${courseSections} s on s.id = l.section_id join ${courseUnits} u on u.id = s.unit_id
        where u.course_id = ${courseId}
      ),
      last as (
        select distinct on (lp.user_id) lp.user_id, lp.lecture_id
        from ${lectureProgress} lp
        join outline o on o.id = lp.lecture_id
        join ${enrolments} en on en.user_id = lp.user_id and en.course_id = ${courseId} and en.completed_at is null
        order by lp.user_id, lp.updated_at desc
      )
      select o.id as "lectureId", o.title, o.position, count(*)::int as learners
      from last join outline o on o.id = last.lecture_id
      group by o.id, o.title, o.position
      order by learners desc, o.position
      ${limit === null ? sql`` : sql`limit ${limit}`}`);
    return rowsOf<TStopLecture>(result).map((r) => ({
      ...r,
      position: Number(r.position),
      learners: Number(r.learners),
    }));
  }

  async function courseTitle(courseId: string): Promise<string | null> {
    const result = await read(sql`select ${courses.title} as title from ${courses} where ${courses.id} = ${courseId}`);
    return rowsOf<{ title: string }>(result)[0]?.title ?? null;
  }

  /** the page views counted in memory, added to the rollup (unknown or deleted courses are left out) */
  /**
   * Adds the views of visitors not yet counted for that course and day — by any process: the
   * hashes' primary key decides — to both rollups, in one statement.
   */
  async function addViews(rows: Array<{ courseId: string; day: string; visitorHash: string }>): Promise<void> {
    if (rows.length === 0) return;
    const values = sql.join(
      rows.map((r) => sql`(${r.courseId}::uuid, ${r.day}::date, ${r.visitorHash}::text)`),
      sql`, `,
    );
    await db.execute(sql`
      with v as (
        select v.course_id, v.day, v.hash from (values ${values}) as v(course_id, day, hash)
        join ${courses} c on c.id = v.course_id
      ),
      fresh as (
        insert into ${courseViewVisitors} (day, visitor_hash) select day, hash from v
        on conflict do nothing returning day, visitor_hash
      ),
      counted as (
        select v.course_id, v.day, count(*)::int as views
        from v join fresh on fresh.day = v.day and fresh.visitor_hash = v.hash group by 1, 2
      ),
      d as (
        insert into ${courseFunnelDays} (course_id, day, views) select course_id, day, views from counted
        on conflict (course_id, day) do update set views = ${courseFunnelDays.views} + excluded.views
      )
      insert into ${courseFunnelMonths} (course_id, month, views)
      select course_id, date_trunc('month', day)::date, sum(views) from counted group by 1, 2
      on conflict (course_id, month) do update set views = ${courseFunnelMonths.views} + excluded.views`);
  }

  /** forgets who viewed what before `day` (YYYY-MM-DD): only today's views can still repeat */
  async function pruneViewVisitors(day: string): Promise<void> {
    await db.delete(courseViewVisitors).where(lt(courseViewVisitors.day, day));
  }

  return {
    sales,
    learnerSeries,
    activeLearners,
    funnel,
    funnelCourses,
    courseRows,
    progressBands,
    stops,
    courseTitle,
    addViews,
    pruneViewVisitors,
  };
}

export type InsightRepository = ReturnType<typeof createInsightRepository>;
