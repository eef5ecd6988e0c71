import { expect, test, type Browser, type Page } from '@playwright/test';
import { e2eAdmin } from './support/accounts';
import { apiClient, storeSession, type E2ESession } from './support/learners';
import { defined } from '@masar/contracts/defined';

/**
 * Issue 20's study tools on a seeded demo course, in Arabic and English: the demo video shows its
 * captions (a <track> showing, with cues); a note taken at 0:02 seeks the video back to 0:02 when
 * clicked; a question the learner asks is answered by the admin from the dashboard's queue, and the
 * learner sees the answer in the player. Each language has its own seeded learner and course.
 */

const RUN = {
  ar: { email: 'youssef@demo.masar.local', slug: 'system-design' },
  en: { email: 'dina@demo.masar.local', slug: 'machine-learning-python' },
} as const;
const PASSWORD = 'Learner-Masar-2026';

const LABELS = {
  ar: {
    note: 'ملاحظة جديدة عند الوقت الحالي للفيديو',
    saveNote: 'حفظ الملاحظة',
    noteText: 'تعريف المتوسط الحسابي عند الثانية الثانية',
    jump: (lecture: string) => `الانتقال إلى 0:02 في «${lecture}»`,
    questionsTab: 'الأسئلة والأجوبة',
    ask: 'اطرح سؤالًا عن هذه المحاضرة',
    send: 'إرسال السؤال',
    answerLabel: 'اكتب الإجابة',
    publish: 'نشر الإجابة',
    answer: 'الوسيط هو القيمة التي في المنتصف بعد ترتيب البيانات.',
    captions: 'الترجمة',
    queue: 'أسئلة المتعلمين',
  },
  en: {
    note: "New note at the video's current time",
    saveNote: 'Save note',
    noteText: 'Definition of the mean, at two seconds',
    jump: (lecture: string) => `Go to 0:02 in “${lecture}”`,
    questionsTab: 'Questions & answers',
    ask: 'Ask a question about this lecture',
    send: 'Send question',
    answerLabel: 'Write the answer',
    publish: 'Publish answer',
    answer: 'The median is the middle value once the data is sorted.',
    captions: 'Captions',
    queue: "Learners' questions",
  },
} as const;

async function signIn(credentials: { email: string; password: string }): Promise<E2ESession> {
  const api = await apiClient();
  try {
    const login = await api.post('/api/auth/login', { data: credentials });
    expect(login.ok(), await login.text()).toBeTruthy();
    return (await login.json()) as E2ESession;
  } finally {
    await api.dispose();
  }
}

/** The learner's seeded course and its first video lecture (the seed gives it a clip and captions). */
async function firstVideo(session: E2ESession, slug: string) {
  const api = await apiClient();
  try {
    const headers = { authorization: `Bearer ${session.accessToken}` };
    const mine = (await (await api.get('/api/Courses/mine', { headers })).json()) as Array<{
      _id: string;
      slug: string;
    }>;
    const course = defined(mine.find((c) => c.slug === slug) ?? mine[0], 'an enrolled course');
    const content = (await (await api.get(`/api/Courses/content?courseId=${course._id}`, { headers })).json()) as {
      units: Array<{
        sections: Array<{ lectures: Array<{ _id: string; title: string; kind: string; hasMedia: boolean }> }>;
      }>;
    };
    const lecture = defined(
      content.units.flatMap((u) => u.sections.flatMap((s) => s.lectures)).find((l) => l.kind === 'video' && l.hasMedia),
      'a video lecture',
    );
    return { courseId: course._id, lecture };
  } finally {
    await api.dispose();
  }
}

const videoOf = (page: Page) => page.locator('main video');

async function snap(page: Page, name: string) {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `test-results/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

async function adminAnswers(browser: Browser, lang: 'ar' | 'en', question: string) {
  const t = LABELS[lang];
  const context = await browser.newContext({ locale: lang === 'ar' ? 'ar-EG' : 'en-US' });
  try {
    const page = await context.newPage();
    await storeSession(page, await signIn(e2eAdmin), lang);
    await page.goto('/dashboard/questions');
    await expect(page.getByRole('heading', { level: 1, name: t.queue })).toBeVisible();
    const item = page.locator('li', { hasText: question });
    await expect(item).toBeVisible();
    await item.getByLabel(t.answerLabel).fill(t.answer);
    await snap(page, `study-tools-queue-${lang}`);
    await item.getByRole('button', { name: t.publish }).click();
    // answered: it leaves the unanswered queue
    await expect(page.locator('li', { hasText: question })).toHaveCount(0);
  } finally {
    await context.close();
  }
}

for (const lang of ['ar', 'en'] as const) {
  test(`study tools: captions, a note at 0:02 and an answered question (${lang})`, async ({ page, browser }) => {
    test.setTimeout(60_000);
    const t = LABELS[lang];
    const session = await signIn({ email: RUN[lang].email, password: PASSWORD });
    const { courseId, lecture } = await firstVideo(session, RUN[lang].slug);
    await storeSession(page, session, lang);
    await page.goto(`/course-overview/${courseId}?lecture=${lecture._id}`);

    // captions: the page's language shows by default, its cues loaded
    const video = videoOf(page);
    await expect(video).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('combobox', { name: t.captions })).toHaveValue(lang);
    await expect
      .poll(() =>
        video.evaluate((v: HTMLVideoElement) =>
          Array.from(v.textTracks).map((track) => `${track.language}:${track.mode}:${track.cues?.length ?? 0}`),
        ),
      )
      .toContain(`${lang}:showing:3`);
    await expect(video.locator('track')).toHaveCount(2);

    // a note at 0:02 (the video paused there), then the video moves on; clicking the note comes back
    await video.evaluate(async (v: HTMLVideoElement) => {
      if (v.readyState < 1)
        await new Promise((resolve) => v.addEventListener('loadedmetadata', resolve, { once: true }));
      v.pause();
      v.currentTime = 2;
      await new Promise((resolve) => v.addEventListener('seeked', resolve, { once: true }));
    });
    await page.getByLabel(t.note).fill(`${t.noteText} ${Date.now()}`);
    await page.getByRole('button', { name: t.saveNote }).click();
    const jump = page.getByRole('button', { name: t.jump(lecture.title) }).first();
    await expect(jump).toBeVisible();
    await video.evaluate((v: HTMLVideoElement) => {
      v.currentTime = 0;
    });
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeLessThan(1);
    await jump.click();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeCloseTo(2, 0);
    await snap(page, `study-tools-notes-${lang}`);

    // a question, answered by the admin from the queue, reaches the learner
    const question = `${lang === 'ar' ? 'ما الفرق بين المتوسط والوسيط؟' : 'What is the difference between the mean and the median?'} ${Date.now()}`;
    await page.getByRole('tab', { name: t.questionsTab }).click();
    await page.getByLabel(t.ask).fill(question);
    await page.getByRole('button', { name: t.send }).click();
    await expect(page.getByText(question)).toBeVisible();
    await adminAnswers(browser, lang, question);
    await page.reload();
    await page.getByRole('tab', { name: t.questionsTab }).click();
    const asked = page.locator('li', { hasText: question });
    await expect(asked.getByText(t.answer)).toBeVisible();
    await snap(page, `study-tools-questions-${lang}`);
  });
}
