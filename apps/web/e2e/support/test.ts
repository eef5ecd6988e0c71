import { test as base, type Page } from '@playwright/test';

/**
 * Waits until React has hydrated a server-rendered page: every element in #root then carries its
 * fiber (the server's markup before it does not, and a click on a control lands in HTML that
 * nothing listens to yet). A client-rendered page passes at once. The page's scripts start only
 * after its first contentful paint (docs/decisions/018), later than the load event `goto` waits for.
 */
export async function untilHydrated(page: Page) {
  await page.waitForFunction(() => {
    if (!document.getElementById('ssr-state')) return true;
    const isReacts = (el: Element) => Object.keys(el).some((key) => key.startsWith('__reactFiber$'));
    return [...document.querySelectorAll('#root *')].every(isReacts);
  });
}

/**
 * Playwright's test, whose page's goto and reload also wait for a server-rendered page to hydrate
 * (a page without JavaScript never does).
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (!javaScriptEnabled) return use(page);
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await untilHydrated(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await untilHydrated(page);
      return response;
    };
    await use(page);
  },
});
