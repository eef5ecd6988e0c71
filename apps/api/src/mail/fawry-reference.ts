import type { TLanguage } from '@masar/contracts';
import { renderNoticeMail, type MailContent } from './layout';
import { formatDateTime, formatMoney } from './receipt-format';

const TEXT = {
  ar: {
    subject: (course: string) => `رقمك المرجعي لدفع دورة ${course} في فوري – مسار`,
    greeting: (name: string) => `مرحبًا ${name}،`,
    body: [
      'لإتمام الشراء ادفع المبلغ في أي منفذ فوري أو عبر تطبيق فوري باستخدام الرقم المرجعي أدناه.',
      'ستصبح الدورة متاحة لك تلقائيًا بعد أن تُبلغنا فوري بالدفع.',
    ],
    labels: { reference: 'الرقم المرجعي', amount: 'المبلغ', course: 'الدورة', expires: 'صالح حتى' },
    footnote: 'بعد هذا الموعد يلغى الرقم المرجعي، ويمكنك طلب رقم جديد من صفحة الدفع.',
  },
  en: {
    subject: (course: string) => `Your Fawry reference to pay for ${course} – Masar`,
    greeting: (name: string) => `Hello ${name},`,
    body: [
      'To complete your purchase, pay at any Fawry outlet or in the Fawry app with the reference number below.',
      'The course opens to you automatically as soon as Fawry tells us about the payment.',
    ],
    labels: { reference: 'Reference number', amount: 'Amount', course: 'Course', expires: 'Valid until' },
    footnote: 'After that time the reference expires; you can get a new one from the payment page.',
  },
} as const;

/** The Fawry reference code with its amount and expiry. */
export function fawryReferenceMail(
  lang: TLanguage,
  input: {
    firstName: string;
    courseTitle: string;
    amount: number;
    currency: string;
    referenceNumber: string;
    expiresAt: Date;
  },
): MailContent {
  const t = TEXT[lang];
  return renderNoticeMail({
    lang,
    subject: t.subject(input.courseTitle).replace(/\s+/g, ' '),
    greeting: t.greeting(input.firstName),
    paragraphs: [...t.body],
    fields: [
      { label: t.labels.reference, value: input.referenceNumber },
      { label: t.labels.amount, value: formatMoney(input.amount, input.currency, lang) },
      { label: t.labels.course, value: input.courseTitle },
      { label: t.labels.expires, value: formatDateTime(input.expiresAt, lang) },
    ],
    footnote: t.footnote,
  });
}
