import type { TLanguage } from '@masar/contracts';
import { renderNoticeMail, type MailContent } from './layout';

const TEXT = {
  ar: {
    subject: 'استلمنا رسالتك – مسار',
    greeting: (name: string) => `مرحبًا ${name}،`,
    body: (hours: string) => [
      'شكرًا لتواصلك مع مسار. استلمنا رسالتك وسيرد عليك فريق الدعم على هذا البريد الإلكتروني.',
      `ساعات عمل الدعم: ${hours}.`,
    ],
    received: 'تاريخ الاستلام',
    footnote: 'إذا لم ترسل هذه الرسالة فيمكنك تجاهل هذا البريد.',
  },
  en: {
    subject: 'We received your message – Masar',
    greeting: (name: string) => `Hello ${name},`,
    body: (hours: string) => [
      'Thank you for contacting Masar. We received your message, and our support team will reply to this email address.',
      `Support hours: ${hours}.`,
    ],
    received: 'Received',
    footnote: 'If you did not send this message, you can ignore this email.',
  },
} as const;

/**
 * The sender's acknowledgement. It deliberately does not echo the message: anyone can type any
 * address into the form, and a copy would let strangers send their own text through our mail.
 */
export function contactAcknowledgementMail(lang: TLanguage, input: { name: string; receivedAt: string; supportHours: string }): MailContent {
  const t = TEXT[lang];
  return renderNoticeMail({
    lang,
    subject: t.subject,
    greeting: t.greeting(input.name),
    paragraphs: t.body(input.supportHours),
    fields: [{ label: t.received, value: input.receivedAt }],
    footnote: t.footnote,
  });
}
