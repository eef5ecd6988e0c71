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

// Quality gates, Arabic pass: every page in Arabic is laid out with logical sides, and axe finds
// nothing serious or critical on it (the English axe pass is in accessibility.spec.ts). Arabic text is never
// aligned by a physical side, icons that point a way are mirrored, and prices read as Intl
// writes them for Arabic (nothing reversed by hand). No icon or button covers an input's text (a
// password typed in), at desktop width and again on a phone, where the page must fit 390 px.
const DIRECTIONAL_ICON =
  /lucide-(arrow|chevron|chevrons|move|corner|log-in|log-out|undo|redo|reply|forward|send)[a-z-]*(left|right|in|out|undo|redo|reply|forward|send)/;

for (const { path, as } of PAGES) {
  test(`${path} as ${as} is right-to-left throughout, accessible and fits a phone`, async ({ page }) => {
    await actAs(page, as, 'ar');
    await page.goto(await resolvePath(page, path));
    await settle(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    const problems = await page.evaluate((iconPattern) => {
      const found: string[] = [];
      const arabic = /[\u0600-\u06FF]/;
      const describe = (el: Element) =>
        `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${[...el.classList].slice(0, 3).join('.')}`;
      for (const el of document.querySelectorAll<HTMLElement>('body *')) {
        if (!el.checkVisibility?.()) continue;
        const ownText = [...el.childNodes]
          .filter((n) => n.nodeType === Node.TEXT_NODE)
          .map((n) => n.textContent ?? '')
          .join('');
        const style = getComputedStyle(el);
        if (arabic.test(ownText) && (style.textAlign === 'left' || style.textAlign === 'right')) {
          found.push(`text-align: ${style.textAlign} on Arabic text in ${describe(el)}`);
        }
        if (arabic.test(ownText) && style.direction !== 'rtl')
          found.push(`direction ${style.direction} on Arabic text in ${describe(el)}`);
      }
      for (const icon of document.querySelectorAll<SVGElement>('svg[class*="lucide-"]')) {
        const name = [...icon.classList].find((c) => c.startsWith('lucide-') && c !== 'lucide') ?? '';
        if (!new RegExp(iconPattern).test(name) || icon.closest('[data-no-mirror]')) continue;
        // mirrored by the element or an ancestor, through `transform` or the `scale` property
        let sign = 1;
        for (let el: Element | null = icon; el; el = el.parentElement) {
          const style = getComputedStyle(el);
          if (style.transform.startsWith('matrix('))
            sign *= Math.sign(Number(style.transform.slice(7).split(',')[0])) || 1;
          if (style.scale && style.scale !== 'none') sign *= Math.sign(Number(style.scale.split(' ')[0])) || 1;
        }
        if (sign > 0) found.push(`directional icon ${name} is not mirrored`);
      }
      // a price reads in logical order: its digits, Arabic-Indic or Latin, are the amount's digits
      // in order, and it sits in an isolated run so the surrounding RTL text cannot reorder it
      const toLatin = (text: string) => text.replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660));
      for (const price of document.querySelectorAll<HTMLElement>('[data-amount][data-currency]')) {
        const amount = Number(price.dataset.amount);
        if (amount === 0) continue;
        const major = amount / 100;
        const expected = Number.isInteger(major) ? String(major) : major.toFixed(2).replace('.', '');
        const digits = toLatin(price.textContent ?? '').replace(/\D/g, '');
        if (digits !== expected) found.push(`price "${price.textContent}" does not read ${major}`);
        const isolated =
          price.querySelector('bdi') ??
          (price.closest('[dir]') !== document.documentElement ? price.closest('[dir]') : null);
        if (!isolated) found.push(`price "${price.textContent}" is not isolated from the surrounding text`);
      }
      return found;
    }, DIRECTIONAL_ICON.source);

    console.log(`rtl ${path}: ${problems.length} problems`);
    expect(problems).toEqual([]);
    expect(await blockingAxeFindings(page, `ar ${path}`)).toEqual([]);

    await test.step('inputs and phone layout', async () => {
      await typeIntoPasswordFields(page);
      expect.soft(await iconsOverInputText(page), 'icons over input text at desktop width').toEqual([]);
      await page.setViewportSize(PHONE_VIEWPORT);
      expect.soft(await iconsOverInputText(page), 'icons over input text at 390 px').toEqual([]);
      expect.soft(await phoneLayoutProblems(page), 'layout at 390 px').toEqual([]);
    });
  });
}
