import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { PAGES, actAs, resolvePath, settle } from './support/pages';

// Quality gate: axe on every page in Arabic and English; no serious or critical violation.
for (const language of ['ar', 'en'] as const) {
  test.describe(`accessibility (${language})`, () => {
    for (const { path, as } of PAGES) {
      test(`${path} as ${as}`, async ({ page }) => {
        await actAs(page, as, language);
        await page.goto(await resolvePath(page, path));
        await settle(page);
        const { violations } = await new AxeBuilder({ page }).analyze();
        const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        const summary = blocking.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
        console.log(`axe ${language} ${path}: ${violations.length} findings, ${blocking.length} serious/critical`);
        expect(summary).toEqual([]);
      });
    }
  });
}

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
