import { readFileSync } from 'node:fs';
import { expect, test, type Page, type Response } from '@playwright/test';
import { linkTo, readMail } from './support/mail';
import { defined } from '@masar/contracts/defined';

/**
 * Issue 16's demo, done as a visitor would on a fresh start (the server seeds the demo on its
 * empty database), in Arabic and English: a new learner signs up and confirms the mailed link,
 * finds a seeded paid course in the catalog, buys it with the test card, watches every video
 * lecture to its end in the real player at 2× (chosen in the player's speed control), marks the
 * text lectures done, passes the quiz, reaches 100%, downloads the certificate and opens its public page.
 * Nothing goes around the UI: the server credits only what could have been played since it
 * handed out each lecture's media URL, so the watching below is real.
 * Each language buys another seeded course (both are priced), so the two runs never meet.
 */

const TEST_CARD = '4242424242424242';

const LEARNER = {
  ar: { firstName: 'نادية', lastName: 'حسن', course: 'تحليل البيانات باستخدام إكسل' },
  en: { firstName: 'Nadia', lastName: 'Hassan', course: 'SQL for Data Analysts' },
} as const;

const LABELS = {
  ar: {
    firstName: 'الاسم الأول',
    lastName: 'اسم العائلة',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    tick: 'عمري 18 عامًا أو أكثر، أو لديّ موافقة أحد الوالدين أو الوصي، وأوافق على شروط الخدمة',
    createAccount: 'إنشاء الحساب',
    confirmed: 'تم تأكيد البريد الإلكتروني! يمكنك الآن تسجيل الدخول إلى حسابك.',
    enrolNow: 'اشترك الآن',
    agree: 'قرأت شروط الشراء وأوافق عليها.',
    payNow: 'ادفع الآن',
    card: 'رقم البطاقة',
    pay: 'ادفع',
    myCourses: 'دوراتي',
    start: 'ابدأ التعلّم',
    lecture: 'المحاضرة الحالية',
    outline: 'محتوى الدورة',
    speed: 'سرعة التشغيل',
    watched: 'شاهدت هذه المحاضرة.',
    markDone: 'علّمها مكتملة',
    startQuiz: 'ابدأ الاختبار',
    submitQuiz: 'سلّم الإجابات',
    // the seeded unit quiz's right answers (db/seed/quizzes-data.ts); its options come shuffled
    quizAnswers: ['فهم المفاهيم الأساسية أولًا', 'التطبيق العملي بعد كل درس', 'المراجعة المنتظمة', 'صواب'],
    completed: 'مكتملة',
    next: 'المحاضرة التالية',
    complete: 'أحسنت: أكملت الدورة وحصلت على شهادتها.',
    certificate: 'تنزيل الشهادة',
    verify: 'اعرض صفحة التحقق من الشهادة',
    valid: 'شهادة صالحة',
  },
  en: {
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    password: 'Password',
    tick: "I am 18 or older, or have a parent's or guardian's consent, and I accept the terms of service",
    createAccount: 'Create account',
    confirmed: 'Email Confirmed! You can now login to your account.',
    enrolNow: 'Enrol now',
    agree: 'I have read and accept the terms of purchase.',
    payNow: 'Pay now',
    card: 'Card number',
    pay: 'Pay',
    myCourses: 'My courses',
    start: 'Start learning',
    lecture: 'Current lecture',
    outline: 'Course outline',
    speed: 'Playback speed',
    watched: 'You have watched this lecture.',
    markDone: 'Mark as done',
    startQuiz: 'Start the quiz',
    submitQuiz: 'Submit answers',
    quizAnswers: ['Understand the core concepts first', 'Practising after each lesson', 'Reviewing regularly', 'True'],
    completed: 'Completed',
    next: 'Next lecture',
    complete: 'Well done: you have completed the course and earned its certificate.',
    certificate: 'Download certificate',
    verify: "View the certificate's public page",
    valid: 'Valid certificate',
  },
} as const;

