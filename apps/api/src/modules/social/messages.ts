import type { TErrorCode } from '@masar/contracts';
import { AppError } from '#src/lib/app-error';
import type { Lang } from '#src/lib/error-messages';

/** Messages of the social sign-in API, in both languages. */
export const SOCIAL_MESSAGES = {
  codeInvalid: {
    en: 'This sign-in has expired or was already used. Please sign in again.',
    ar: 'انتهت صلاحية عملية تسجيل الدخول هذه أو استُخدمت من قبل. يرجى تسجيل الدخول مرة أخرى.',
  },
  linkTokenInvalid: {
    en: 'This request to link your account has expired. Please sign in with the provider again.',
    ar: 'انتهت صلاحية طلب ربط حسابك. يرجى تسجيل الدخول عبر مزوّد الخدمة مرة أخرى.',
  },
  passwordIncorrect: { en: 'The password is incorrect.', ar: 'كلمة المرور غير صحيحة.' },
  identityInUse: {
    en: 'This sign-in account is already linked to another Masar account.',
    ar: 'حساب تسجيل الدخول هذا مرتبط بالفعل بحساب آخر على مسار.',
  },
  lastSignInMethod: {
    en: 'This is the only way to sign in to your account. Add a password or link another provider before removing it.',
    ar: 'هذه هي الطريقة الوحيدة لتسجيل الدخول إلى حسابك. أضف كلمة مرور أو اربط مزوّدًا آخر قبل إزالتها.',
  },
  notLinked: { en: 'This provider is not linked to your account.', ar: 'مزوّد الخدمة هذا غير مرتبط بحسابك.' },
  providerUnreachable: {
    en: 'The sign-in provider could not be reached. Please try again later.',
    ar: 'تعذّر الوصول إلى مزوّد تسجيل الدخول. يرجى المحاولة لاحقًا.',
  },
  providerUnavailable: { en: 'This sign-in provider is not configured.', ar: 'مزوّد تسجيل الدخول هذا غير مُعدّ.' },
  unlinked: { en: 'The provider has been removed from your account.', ar: 'تمت إزالة مزوّد الخدمة من حسابك.' },
} as const satisfies Record<string, Record<Lang, string>>;

export type SocialMessageKey = keyof typeof SOCIAL_MESSAGES;

export function socialError(code: TErrorCode, key: SocialMessageKey, field?: string): AppError {
  return AppError.localized(code, (lang) => {
    const message = SOCIAL_MESSAGES[key][lang];
    return field ? { message, details: { [field]: message } } : { message };
  });
}
