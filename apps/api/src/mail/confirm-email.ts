import type { TLanguage } from '@masar/contracts';
import { renderActionMail, type MailContent } from './layout';

const TEXT = {
  ar: {
    subject: 'أكّد بريدك الإلكتروني في مسار',
    greeting: (name: string) => `مرحبًا ${name}،`,
    body: ['شكرًا لتسجيلك في مسار. اضغط على الزر أدناه لتأكيد بريدك الإلكتروني.'],
    action: 'تأكيد البريد الإلكتروني',
    footnote: 'ينتهي هذا الرابط خلال 7 أيام. إذا لم تنشئ حسابًا فتجاهل هذه الرسالة.',
  },
  en: {
    subject: 'Confirm your email for Masar',
    greeting: (name: string) => `Hello ${name},`,
    body: ['Thank you for signing up to Masar. Press the button below to confirm your email address.'],
    action: 'Confirm email',
    footnote: 'This link expires in 7 days. If you did not create an account, ignore this message.',
  },
} as const;

export function confirmEmailMail(lang: TLanguage, firstName: string, url: string): MailContent {
  const t = TEXT[lang];
  return renderActionMail({
    lang,
    subject: t.subject,
    greeting: t.greeting(firstName),
    paragraphs: [...t.body],
    action: { label: t.action, url },
    footnote: t.footnote,
  });
}
