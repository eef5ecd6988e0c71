import { expect, request, test } from '@playwright/test';
import { blockingAxeFindings } from './support/gates/axe';
import { actAs, settle } from './support/pages';

/**
 * A payment owed back (issue 16): the admin finds it among the orders marked "refund due", asks to
 * mark it refunded (a confirmation dialog, axe-clean in Arabic and English) and, once confirmed,
 * the order is refunded for the admin and in the learner's own history.
 *
 * The demo seeds two refund-due orders. This journey takes Karim's, never Mariam's: the
 * accessibility and right-to-left gates visit Mariam's /orders and /dashboard/orders?status=refund_due
 * as admin, and must find her refund-due order (with its Mark refunded button) whichever file runs
 * first. The Arabic pass only opens and cancels the dialog, the English pass confirms it.
 */
const BUYER = { email: 'karim@demo.masar.local', password: 'Learner-Masar-2026' };
const COURSE = 'Building LLM Applications';

const LABELS = {
  ar: {
    markRefunded: 'تعليمها مُسترَدة',
    cancel: 'إلغاء',
    refundDue: 'مستحق الاسترداد',
    refunded: 'مُسترَد',
    marked: 'عُلِّمت الدفعة مُسترَدة.',
  },
  en: {
    markRefunded: 'Mark refunded',
    cancel: 'Cancel',
    refundDue: 'Refund due',
    refunded: 'Refunded',
    marked: 'Marked refunded.',
  },
};

/** Karim's orders as he sees them (GET /api/orders), through a cookie-less client of its own. */
async function buyersOrders(): Promise<Array<{ courseTitle: string; provider: string; status: string }>> {
  const api = await request.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const login = await api.post('/api/auth/login', { data: BUYER });
    expect(login.ok(), await login.text()).toBeTruthy();
    const { accessToken } = await login.json();
    const orders = await api.get('/api/orders', { headers: { authorization: `Bearer ${accessToken}` } });
    expect(orders.ok()).toBeTruthy();
    return await orders.json();
  } finally {
    await api.dispose();
  }
}

for (const lang of ['ar', 'en'] as const) {
  test(`an admin marks a payment owed back refunded, after confirming (${lang})`, async ({ page }) => {
    const t = LABELS[lang];
    await actAs(page, 'admin', lang);
    await page.goto('/dashboard/orders?status=refund_due');
    await settle(page);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');

    const row = page.getByRole('row').filter({ hasText: BUYER.email });
    await expect(row).toContainText(COURSE, { timeout: 15_000 });
    await expect(row.getByText(t.refundDue, { exact: true })).toBeVisible();
    const opener = row.getByRole('button', { name: t.markRefunded });
    await opener.click();
    const dialog = page.getByRole('alertdialog', { name: t.markRefunded });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(COURSE);
    await expect(dialog.getByRole('button', { name: t.cancel })).toBeFocused();
    expect(await blockingAxeFindings(page, `${lang} mark refunded dialog`)).toEqual([]);

    if (lang === 'ar') {
      await dialog.getByRole('button', { name: t.cancel }).click();
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
      await expect(row.getByText(t.refundDue, { exact: true })).toBeVisible();
      return;
    }

    await dialog.getByRole('button', { name: t.markRefunded }).click();
    await expect(page.getByText(t.marked)).toBeVisible();
    await expect(dialog).toBeHidden();
    // no longer owed back: it leaves the refund-due list, and the refunded list has it
    await expect(row).toHaveCount(0);
    await page.goto('/dashboard/orders?status=refunded');
    await settle(page);
    const refunded = page.getByRole('row').filter({ hasText: BUYER.email });
    await expect(refunded.getByText(t.refunded, { exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(refunded.getByRole('button', { name: t.markRefunded })).toHaveCount(0);
    expect(await blockingAxeFindings(page, `${lang} refunded orders`)).toEqual([]);

    const mine = await buyersOrders();
    expect(
      mine
        .filter((o) => o.courseTitle === COURSE)
        .map((o) => [o.provider, o.status])
        .sort(),
    ).toEqual([
      ['fawry', 'paid'],
      ['paymob', 'refunded'],
    ]);
  });
}
