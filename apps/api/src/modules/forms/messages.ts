import type { TErrorCode } from '@masar/contracts';
import { AppError } from '#src/lib/app-error';
import type { Lang } from '#src/lib/error-messages';

/** Messages of the contact and course registration forms. SPEC.md's English text is used verbatim. */
export const FORM_MESSAGES = {
  contactSent: {
    en: 'Thank you! Your message has been sent. We will get back to you soon.',
    ar: 'شكرًا لك! تم إرسال رسالتك، وسنرد عليك قريبًا.',
  },
  registered: { en: 'Successfully Registered', ar: 'تم التسجيل بنجاح' },
  courseNotFound: {
    en: 'This course does not exist or is not open for registration.',
    ar: 'هذه الدورة غير موجودة أو غير متاحة للتسجيل.',
  },
  messageNotFound: { en: 'This message does not exist.', ar: 'هذه الرسالة غير موجودة.' },
} as const satisfies Record<string, Record<Lang, string>>;

export type FormMessageKey = keyof typeof FORM_MESSAGES;

export const formMessage = (key: FormMessageKey, lang: Lang): string => FORM_MESSAGES[key][lang];

export function formError(code: TErrorCode, key: FormMessageKey): AppError {
  return AppError.localized(code, (lang) => ({ message: formMessage(key, lang) }));
}
