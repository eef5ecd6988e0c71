/**
 * Issue 3's journey, in Arabic and in English, with mail through the loopback SMTP server
 * (support/mail-server.ts): sign up → open the mailed confirmation link → log out → forgot
 * password → open the mailed reset link → set a new password → log in.
 */
import { expect, test, type Page } from '@playwright/test';
// The loopback SMTP server's mailbox: readMail(to, since?) waits for the newest mail to `to`.
import { linkTo, readMail } from './support/mail';

type TLang = 'ar' | 'en';

const TEXT = {
  en: {
    signup: 'Sign up',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    password: 'Password',
    tick: "I am 18 or older, or have a parent's or guardian's consent, and I accept the terms of service",
    createAccount: 'Create account',
    confirmed: 'Email Confirmed! You can now login to your account.',
    logout: 'Log out',
    forgotTitle: 'Forgot password',
    sendLink: 'Send reset link',
    linkSent: 'Password reset link has been sent to your email.',
    newPassword: 'New password',
    confirmPassword: 'Confirm password',
    resetButton: 'Reset password',
    resetDone: 'Password reset successfully!',
    loginLink: 'Log in with your new password',
    requestNewLink: 'Request a new reset link',
    common: 'This password is too common. Choose one that is harder to guess.',
    login: 'Log in',
  },
  ar: {
    signup: 'إنشاء حساب',
    firstName: 'الاسم الأول',
    lastName: 'اسم العائلة',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    tick: 'عمري 18 عامًا أو أكثر، أو لديّ موافقة أحد الوالدين أو الوصي، وأوافق على شروط الخدمة',
    createAccount: 'إنشاء الحساب',
    confirmed: 'تم تأكيد البريد الإلكتروني! يمكنك الآن تسجيل الدخول إلى حسابك.',
    logout: 'تسجيل الخروج',
    forgotTitle: 'نسيت كلمة المرور',
    sendLink: 'إرسال رابط إعادة التعيين',
    linkSent: 'تم إرسال رابط إعادة تعيين كلمة المرور إلى بريدك الإلكتروني.',
    newPassword: 'كلمة المرور الجديدة',
    confirmPassword: 'تأكيد كلمة المرور',
    resetButton: 'إعادة تعيين كلمة المرور',
    resetDone: 'تمت إعادة تعيين كلمة المرور بنجاح!',
    loginLink: 'سجّل الدخول بكلمة المرور الجديدة',
    requestNewLink: 'اطلب رابطًا جديدًا لإعادة التعيين',
    common: 'كلمة المرور هذه شائعة جدًا. اختر كلمة مرور يصعب تخمينها.',
    login: 'تسجيل الدخول',
  },
} as const;

async function openUserMenuAndLogOut(page: Page, lang: TLang) {
  // the account button in the header shows the user's name; its menu holds "log out"
  await page.getByRole('banner').getByRole('button', { expanded: false }).filter({ hasText: 'Journey' }).click();
  await page.getByRole('button', { name: TEXT[lang].logout }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: TEXT[lang].login })).toBeVisible();
}

for (const lang of ['ar', 'en'] as const) {
  test(`accounts journey (${lang})`, async ({ page }) => {
    const t = TEXT[lang];
    const email = `journey-${lang}-${Date.now()}@example.test`;
    const firstPassword = 'Masar-journey-1';
    const newPassword = 'Masar-journey-2';

    await page.goto('/not-found');
    await page.evaluate((language) => {
      localStorage.clear();
      localStorage.setItem('lang', language);
    }, lang);

    // sign up
    await page.goto('/signup');
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await page.getByLabel(t.firstName).fill('Journey');
    await page.getByLabel(t.lastName).fill('Tester');
    await page.getByLabel(t.email).fill(email);
    await page.getByLabel(t.password, { exact: true }).fill(firstPassword);
    await page.getByRole('checkbox', { name: t.tick }).check();
    const signedUpAt = Date.now();
    await page.getByRole('button', { name: t.createAccount }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(
      await page.evaluate(() => Boolean(localStorage.getItem('accessToken') && localStorage.getItem('refreshToken'))),
    ).toBe(true);

    // the confirmation mail, in the user's language
    const confirmation = await readMail(email, signedUpAt);
    if (lang === 'ar') expect(confirmation.subject).toMatch(/[\u0600-\u06FF]/);
    await page.goto(linkTo(confirmation, '/auth/confirm'));
    await expect(page.getByText(t.confirmed)).toBeVisible();

    // log out
    await openUserMenuAndLogOut(page, lang);
    expect(
      await page.evaluate(() => [
        localStorage.getItem('accessToken'),
        localStorage.getItem('refreshToken'),
        localStorage.getItem('user'),
      ]),
    ).toEqual([null, null, null]);

    // forgot password
    await page.goto('/forgot-password');
    await expect(page.getByRole('heading', { level: 1, name: t.forgotTitle })).toBeVisible();
    await page.getByLabel(t.email).fill(email);
    const requestedAt = Date.now();
    await page.getByRole('button', { name: t.sendLink }).click();
    await expect(page.getByText(t.linkSent)).toBeVisible();

    // the reset mail: set a new password
    // `since`: the confirmation mail went to the same address
    const reset = await readMail(email, requestedAt);
    if (lang === 'ar') expect(reset.subject).toMatch(/[\u0600-\u06FF]/);
    await page.goto(linkTo(reset, '/auth/password-reset'));
    await page.getByLabel(t.newPassword, { exact: true }).fill(newPassword);
    await page.getByLabel(t.confirmPassword, { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: t.resetButton }).click();
    await expect(page.getByText(t.resetDone)).toBeVisible();
    // the link is used up: the way on is to log in, not to ask for another link
    await expect(page.getByRole('link', { name: t.requestNewLink })).toHaveCount(0);
    await page.getByRole('link', { name: t.loginLink }).click();

    // the old password no longer works; the new one does
    await page.getByLabel(t.email).fill(email);
    await page.getByLabel(t.password, { exact: true }).fill(firstPassword);
    await page.getByRole('main').getByRole('button', { name: t.login }).click();
    await expect(page.getByRole('main').getByRole('alert')).toBeVisible();
    await page.getByLabel(t.password, { exact: true }).fill(newPassword);
    await page.getByRole('main').getByRole('button', { name: t.login }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('button', { name: /Journey Tester/ })).toBeVisible();
  });
}

for (const lang of ['ar', 'en'] as const) {
  test(`a common password is said once, under its field (${lang})`, async ({ page }) => {
    const t = TEXT[lang];
    await page.goto('/not-found');
    await page.evaluate((language) => {
      localStorage.clear();
      localStorage.setItem('lang', language);
    }, lang);
    await page.goto('/signup');
    await page.getByLabel(t.firstName).fill('Common');
    await page.getByLabel(t.lastName).fill('Password');
    await page.getByLabel(t.email).fill(`common-${lang}-${Date.now()}@example.test`);
    const password = page.getByLabel(t.password, { exact: true });
    await password.fill('password');
    await page.getByRole('checkbox', { name: t.tick }).check();
    await page.getByRole('button', { name: t.createAccount }).click();
    await expect(page.getByText(t.common)).toBeVisible();
    await expect(page.getByText(t.common)).toHaveCount(1);
    await expect(password).toHaveAccessibleDescription(t.common);
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  });
}
