/**
 * Issue 21, items 7 and 11: the home page's first screen shows no '0' figure (a fresh platform has
 * no monthly visitors yet: it shows its learners instead), and the lazily loaded forms (home contact,
 * course registration) are skeletons of themselves, not blank boxes, until they load.
 */
import { expect, test } from '@playwright/test';
import { actAs } from './support/pages';
import { defined } from '@masar/contracts/defined';

const ZERO = /^[0٠]$/;

for (const lang of ['ar', 'en'] as const) {
  test(`the home counters show no 0 figure (${lang})`, async ({ page }) => {
    await actAs(page, 'guest', lang);
    await page.goto('/');
    const counters = page.locator('section[aria-labelledby="counters-title"]');
    const figures = counters.locator('dd');
    await expect(figures.first()).toBeVisible();
    // this server counted no visitor (its browsers are headless): learners stand in for them
    await expect(counters.locator('dt')).toHaveText(
      lang === 'ar' ? ['مدربون', 'ورش تدريبية', 'متعلمون'] : ['Trainers', 'Workshops', 'Learners'],
    );
    for (const figure of await figures.all()) await expect(figure).not.toHaveText(ZERO);
  });
}

test('the course registration form is a skeleton of itself until it is scrolled to', async ({ page }) => {
  await actAs(page, 'guest', 'en');
  const course = defined(
    ((await (await page.request.get('/api/Courses?limit=1')).json()) as { _id: string }[])[0],
    'a published course',
  );
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto(`/course-details/${course._id}`);
  await page.waitForLoadState('networkidle');
  const section = page.locator('#registration');
  await expect(section.locator('form')).toHaveCount(0);
  const skeleton = section.locator('[data-skeleton="registration-form"]');
  await expect(skeleton).toHaveCount(1);
  await expect(skeleton.locator('[data-skeleton-field]')).toHaveCount(5);

  // scrolled to: the form takes the skeleton's place, and the section keeps its height
  const before = defined(await section.boundingBox()).height;
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByRole('form', { name: 'Registration details' })).toBeVisible();
  await expect(skeleton).toHaveCount(0);
  expect(Math.abs(defined(await section.boundingBox()).height - before)).toBeLessThan(24);
});

test('the home contact form is a skeleton of itself until it is scrolled to', async ({ page }) => {
  await actAs(page, 'guest', 'en');
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  // the lower sections arrive as the visitor scrolls towards them; the form, far below, not yet
  await page.mouse.wheel(0, 600);
  const contact = page.locator('#contact');
  await expect(contact).toBeAttached();
  await expect(contact.locator('form')).toHaveCount(0);
  const skeleton = contact.locator('[data-skeleton="contact-form"]');
  await expect(skeleton).toHaveCount(1);
  await expect(skeleton.locator('[data-skeleton-field]')).toHaveCount(4);

  const box = contact.locator('.shadow-card').first();
  const before = defined(await box.boundingBox()).height;
  await contact.scrollIntoViewIfNeeded();
  await expect(contact.getByRole('form', { name: 'Send us a message' })).toBeVisible();
  expect(Math.abs(defined(await box.boundingBox()).height - before)).toBeLessThan(24);
});
