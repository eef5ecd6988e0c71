/**
 * Issue 7's journey, in Arabic and in English, against a real OpenID provider on loopback standing
 * in for Google (support/stand-ins.ts): cancel once at the provider (the callback page says so) →
 * try again and sign in → signed in with a new account that has no password → set one at
 * /add-password → log out → log in with it. And Facebook (its stand-in's dialog) with the email of
 * an existing account: the password links it once; the profile lists it.
 */
import { expect, test, type Page } from '@playwright/test';
import { e2eLearner } from './support/accounts';
import { actAs } from './support/pages';

const TEXT = {
  en: {
    google: 'Continue with Google',
    cancelled: 'Sign-in with Google was cancelled. You can try again or log in with your email.',
    tryAgain: 'Try again',
    addPasswordTitle: 'Add a password',
    password: 'Password',
    confirmPassword: 'Confirm password',
    save: 'Save password',
    added: 'Your password has been added.',
    logout: 'Log out',
    login: 'Log in',
    email: 'Email',
  },
  ar: {
    google: 'المتابعة باستخدام Google',
    cancelled: 'تم إلغاء تسجيل الدخول عبر Google. يمكنك المحاولة مرة أخرى أو تسجيل الدخول ببريدك الإلكتروني.',
    tryAgain: 'حاول مرة أخرى',
    addPasswordTitle: 'إضافة كلمة مرور',
    password: 'كلمة المرور',
    confirmPassword: 'تأكيد كلمة المرور',
    save: 'حفظ كلمة المرور',
    added: 'تمت إضافة كلمة المرور.',
    logout: 'تسجيل الخروج',
    login: 'تسجيل الدخول',
    email: 'البريد الإلكتروني',
  },
} as const;

/** The provider's own (development) login page: any login name is an account; its name is the email. */
async function signInAtProvider(page: Page, email: string) {
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/interaction\//);
  await page.locator('input[name="login"]').fill(email);
  await page.locator('input[name="password"]').fill('anything');
  await page.getByRole('button', { name: 'Sign-in' }).click();
}

for (const lang of ['ar', 'en'] as const) {
  test(`sign in with Google, add a password, log in with it (${lang})`, async ({ page }) => {
    // five full page loads, two of them at the provider
    test.setTimeout(60_000);
    const t = TEXT[lang];
    const email = `google-${lang}-${Date.now()}@example.test`;
    const password = 'Masar-social-journey-7';
    // the provider's page imports a web font: nothing may leave the machine
    await page.route(/^https:\/\/fonts\.(googleapis|gstatic)\.com\//, (route) => route.abort());
    await actAs(page, 'guest', lang);

    // cancelled at the provider: the callback page says so, in the visitor's language
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await page.getByRole('link', { name: t.google }).click();
    await expect(page).toHaveURL(/\/interaction\//);
    await page.getByRole('link', { name: '[ Cancel ]' }).click();
    await expect(page).toHaveURL(/\/auth\/google\/callback\?error=cancelled/);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(t.cancelled);

    // try again, and sign in this time
    await page.getByRole('link', { name: t.tryAgain }).click();
    await signInAtProvider(page, email);
    // a full page load of the app, then the code exchange
    await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
    // the one-time code never stays in the address, and the tokens are stored
    expect(page.url()).not.toContain('code=');
    const stored = await page.evaluate(() => ({
      access: localStorage.getItem('accessToken'),
      user: JSON.parse(localStorage.getItem('user') ?? '{}'),
    }));
    expect(stored.access).toBeTruthy();
    expect(stored.user).toMatchObject({ email, hasPassword: false, emailVerified: true });
    const account = page.getByRole('banner').getByRole('button', { expanded: false }).filter({ hasText: 'Google' });
    await expect(account).toBeVisible();

    // a first password at /add-password
    await page.goto('/add-password');
    await expect(page.getByRole('heading', { level: 1, name: t.addPasswordTitle })).toBeVisible();
    await page.getByLabel(t.password, { exact: true }).fill(password);
    await page.getByLabel(t.confirmPassword, { exact: true }).fill(password);
    await page.getByRole('button', { name: t.save }).click();
    await expect(page.getByText(t.added)).toBeVisible();

    // log out, then log in with the password
    await account.click();
    await page.getByRole('button', { name: t.logout }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: t.login })).toBeVisible();
    await page.goto('/login');
    await page.getByLabel(t.email).fill(email);
    await page.getByLabel(t.password, { exact: true }).fill(password);
    await page.getByRole('main').getByRole('button', { name: t.login }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(account).toBeVisible();
  });
}

test('Facebook with the email of an existing account links it after the password, once (en)', async ({ page }) => {
  test.setTimeout(60_000);
  await actAs(page, 'guest', 'en');
  await page.goto('/login');
  await page.getByRole('link', { name: 'Continue with Facebook' }).click();

  // the Facebook stand-in's dialog: the person logged in to Facebook has the demo learner's email
  await expect(page.getByRole('heading', { name: 'Log in to Facebook (stand-in)' })).toBeVisible();
  await page.getByLabel('Name').fill('Mariam Facebook');
  await page.getByLabel('Email').fill(e2eLearner.email);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Link your account' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(`An account with ${e2eLearner.email} already exists.`)).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Link and sign in' }).click();
  await expect(page.getByText('The password is incorrect.')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(e2eLearner.password);
  await page.getByRole('button', { name: 'Link and sign in' }).click();
  await expect(page).toHaveURL(/\/$/);

  // the profile lists Facebook as linked
  await page.goto('/profile');
  const linked = page.getByRole('region', { name: 'Linked sign-in accounts' });
  await expect(linked.getByRole('button', { name: 'Remove Facebook' })).toBeVisible();
  await linked.getByRole('button', { name: 'Remove Facebook' }).click();
  await expect(linked.getByRole('button', { name: 'Connect Facebook' })).toBeVisible();
});
