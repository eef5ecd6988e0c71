import { expect, test } from '@playwright/test';
import { blockingAxeFindings } from './support/gates/axe';
import {
  PHONE_VIEWPORT,
  iconsOverInputText,
  phoneLayoutProblems,
  typeIntoPasswordFields,
} from './support/gates/layout';
import { PAGES, actAs, resolvePath, settle } from './support/pages';

// each page's check is a test of its own that reads and changes nothing: the two workers share them
test.describe.configure({ mode: 'parallel' });

// Quality gate: axe on every page; no serious or critical violation. The Arabic pass runs in
// right-to-left.spec.ts, on the same visit as the layout checks, to keep CI short. The same visit
// then checks the English layout: no icon over an input's text, and the page fits a 390 px phone.
test.describe('accessibility (en)', () => {
  for (const { path, as } of PAGES) {
    test(`${path} as ${as}`, async ({ page }) => {
      await actAs(page, as, 'en');
      await page.goto(await resolvePath(page, path));
      await settle(page);
      expect(await blockingAxeFindings(page, `en ${path}`)).toEqual([]);

      await test.step('inputs and phone layout', async () => {
        await typeIntoPasswordFields(page);
        expect.soft(await iconsOverInputText(page), 'icons over input text at desktop width').toEqual([]);
        await page.setViewportSize(PHONE_VIEWPORT);
        expect.soft(await iconsOverInputText(page), 'icons over input text at 390 px').toEqual([]);
        expect.soft(await phoneLayoutProblems(page), 'layout at 390 px').toEqual([]);
      });
    });
  }
});

test('keyboard reaches the header controls, the language switch and the main content', async ({ page }) => {
  await actAs(page, 'guest');
  await page.goto('/');
  await settle(page);
  const reached = new Set<string>();
  for (let i = 0; i < 40; i += 1) {
    await page.keyboard.press('Tab');
    const label = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return '';
      return `${el.tagName.toLowerCase()}:${el.getAttribute('href') ?? el.textContent?.trim().slice(0, 30) ?? ''}`;
    });
    if (label) reached.add(label);
  }
  const all = [...reached].join('\n');
  expect(all).toMatch(/a:\/courses/);
  expect(all).toMatch(/English/);
  expect(all).toMatch(/a:\/login/);
});