type Labels = (typeof LABELS)['ar' | 'en'];

/** Signs up through the form, then opens the confirmation link mailed through the loopback SMTP. */
async function signUp(page: Page, lang: 'ar' | 'en', t: Labels) {
  const email = `demo-${lang}-${Date.now()}@example.com`;
  await page.goto('/not-found');
  await page.evaluate((language) => {
    localStorage.clear();
    localStorage.setItem('lang', language);
  }, lang);
  await page.goto('/signup');
  await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
  await page.getByLabel(t.firstName).fill(LEARNER[lang].firstName);
  await page.getByLabel(t.lastName).fill(LEARNER[lang].lastName);
  await page.getByLabel(t.email).fill(email);
  await page.getByLabel(t.password, { exact: true }).fill('Demo-Learner-2026');
  await page.getByRole('checkbox', { name: t.tick }).check();
  const signedUpAt = Date.now();
  await page.getByRole('button', { name: t.createAccount }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto(linkTo(await readMail(email, signedUpAt), '/auth/confirm'));
  await expect(page.getByText(t.confirmed)).toBeVisible();
}

/** Finds the seeded course in the catalog and pays for it with the test card. */
async function buy(page: Page, title: string, t: Labels) {
  await page.goto(`/courses?q=${encodeURIComponent(title)}`);
  await page.getByRole('main').getByRole('link', { name: title, exact: true }).first().click();
  await expect(page).toHaveURL(/\/course-details\//);
  await page.getByRole('link', { name: t.enrolNow }).click();
  await expect(page).toHaveURL(/\/payment\?course=/);
  await expect(page.getByText(title).first()).toBeVisible({ timeout: 15_000 });
  await page.getByRole('checkbox', { name: t.agree }).check();
  await page.getByRole('button', { name: t.payNow }).click();
  await expect(page).toHaveURL(/gateway=test/);
  await page.getByRole('textbox', { name: t.card }).fill(TEST_CARD);
  await page.getByRole('button', { name: t.pay, exact: true }).click();
  await expect(page).toHaveURL(/\/payment-success$/);
  await expect(page.getByRole('heading', { level: 1, name: t.myCourses })).toBeVisible();
}

const isProgressReport = (response: Response) =>
  /\/api\/lectures\/[^/]+\/progress$/.test(response.url()) && response.request().method() === 'POST';

/**
 * Plays the current video lecture to its end at 2×, started by a click on the video as a learner
 * would; answers the server's last report on it and the clip's length in seconds.
 */
async function watchVideo(page: Page, t: Labels) {
  const lecture = page.getByRole('region', { name: t.lecture });
  const video = lecture.locator('video');
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 15_000 })
    .toBeGreaterThanOrEqual(1);
  const duration = await video.evaluate((element: HTMLVideoElement) => element.duration);
  await lecture.getByLabel(t.speed).selectOption('2');
  expect(await video.evaluate((element: HTMLVideoElement) => element.playbackRate)).toBe(2);

  const completed = page.waitForResponse(
    async (response) =>
      isProgressReport(response) &&
      response.ok() &&
      ((await response.json()) as { completed?: boolean }).completed === true,
    {
      timeout: 15_000 + duration * 1000,
    },
  );
  await video.click();
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused), { timeout: 5_000 })
    .toBe(true);
  // played through to its 'ended' event (the test timeout bounds the wait)
  await video.evaluate(
    (element: HTMLVideoElement) =>
      element.ended || new Promise((resolve) => element.addEventListener('ended', resolve, { once: true })),
  );
  const report = (await (await completed).json()) as {
    completed: boolean;
    watchedSeconds: number;
    courseProgress: number;
  };
  expect(report.watchedSeconds).toBeGreaterThanOrEqual(Math.ceil(duration * 0.9));
  await expect(lecture.getByText(t.watched)).toBeVisible();
  return { report, seconds: duration };
}

