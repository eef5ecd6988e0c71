/**
 * Issue 21, item 8: a course title in the other script (an Arabic course on an English page, an
 * English one on an Arabic page) keeps its row in the page's direction: the row's icon stays at the
 * page's start and the title starts right beside it; only the text is isolated. Cards and the course
 * page say the course's language with a badge.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { actAs } from './support/pages';
import { defined } from '@masar/contracts/defined';

type TLang = 'ar' | 'en';
type TCourse = { _id: string; slug: string; title: string; language: TLang };
type TPositioned<T> = T & { position: number };
type TDetails = {
  whatYouWillLearn: string[];
  units: TPositioned<{ sections: TPositioned<{ title: string; lectures: TPositioned<{ title: string }>[] }>[] }>[];
};

const byPosition = <T extends { position: number }>(items: T[]) => [...items].sort((a, b) => a.position - b.position);

const OTHER: Record<TLang, TLang> = { ar: 'en', en: 'ar' };
const BADGE = { ar: { ar: 'العربية', en: 'الإنجليزية' }, en: { ar: 'Arabic', en: 'English' } } as const;

/**
 * A published course taught in `language` with an outline and what-you-will-learn points, from the
 * public catalog: other journeys publish courses of their own (without those) that may sort first.
 */
async function courseIn(page: Page, language: TLang): Promise<TCourse> {
  const courses = (await (await page.request.get('/api/Courses?limit=100')).json()) as TCourse[];
  for (const course of courses.filter((c) => c.language === language)) {
    const details = (await (await page.request.get(`/api/Courses/${course._id}`)).json()) as TDetails;
    const lectures = details.units.flatMap((unit) => unit.sections.flatMap((section) => section.lectures));
    if (details.whatYouWillLearn.length > 0 && lectures.length > 0) return course;
  }
  throw new Error(`no published course in ${language} with an outline and learning points`);
}

/** Where a row's first icon and its text (the text node itself, not its box) sit, and the row's direction. */
async function rowGeometry(row: Locator, text: string) {
  return row.evaluate((element, text) => {
    const svg = element.querySelector('svg');
    if (!svg) throw new Error('no icon in the row');
    const icon = svg.getBoundingClientRect();
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    let node: Node | null;
    while ((node = walker.nextNode()) && !node.textContent?.includes(text));
    if (!node) throw new Error(`"${text}" not in the row`);
    const range = document.createRange();
    range.selectNodeContents(node);
    const words = range.getBoundingClientRect();
    return {
      direction: getComputedStyle(element).direction,
      icon: { left: icon.left, right: icon.right },
      text: { left: words.left, right: words.right },
    };
  }, text);
}

/** The icon at the page's start edge and the text right after it (within 2.5rem), in the page's direction. */
function expectPageDirection(geometry: Awaited<ReturnType<typeof rowGeometry>>, lang: TLang) {
  expect(geometry.direction).toBe(lang === 'ar' ? 'rtl' : 'ltr');
  if (lang === 'en') {
    expect(geometry.icon.right).toBeLessThanOrEqual(geometry.text.left);
    expect(geometry.text.left - geometry.icon.right).toBeLessThan(40);
  } else {
    expect(geometry.icon.left).toBeGreaterThanOrEqual(geometry.text.right);
    expect(geometry.icon.left - geometry.text.right).toBeLessThan(40);
  }
}

for (const lang of ['en', 'ar'] as const) {
  test(`a course in the other language keeps the page's direction in its rows (${lang})`, async ({ page }) => {
    const course = await courseIn(page, OTHER[lang]);
    await actAs(page, 'guest', lang);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`/course-details/${course._id}`);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(course.title);

    // the course's language, as a badge in the page's language
    await expect(
      page.locator('#course-title').locator('..').getByText(BADGE[lang][course.language], { exact: true }),
    ).toBeVisible();

    // the outline: a section's summary row (chevron, then its title) and its first lecture (kind icon, then title)
    const details = (await (await page.request.get(`/api/Courses/${course._id}`)).json()) as TDetails;
    const section = defined(byPosition(defined(byPosition(details.units)[0]).sections)[0]);
    const outline = page.locator('section[aria-labelledby="content-title"]');
    const summary = outline.locator('details[open] > summary');
    expectPageDirection(await rowGeometry(summary, section.title), lang);
    const lecture = outline.locator('details[open] li').first();
    expectPageDirection(await rowGeometry(lecture, defined(byPosition(section.lectures)[0]).title), lang);

    // what you will learn: a check mark, then the point
    const learnItem = page.locator('section[aria-labelledby="learn-title"] li').first();
    expectPageDirection(await rowGeometry(learnItem, defined(details.whatYouWillLearn[0])), lang);
  });

  test(`catalog cards say each course's language (${lang})`, async ({ page }) => {
    const course = await courseIn(page, OTHER[lang]);
    await actAs(page, 'guest', lang);
    await page.goto('/courses');
    const card = page
      .getByRole('main')
      .getByRole('list')
      .first()
      .locator(':scope > li')
      .filter({ has: page.getByRole('link', { name: course.title, exact: true }) });
    await expect(card).toHaveCount(1);
    await expect(card.getByText(BADGE[lang][course.language], { exact: true })).toBeVisible();
    // the title starts at the card's start edge, whatever its script
    const edges = await card.getByRole('heading').evaluate((heading) => {
      const range = document.createRange();
      range.selectNodeContents(heading);
      const text = range.getBoundingClientRect();
      const box = heading.getBoundingClientRect();
      return { start: getComputedStyle(heading).direction === 'rtl' ? box.right - text.right : text.left - box.left };
    });
    expect(edges.start).toBeLessThan(2);
  });
}

test("the learner's outline of an Arabic course on an English page keeps icons on the left", async ({ page }) => {
  // the seeded learner (Mariam) follows the Arabic AI course
  const courses = (await (await page.request.get('/api/Courses?limit=100')).json()) as TCourse[];
  const course = defined(courses.find((c) => c.slug === 'ai-foundations-ar'));
  await actAs(page, 'learner', 'en');
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/course-overview/${course._id}`);
  const row = page.getByRole('navigation', { name: 'Course outline' }).getByRole('link').first();
  await expect(row).toBeVisible();
  expectPageDirection(await rowGeometry(row, defined(await row.textContent()).trim()), 'en');
});
