// The dashboard's insight (issue 23) on PostgreSQL: 10,000 courses (the bench catalog), 100,000
// orders over the last 13 months, their enrolments and some watching, and 1,000,000 course page
// views (generated in SQL and rolled up into course_funnel_days, as the app keeps them), then p50
// and p95 of each /api/admin/insight call through the production server. Goal: p95 < 200 ms.
// Runs inside `npm run bench`, or alone: `node --import tsx scripts/bench/dashboard.ts`
// (BENCH_DATABASE_URL as for the other benches; BENCH_DASHBOARD_REQUESTS per call, default 40).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../../apps/api/src/db/client';
import { buildBenchCatalog } from './catalog-data';
import { startServer } from './server';

const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REQUESTS = Number(process.env.BENCH_DASHBOARD_REQUESTS ?? 40);
const ORDERS = 100_000;
const VIEWS = 1_000_000;
const LEARNERS = 30_000;
const ADMIN = { email: 'admin@bench.local', password: 'Bench-Admin-2026' };

/** Orders, learners, enrolments, watching and page views, all in SQL (generate_series). */
async function fill(databaseUrl: string) {
  const handle = await openDatabase({ dataDir: tmpdir(), databaseUrl });
  const { db } = handle;
  const step = async (label: string, query: ReturnType<typeof sql>) => {
    const started = Date.now();
    await db.execute(query);
    console.log(`  ${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  };
  try {
    await step(
      'course ids',
      sql`create table bench_course_ids as select row_number() over (order by id) as n, id, price_amount from courses`,
    );
    await step(
      `${LEARNERS} learners`,
      sql`insert into users (email, first_name, last_name, created_at, email_verified_at)
        select 'bench-learner-' || g || '@bench.local', 'متعلم', 'رقم ' || g,
          now() - (random() * interval '400 days') as created_at,
          case when random() < 0.7 then now() end
        from generate_series(1, ${LEARNERS}) g`,
    );
    await step(
      'learner ids',
      sql`create table bench_learner_ids as select row_number() over (order by id) as n, id from users where email like 'bench-learner-%'`,
    );
    // popular courses sell more: the course index is skewed (random()^3)
    await step(
      `${ORDERS} orders`,
      sql`insert into orders (user_id, course_id, amount, currency, provider, provider_ref, status, paid_at, created_at)
        select l.id, c.id, greatest(c.price_amount, 0),
          'EGP',
          case when c.price_amount = 0 then 'free' else (array['test', 'paymob', 'fawry', 'stripe'])[1 + (g % 4)] end,
          'bench-' || g,
          case when r.s < 0.88 then 'paid' when r.s < 0.91 then 'refund_due' when r.s < 0.93 then 'refunded'
            when r.s < 0.97 then 'failed' else 'cancelled' end::order_status,
          case when r.s < 0.93 then r.at end,
          r.at - interval '3 minutes'
        from generate_series(1, ${ORDERS}) g
        cross join lateral (select random() as s, now() - (random() * interval '395 days') as at,
          1 + floor(power(random(), 3) * (select count(*) from bench_course_ids))::int as cn,
          1 + floor(random() * ${LEARNERS})::int as ln, g as k) r
        join bench_course_ids c on c.n = r.cn
        join bench_learner_ids l on l.n = r.ln`,
    );
    await step(
      'enrolments of the paid orders',
      sql`insert into enrolments (user_id, course_id, order_id, progress_percent, completed_at, created_at)
        select distinct on (user_id, course_id) user_id, course_id, id, p, case when p = 100 then paid_at end, paid_at
        from (select o.*, (array[0, 10, 30, 55, 80, 100])[1 + floor(random() * 6)::int] as p
              from orders o where status = 'paid' and provider_ref like 'bench-%') o
        order by user_id, course_id, paid_at
        on conflict do nothing`,
    );
    await step(
      'an outline of 3 lectures per course',
      sql`with u as (insert into course_units (course_id, title, position) select id, 'الوحدة 1', 1 from courses returning id),
        s as (insert into course_sections (unit_id, title, position) select id, 'القسم 1', 1 from u returning id)
        insert into lectures (section_id, title, position, kind, duration_seconds)
        select s.id, 'المحاضرة ' || p, p, 'video', 600 from s cross join generate_series(1, 3) p`,
    );
    await step(
      'watching (lecture progress)',
      sql`insert into lecture_progress (user_id, lecture_id, position_seconds, updated_at)
        select e.user_id, l.id, 300, e.created_at + random() * interval '20 days'
        from enrolments e
        join course_units u on u.course_id = e.course_id
        join course_sections s on s.unit_id = u.id
        join lectures l on l.section_id = s.id and l.position <= 1 + floor(random() * 3)
        on conflict do nothing`,
    );
    await step(
      `${VIEWS} course page views (rolled up) and the checkouts started`,
      sql`insert into course_funnel_days (course_id, day, views, checkouts)
        select c.id, v.day, count(*), count(*) filter (where v.checkout)
        from (select 1 + floor(power(random(), 3) * (select count(*) from bench_course_ids))::int as cn,
                ((now() at time zone 'Africa/Cairo')::date - floor(random() * 395)::int) as day,
                random() < 0.12 as checkout
              from generate_series(1, ${VIEWS})) v
        join bench_course_ids c on c.n = v.cn
        group by 1, 2`,
    );
    await step(
      'the monthly rollup from the daily one',
      sql`insert into course_funnel_months (course_id, month, views, checkouts)
        select course_id, date_trunc('month', day)::date, sum(views), sum(checkouts) from course_funnel_days group by 1, 2`,
    );
    await step('drop helpers, analyze', sql`drop table bench_course_ids, bench_learner_ids`);
    // what autovacuum does after a bulk load: statistics, and the visibility map for index-only scans
    await db.execute(sql`vacuum analyze`);
    const counts = await db.execute(sql`select
      (select count(*) from courses)::int as courses, (select count(*) from orders)::int as orders,
      (select count(*) from enrolments)::int as enrolments, (select count(*) from lecture_progress)::int as progress,
      (select coalesce(sum(views), 0) from course_funnel_days)::int as views,
      (select count(*) from course_funnel_days)::int as day_rows,
      (select count(*) from course_funnel_months)::int as month_rows`);
    console.log('  rows:', (counts as { rows: unknown[] }).rows[0]);
  } finally {
    await handle.close();
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

async function timeCall(url: string, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  for (let i = 0; i < 3; i += 1) await (await fetch(url, { headers })).arrayBuffer(); // warm-up
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < REQUESTS; i += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    bytes = (await response.arrayBuffer()).byteLength;
    times.push(performance.now() - started);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), bytes };
}

export async function benchDashboard() {
  const admin = new pg.Client({ connectionString: postgresUrl });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`\nPostgreSQL not reachable at ${postgresUrl} (${(error as Error).message}): dashboard bench skipped`);
    return;
  }
  // BENCH_DASHBOARD_DB=<name> keeps the database for another run (built once, never dropped)
  const kept = process.env.BENCH_DASHBOARD_DB;
  const name = kept ?? `masar_bench_dashboard_${process.pid}`;
  const exists = kept
    ? (await admin.query('select 1 from pg_database where datname = $1', [kept])).rowCount === 1
    : false;
  if (!exists) await admin.query(`create database ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const dataDir = mkdtempSync(join(tmpdir(), 'masar-bench-dashboard-'));
  try {
    console.log('\n## Dashboard insight on PostgreSQL: building the data');
    const started = Date.now();
    if (!exists) {
      await buildBenchCatalog({ dataDir, databaseUrl, total: 10_000 });
      await fill(databaseUrl);
    }
    console.log(`  built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const server = await startServer({ port: 3310, dataDir, databaseUrl });
    try {
      const login = await fetch(`${server.origin}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      });
      const { accessToken } = (await login.json()) as { accessToken: string };
      const api = (path: string) => `${server.origin}/api/admin/insight${path}`;
      const top = (
        (await await fetch(api('/courses?range=12m&sort=revenue&dir=desc&pageSize=1'), {
          headers: { authorization: `Bearer ${accessToken}` },
        }).then((r) => r.json())) as { items: Array<{ courseId: string }> }
      ).items[0]?.courseId;
      const calls: Array<[string, string]> = [];
      for (const range of ['7d', '30d', '90d', '12m']) {
        calls.push([`sales ${range}`, api(`/sales?range=${range}`)]);
        calls.push([`learners ${range}`, api(`/learners?range=${range}`)]);
        calls.push([`funnel ${range}`, api(`/funnel?range=${range}`)]);
      }
      calls.push(['sales 12m by day (365 buckets)', api('/sales?range=12m&bucket=day')]);
      for (const sort of ['revenue', 'title', 'averageProgress', 'examPassRate'])
        calls.push([`courses 30d by ${sort}`, api(`/courses?range=30d&sort=${sort}&dir=desc`)]);
      calls.push(['courses 12m by revenue, page 200', api('/courses?range=12m&sort=revenue&dir=desc&page=200')]);
      if (top) {
        calls.push(['a course (the best seller) 30d', api(`/courses/${top}?range=30d`)]);
        calls.push(['a course (the best seller) 12m', api(`/courses/${top}?range=12m`)]);
      }
      calls.push(['CSV: sales 12m', api('/export/sales?range=12m')]);
      calls.push(['CSV: funnel 12m (every course)', api('/export/funnel?range=12m')]);
      calls.push(['CSV: courses 12m (10,000 rows)', api('/export/courses?range=12m')]);
      const rows = [];
      for (const [label, call] of calls) {
        const { p50, p95, bytes } = await timeCall(call, accessToken);
        rows.push({
          call: label,
          'p50 ms': p50.toFixed(1),
          'p95 ms': p95.toFixed(1),
          KB: (bytes / 1024).toFixed(1),
          'p95 < 200 ms': p95 < 200 ? 'yes' : 'NO',
        });
      }
      console.log(`\n## Dashboard insight calls on PostgreSQL (${REQUESTS} sequential requests each, through HTTP)`);
      console.table(rows);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    if (!kept) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchDashboard();
