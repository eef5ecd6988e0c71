import type { TLanguage } from '@masar/contracts';
import { renderNoticeMail, type MailContent } from './layout';

const TEXT = {
  ar: {
    subject: (course: string) => `تم تسجيل بياناتك لدورة ${course} – مسار`,
    greeting: 'مرحبًا،',
    body: (hours: string) => [
      'شكرًا لاهتمامك. استلمنا بيانات التسجيل الخاصة بك، وسيتواصل معك فريقنا قريبًا بالتفاصيل.',
      `ساعات عمل الدعم: ${hours}.`,
    ],
    labels: { course: 'الدورة', phone: 'رقم الهاتف' },
    footnote: 'إذا لم تسجّل في هذه الدورة فيمكنك تجاهل هذا البريد.',
  },
  en: {
    subject: (course: string) => `Your registration for ${course} – Masar`,
    greeting: 'Hello,',
    body: (hours: string) => [
      'Thank you for your interest. We received your registration details, and our team will contact you soon with the next steps.',
      `Support hours: ${hours}.`,
    ],
    labels: { course: 'Course', phone: 'Phone' },
    footnote: 'If you did not register for this course, you can ignore this email.',
  },
} as const;

/**
 * The registrant's acknowledgement: the course and the phone number we will call (digits only,
 * checked by the contract), nothing more. No typed name: anyone can type anyone's address, and a
 * free-text "name" would put a stranger's words in our mail.
 */
export function registrationAcknowledgementMail(
  lang: TLanguage,
  input: { courseTitle: string; phone: string; supportHours: string },
): MailContent {
  const t = TEXT[lang];
  return renderNoticeMail({
    lang,
    subject: t.subject(input.courseTitle).replace(/\s+/g, ' '),
    greeting: t.greeting,
    paragraphs: t.body(input.supportHours),
    fields: [
      { label: t.labels.course, value: input.courseTitle },
      { label: t.labels.phone, value: input.phone },
    ],
    footnote: t.footnote,
  });
}
