import type { TLanguage } from '@masar/contracts';
import { renderActionMail, type MailContent } from './layout';

const TEXT = {
  ar: {
    subject: 'إعادة تعيين كلمة المرور في مسار',
    greeting: (name: string) => `مرحبًا ${name}،`,
    body: ['تلقينا طلبًا لإعادة تعيين كلمة المرور لحسابك. اضغط على الزر أدناه لاختيار كلمة مرور جديدة.'],
    action: 'إعادة تعيين كلمة المرور',
    footnote: 'يصلح هذا الرابط مرة واحدة خلال ساعة واحدة. إذا لم تطلب ذلك فتجاهل هذه الرسالة، ولن تتغير كلمة المرور.',
  },
  en: {
    subject: 'Reset your Masar password',
    greeting: (name: string) => `Hello ${name},`,
    body: [
      'We received a request to reset the password of your account. Press the button below to choose a new password.',
    ],
    action: 'Reset password',
    footnote:
      'This link works once, within one hour. If you did not ask for it, ignore this message: your password stays the same.',
  },
} as const;

export function resetPasswordMail(lang: TLanguage, firstName: string, url: string): MailContent {
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
