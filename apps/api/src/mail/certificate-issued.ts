import type { TLanguage } from '@masar/contracts';
import { renderActionMail, type MailContent } from './layout';

const TEXT = {
  ar: {
    subject: (course: string) => `تهانينا! شهادة إتمام دورة ${course} – مسار`,
    greeting: (name: string) => `مرحبًا ${name}،`,
    body: (course: string, code: string) => [
      `أتممت دورة «${course}» بنجاح، وأصدرنا لك شهادة إتمام.`,
      `رمز التحقق من الشهادة: ${code}. يمكن لأي شخص التأكد من صحتها من صفحة التحقق.`,
    ],
    action: 'عرض الشهادة',
    footnote: 'يمكنك تنزيل الشهادة بصيغة PDF وإضافتها إلى ملفك على LinkedIn من صفحة التحقق.',
  },
  en: {
    subject: (course: string) => `Congratulations! Your certificate for ${course} – Masar`,
    greeting: (name: string) => `Hello ${name},`,
    body: (course: string, code: string) => [
      `You completed "${course}" and we issued your certificate of completion.`,
      `Verification code: ${code}. Anyone can check it on the verification page.`,
    ],
    action: 'View the certificate',
    footnote: 'From the verification page you can download the PDF and add it to your LinkedIn profile.',
  },
} as const;

/** Sent once, when a certificate is issued at 100% progress. */
export function certificateIssuedMail(
  lang: TLanguage,
  input: { firstName: string; courseTitle: string; code: string; url: string },
): MailContent {
  const t = TEXT[lang];
  return renderActionMail({
    lang,
    subject: t.subject(input.courseTitle).replace(/\s+/g, ' '),
    greeting: t.greeting(input.firstName),
    paragraphs: t.body(input.courseTitle, input.code),
    action: { label: t.action, url: input.url },
    footnote: t.footnote,
  });
}