for (const lang of ['ar', 'en'] as const) {
  test(`a new learner buys a demo course, watches every lecture and verifies the certificate (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const t = LABELS[lang];
    const { course, firstName, lastName } = LEARNER[lang];

    await signUp(page, lang, t);
    await buy(page, course, t);

    await page.goto('/usercourses');
    const card = page.locator('article').filter({ hasText: course });
    await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    await card.getByRole('link', { name: t.start }).click();

    const outline = page.getByRole('navigation', { name: t.outline });
    const lectures = outline.getByRole('link');
    await expect(lectures.first()).toBeVisible({ timeout: 15_000 });
    const hrefs = await lectures.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    const total = hrefs.length;
    expect(total).toBeGreaterThan(1);

    const lecture = page.getByRole('region', { name: t.lecture });
    const startedAt = Date.now();
    let videos = 0;
    let videoSeconds = 0;
    let watchingMs = 0;
    let creditedSeconds = 0;
    for (let n = 1; n <= total; n += 1) {
      const current = outline.locator('a[aria-current="true"]');
      // a new learner starts at the first lecture; "next" follows the outline
      await expect(current).toHaveAttribute('href', defined(hrefs[n - 1]));
      // a video lecture shows its player once the media URL is in; a text or PDF one, "mark as done";
      // a quiz (issue 20), its start button
      const video = lecture.locator('video');
      const markDone = lecture.getByRole('button', { name: t.markDone });
      const startQuiz = lecture.getByRole('button', { name: t.startQuiz });
      await expect(video.or(markDone).or(startQuiz)).toBeVisible({ timeout: 15_000 });
      if (await video.isVisible()) {
        const watchStart = Date.now();
        const { report, seconds } = await watchVideo(page, t);
        watchingMs += Date.now() - watchStart;
        videos += 1;
        videoSeconds += seconds;
        creditedSeconds += report.watchedSeconds;
        expect(report.courseProgress).toBe(Math.floor((n * 100) / total));
      } else if (await startQuiz.isVisible()) {
        await startQuiz.click();
        for (const answer of t.quizAnswers) await lecture.getByLabel(answer, { exact: true }).check();
        await lecture.getByRole('button', { name: t.submitQuiz }).click();
        await expect(lecture.locator('[data-quiz-result="passed"]')).toBeVisible();
      } else {
        await markDone.click();
      }
      await expect(current.getByRole('img', { name: t.completed, exact: true })).toBeVisible();
      await expect(page.getByRole('progressbar').first()).toHaveAttribute(
        'aria-valuenow',
        String(Math.floor((n * 100) / total)),
      );
      if (n < total) await lecture.getByRole('link', { name: t.next }).click();
    }
    const courseMs = Date.now() - startedAt;
    expect(videos).toBeGreaterThan(0);
    test.info().annotations.push({
      type: 'timing',
      description: `${lang}: ${total} lectures (${videos} videos, ${videoSeconds.toFixed(1)} s of video, ${creditedSeconds} s credited) in ${(courseMs / 1000).toFixed(1)} s, ${(watchingMs / 1000).toFixed(1)} s of it watching at 2×`,
    });
    console.log(defined(test.info().annotations.at(-1)).description);

    // every lecture marked, the certificate offered
    await expect(outline.getByRole('img', { name: t.completed, exact: true })).toHaveCount(total);
    await expect(page.getByText(t.complete)).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: t.certificate }).click();
    const pdf = await download;
    expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
    expect(
      readFileSync(await pdf.path())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');

    // the public verification page: valid, the learner's name and the course
    await page.getByRole('link', { name: t.verify }).click();
    await expect(page).toHaveURL(/\/certificates\/[A-Z2-7]{26}$/);
    await expect(page.getByRole('status').filter({ hasText: t.valid })).toBeVisible({ timeout: 15_000 });
    const record = page.getByRole('main').locator('article');
    await expect(record.getByText(`${firstName} ${lastName}`, { exact: true })).toBeVisible();
    await expect(record.getByRole('link', { name: course, exact: true })).toBeVisible();
  });
}
