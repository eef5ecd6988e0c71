import type { TLanguage } from '@masar/contracts';
import { renderNoticeMail, type MailContent } from './layout';

const TEXT = {
  ar: {
    subject: 'استلمنا رسالتك – مسار',
    greeting: 'مرحبًا،',
    body: (hours: string) => [
      'شكرًا لتواصلك مع مسار. استلمنا رسالتك وسيرد عليك فريق الدعم على هذا البريد الإلكتروني.',
      `ساعات عمل الدعم: ${hours}.`,
    ],
    received: 'تاريخ الاستلام',
    footnote: 'إذا لم ترسل هذه الرسالة فيمكنك تجاهل هذا البريد.',
  },
  en: {
    subject: 'We received your message – Masar',
    greeting: 'Hello,',
    body: (hours: string) => [
      'Thank you for contacting Masar. We received your message, and our support team will reply to this email address.',
      `Support hours: ${hours}.`,
    ],
    received: 'Received',
    footnote: 'If you did not send this message, you can ignore this email.',
  },
} as const;

/**
 * The sender's acknowledgement. It deliberately echoes nothing the visitor typed, not even the
 * name: anyone can type any address into the form, and any echo would let strangers send their
 * own words (a phishing line as a "name") through our mail to that address.
 */
export function contactAcknowledgementMail(
  lang: TLanguage,
  input: { receivedAt: string; supportHours: string },
): MailContent {
  const t = TEXT[lang];
  return renderNoticeMail({
    lang,
    subject: t.subject,
    greeting: t.greeting,
    paragraphs: t.body(input.supportHours),
    fields: [{ label: t.received, value: input.receivedAt }],
    footnote: t.footnote,
  });
}
