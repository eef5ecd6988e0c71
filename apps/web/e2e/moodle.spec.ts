/**
 * The Moodle screen (SPEC section 2) in every state, against the Moodle stand-in
 * (support/stand-ins.ts), whose answers the journey sets through its control endpoint: the list
 * (names HTML-escaped, no stable order, a course hidden in Moodle), an empty site, Moodle's
 * invalidtoken error. Then the admin links a course and sees its learners synced into Moodle.
 */
import { expect, test } from '@playwright/test';
import { STAND_INS } from './support/stand-ins';
import { actAs } from './support/pages';
import { defined } from '@masar/contracts/defined';

const control = (path: string, data?: unknown) =>
  fetch(`${STAND_INS.control}${path}`, { method: 'POST', body: JSON.stringify(data ?? {}) });

test.afterEach(async () => {
  await control('/moodle/reset');
});

test('lists Moodle courses at /moodle with the spec columns (ar), and in English', async ({ page }) => {
  await actAs(page, 'guest', 'ar');
  await page.goto('/moodle');
  await expect(page.getByRole('heading', { level: 1, name: 'دورات Moodle' })).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(['#', 'اسم الدورة', 'رقم الدورة']);
  // numbers through Intl in the page's language
  const [one, two] = await page.evaluate(() => [1, 2].map((n) => new Intl.NumberFormat('ar').format(n)));
  await expect(table.getByRole('row').nth(1).getByRole('cell')).toHaveText([
    defined(one),
    'أساسيات البرمجة بلغة بايثون',
    defined(two),
  ]);
  // by id, the hidden course left out, `&amp;` decoded
  await expect(table.getByRole('row')).toHaveCount(5);
  await expect(table.getByRole('row').nth(4).getByRole('cell').nth(1)).toHaveText('Data Science & AI');
  await expect(page.getByText('Unpublished Moodle draft')).toHaveCount(0);

  await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Moodle Courses' })).toBeVisible();
  await expect(table.getByRole('columnheader')).toHaveText(['#', 'Course Name', 'Course ID']);
  await expect(table.getByRole('row').nth(2).getByRole('cell')).toHaveText(['2', 'Data Science Foundations', '3']);
});

test("shows 'No courses found.' for a site without courses, and 'Error: ' with Moodle's message", async ({ page }) => {
  await actAs(page, 'guest', 'en');
  await control('/moodle', { courses: [] });
  await page.goto('/moodle');
  await expect(page.getByText('No courses found.')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);

  // a setup failure: visitors read kinder words than Moodle's, the admin reads Moodle's
  await control('/moodle', {
    fail: {
      exception: 'core\\exception\\moodle_exception',
      errorcode: 'invalidtoken',
      message: 'Invalid token - token not found',
    },
  });
  await page.reload();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    "Error: Moodle courses can't be shown right now. Please try again later.",
  );
  await actAs(page, 'admin', 'en');
  await page.goto('/dashboard/moodle-courses');
  await expect(page.getByRole('main').getByRole('alert').first()).toHaveText('Error: Invalid token - token not found');
});

test('the admin sees the screen at /dashboard/moodle-courses, links a course and its learners are synced', async ({
  page,
}) => {
  await actAs(page, 'admin', 'en');
  await page.goto('/dashboard/moodle-courses');
  await expect(page.getByRole('heading', { level: 1, name: 'Moodle Courses' })).toBeVisible();
  const moodleTable = page.getByRole('table').first();
  await expect(moodleTable.getByRole('row')).toHaveCount(6);
  await expect(moodleTable.getByRole('row').nth(5)).toContainText('Unpublished Moodle draft');
  await expect(moodleTable.getByRole('row').nth(5)).toContainText('Hidden in Moodle');

  // the first published course that demo learners are enrolled in
  const [course] = await (await page.request.get('/api/Courses?sort=popular&limit=1')).json();
  const select = page.getByLabel(course.title, { exact: true });
  await expect(select.getByRole('option', { name: 'Unpublished Moodle draft (6) · hidden in Moodle' })).toHaveCount(1);
  await expect(select.getByRole('option', { name: 'Data Science & AI (5)' })).toHaveCount(1);
  await select.selectOption({ label: 'Data Science Foundations (3)' });
  await expect(
    page.getByText(`“${course.title}” is now linked to Moodle. Its learners will be enrolled there.`),
  ).toBeVisible();

  // the sync runs in the background: wait for it through the API, then look
  const syncedCount = () =>
    page.evaluate(async () => {
      const response = await fetch('/api/moodle/enrolments?status=synced', {
        headers: { authorization: `Bearer ${localStorage.getItem('accessToken')}` },
      });
      return Number(response.headers.get('x-total-count'));
    });
  await expect.poll(syncedCount, { timeout: 20_000 }).toBeGreaterThan(0);
  await page.reload();
  const sync = page.getByRole('region', { name: 'Enrolment sync' });
  await expect(sync.getByRole('row').nth(1)).toContainText('Synced');
  const moodle = await (await fetch(`${STAND_INS.control}/moodle`)).json();
  expect(moodle.enrolments.some((e: { courseid: number }) => e.courseid === 3)).toBe(true);

  // unlink again, so the other journeys see the seed as it was
  await select.selectOption({ label: 'Not linked' });
  await expect(page.getByText(`“${course.title}” is no longer linked to Moodle.`)).toBeVisible();
});
