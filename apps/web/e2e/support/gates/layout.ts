import type { Page } from '@playwright/test';

/** A common phone: the width the layout gates hold every page to. */
export const PHONE_VIEWPORT = { width: 390, height: 844 };

/**
 * Types a Latin password into every visible password field, so that a field whose direction follows
 * its text (dir=auto) is measured the way it lays out once a password is typed.
 */
export async function typeIntoPasswordFields(page: Page) {
  for (const field of await page.locator('input[type="password"]:visible').all()) {
    await field.fill('Secret-pass 123');
  }
}

/**
 * Inputs whose text area has an icon or button laid over it: for every visible text-like input,
 * any button, icon or absolutely positioned element of its field (up to three levels up) that sits
 * over the input's box must also sit within the input's padding on that side, never over its
 * content box, where the text runs (measured with the input's own direction and padding).
 */
export async function iconsOverInputText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.getAttribute('name') ? `[name=${el.getAttribute('name')}]` : ''}`;
    const textLike =
      'textarea, input:not([type=checkbox]):not([type=radio]):not([type=hidden]):not([type=range]):not([type=file]):not([type=color]):not([type=submit]):not([type=button]):not([type=reset]):not([type=image])';
    for (const input of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(textLike)) {
      // a transparent helper input (a date picker's, under its button) is not where anyone types
      if (!input.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const box = input.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const style = getComputedStyle(input);
      const textLeft = box.left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft);
      const textRight = box.right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight);
      let field: Element = input;
      for (let level = 0; level < 3 && field.parentElement; level += 1) field = field.parentElement;
      for (const el of field.querySelectorAll('*')) {
        if (el === input || el.contains(input) || !el.checkVisibility({ visibilityProperty: true })) continue;
        const overlay =
          ['svg', 'img', 'button'].includes(el.tagName.toLowerCase()) || getComputedStyle(el).position === 'absolute';
        if (!overlay) continue;
        const r = el.getBoundingClientRect();
        const overInput =
          r.width > 0 && r.left < box.right && r.right > box.left && r.top < box.bottom && r.bottom > box.top;
        if (!overInput) continue;
        if (r.left < textRight - 0.5 && r.right > textLeft + 0.5) {
          found.push(
            `${describe(el)} covers the text of ${describe(input)} (${style.direction} text from x=${Math.round(textLeft)} to ${Math.round(textRight)}, ` +
              `it spans x=${Math.round(r.left)} to ${Math.round(r.right)})`,
          );
          break;
        }
      }
    }
    return found;
  });
}

/**
 * What does not fit a phone: the document wider than the viewport, an element sticking out of it
 * that no scrolling or clipping box holds, and a navigation entry out of sight (scrolled away in a
 * strip with nothing to tell it is there, or cut off). Call it with the viewport at phone width.
 */
export async function phoneLayoutProblems(page: Page): Promise<string[]> {
  // let a resize's re-render and layout land before measuring, and finite animations end: a toast
  // that arrived late slides in from beyond the edge (spinners and skeleton pulses never end)
  await page.evaluate(async () => {
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const ending = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
      .map((animation) => animation.finished.catch(() => undefined));
    await Promise.race([Promise.all(ending), new Promise((done) => setTimeout(done, 3000))]);
  });
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    const width = root.clientWidth;
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${[...el.classList].slice(0, 4).join('.')} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    if (root.scrollWidth > width) found.push(`the document is ${root.scrollWidth} px wide in a ${width} px viewport`);

    const holdsSideways = (el: Element) => getComputedStyle(el).overflowX !== 'visible';
    // text for screen readers only (sr-only): clipped to nothing, wherever its box lies
    const visuallyHidden = (el: Element) => {
      const style = getComputedStyle(el);
      return style.clipPath === 'inset(50%)' || style.clip === 'rect(0px, 0px, 0px, 0px)';
    };
    const heldSideways = (el: Element) => {
      for (let a = el.parentElement; a && a !== document.body && a !== root; a = a.parentElement)
        if (holdsSideways(a)) return true;
      return false;
    };
    // in flight: a toast sliding in or out (autoClose starts the exit whenever it likes); at rest it fits
    const moving = (el: Element) => {
      for (let a: Element | null = el; a && a !== root; a = a.parentElement)
        if (
          a.getAnimations().some((x) => x.playState === 'running' && x.effect?.getComputedTiming().endTime !== Infinity)
        )
          return true;
      return false;
    };
    // a toast whose exit animation has ended sits wholly beyond the edge (where the exit took it)
    // until the toaster removes it: out of sight, and fixed, so it widens nothing
    const leftToast = (el: Element, r: DOMRect) =>
      el.closest('.Toastify') !== null && (r.right <= 0 || r.left >= width);
    const sticking = new Set<Element>();
    for (const el of document.querySelectorAll('body *')) {
      if (!el.checkVisibility({ visibilityProperty: true })) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      if (r.left >= -0.5 && r.right <= width + 0.5) continue;
      if (heldSideways(el) || visuallyHidden(el) || moving(el) || leftToast(el, r)) continue;
      sticking.add(el);
      // one line per outermost element sticking out, not one per descendant
      if (el.parentElement && sticking.has(el.parentElement)) continue;
      found.push(`${describe(el)} sticks out of the viewport (x=${Math.round(r.left)} to ${Math.round(r.right)})`);
    }

    // a navigation shows all its entries at phone width: wrapped, or in a menu (hidden until opened)
    for (const entry of document.querySelectorAll('nav a, nav button, [role=tablist] [role=tab]')) {
      if (!entry.checkVisibility({ visibilityProperty: true })) continue;
      const r = entry.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      let left = 0;
      let right = width;
      for (let a = entry.parentElement; a && a !== document.body && a !== root; a = a.parentElement) {
        if (!holdsSideways(a)) continue;
        const box = a.getBoundingClientRect();
        left = Math.max(left, box.left);
        right = Math.min(right, box.right);
      }
      if (r.left < left - 0.5 || r.right > right + 0.5) {
        found.push(
          `navigation entry "${entry.textContent?.trim()}" is out of sight (x=${Math.round(r.left)} to ${Math.round(r.right)}, visible ${Math.round(left)} to ${Math.round(right)})`,
        );
      }
    }
    return found.slice(0, 15);
  });
}
