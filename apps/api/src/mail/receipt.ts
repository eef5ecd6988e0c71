import type { TLanguage } from '@masar/contracts';
import { formatNumber } from '@masar/contracts/format';
import { renderActionMail, type MailContent } from './layout';
import { formatDateTime, formatMoney } from './receipt-format';

const ARABIC_DAYS: Partial<Record<Intl.LDMLPluralRule, (n: string) => string>> = {
  one: () => 'يوم واحد',
  two: () => 'يومين',
  few: (n) => `${n} أيام`,
  many: (n) => `${n} يومًا`,
};
/** A number of days as Arabic counts them (يوم واحد، يومين، 3 أيام، 14 يومًا، 100 يوم), Latin digits. */
const arabicDays = (days: number) =>
  (ARABIC_DAYS[new Intl.PluralRules('ar').select(days)] ?? ((n: string) => `${n} يوم`))(formatNumber(days, 'ar'));

const TEXT = {
  ar: {
    subject: (course: string) => `إيصال شراء دورة ${course} – مسار`,
    greeting: (name: string) => `مرحبًا ${name}،`,
    body: (course: string, amount: string, date: string, receipt: string) => [
      `شكرًا لشرائك دورة «${course}». تم استلام دفعتك وأصبحت الدورة متاحة لك الآن.`,
      `المبلغ: ${amount}`,
      `التاريخ: ${date}`,
      `رقم الإيصال: ${receipt}`,
    ],
    action: 'ابدأ التعلم',
    footnote: (refund: number) =>
      refund > 0
        ? `يمكنك طلب استرداد المبلغ خلال ${arabicDays(refund)} من الشراء.`
        : 'وفقًا لشروط الخدمة، لا يمكن استرداد المبلغ بعد الشراء.',
  },
  en: {
    subject: (course: string) => `Your receipt for ${course} – Masar`,
    greeting: (name: string) => `Hello ${name},`,
    body: (course: string, amount: string, date: string, receipt: string) => [
      `Thank you for buying "${course}". We received your payment and the course is now open to you.`,
      `Amount: ${amount}`,
      `Date: ${date}`,
      `Receipt number: ${receipt}`,
    ],
    action: 'Start learning',
    footnote: (refund: number) =>
      refund > 0
        ? `You can ask for a refund within ${formatNumber(refund, 'en')} ${refund === 1 ? 'day' : 'days'} of the purchase.`
        : 'Under the terms of service, purchases are not refundable.',
  },
} as const;

/** The purchase receipt, sent once when an order becomes paid. */
export function receiptMail(
  lang: TLanguage,
  input: {
    firstName: string;
    courseTitle: string;
    amount: number;
    currency: string;
    paidAt: Date;
    receiptNumber: string;
    url: string;
    refundWindowDays: number;
  },
): MailContent {
  const t = TEXT[lang];
  return renderActionMail({
    lang,
    subject: t.subject(input.courseTitle).replace(/\s+/g, ' '),
    greeting: t.greeting(input.firstName),
    paragraphs: t.body(
      input.courseTitle,
      formatMoney(input.amount, input.currency, lang),
      formatDateTime(input.paidAt, lang),
      input.receiptNumber,
    ),
    action: { label: t.action, url: input.url },
    footnote: t.footnote(input.refundWindowDays),
  });
}
