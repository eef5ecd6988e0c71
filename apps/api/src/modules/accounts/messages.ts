import type { FastifyRequest } from 'fastify';
import type { TErrorCode } from '@masar/contracts';
import { AppError } from '#src/lib/app-error';
import type { Lang } from '#src/lib/error-messages';

/** Messages of the accounts API. Where SPEC.md gives the English text, it is used verbatim. */
export const AUTH_MESSAGES = {
  invalidCredentials: { en: 'Invalid email or password.', ar: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.' },
  accountDisabled: {
    en: 'This account has been disabled. Please contact support.',
    ar: 'تم تعطيل هذا الحساب. يرجى التواصل مع الدعم.',
  },
  emailTaken: { en: 'An account with this email already exists.', ar: 'يوجد حساب مسجل بهذا البريد الإلكتروني بالفعل.' },
  sessionEnded: { en: 'Your session has ended. Please sign in again.', ar: 'انتهت جلستك. يرجى تسجيل الدخول مرة أخرى.' },
  signedOut: { en: 'Signed out.', ar: 'تم تسجيل الخروج.' },
  otherSessionsSignedOut: { en: 'Signed out of all other sessions.', ar: 'تم تسجيل الخروج من جميع الجلسات الأخرى.' },
  passwordAdded: { en: 'Password added successfully.', ar: 'تمت إضافة كلمة المرور بنجاح.' },
  passwordAlreadySet: {
    en: 'This account already has a password.',
    ar: 'هذا الحساب لديه كلمة مرور بالفعل.',
  },
  noPasswordYet: {
    en: 'This account has no password yet. Add one first.',
    ar: 'لا توجد كلمة مرور لهذا الحساب بعد. أضف كلمة مرور أولًا.',
  },
  currentPasswordWrong: { en: 'Current password is incorrect.', ar: 'كلمة المرور الحالية غير صحيحة.' },
  passwordChanged: {
    en: 'Password changed successfully. Your other sessions were signed out.',
    ar: 'تم تغيير كلمة المرور بنجاح. تم تسجيل الخروج من جلساتك الأخرى.',
  },
  resetLinkSent: {
    en: 'Password reset link has been sent to your email.',
    ar: 'تم إرسال رابط إعادة تعيين كلمة المرور إلى بريدك الإلكتروني.',
  },
  passwordReset: { en: 'Password reset successfully!', ar: 'تمت إعادة تعيين كلمة المرور بنجاح!' },
  resetTokenInvalid: {
    en: 'This password reset link is invalid, expired or already used. Please request a new one.',
    ar: 'رابط إعادة تعيين كلمة المرور غير صالح أو منتهي الصلاحية أو مستخدم من قبل. يرجى طلب رابط جديد.',
  },
  emailConfirmed: {
    en: 'Email Confirmed! You can now login to your account.',
    ar: 'تم تأكيد البريد الإلكتروني! يمكنك الآن تسجيل الدخول إلى حسابك.',
  },
  confirmationFailed: {
    en: 'Confirmation Failed - This confirmation link may be expired or invalid.',
    ar: 'فشل التأكيد - قد يكون رابط التأكيد هذا منتهي الصلاحية أو غير صالح.',
  },
  confirmationSent: {
    en: 'If this email belongs to an account that is not confirmed yet, a new confirmation link has been sent.',
    ar: 'إذا كان هذا البريد الإلكتروني لحساب لم يتم تأكيده بعد، فقد تم إرسال رابط تأكيد جديد.',
  },
  cannotChangeSelf: {
    en: 'You cannot remove your own admin role or disable your own account.',
    ar: 'لا يمكنك إزالة دور المسؤول عن نفسك أو تعطيل حسابك.',
  },
} as const satisfies Record<string, Record<Lang, string>>;

export type AuthMessageKey = keyof typeof AUTH_MESSAGES;

export const authMessage = (key: AuthMessageKey, lang: Lang): string => AUTH_MESSAGES[key][lang];

/** An error with one of the messages above; `field` also names it in `details`. */
export function authError(code: TErrorCode, key: AuthMessageKey, field?: string): AppError {
  return AppError.localized(code, (lang) => {
    const message = authMessage(key, lang);
    return field ? { message, details: { [field]: message } } : { message };
  });
}

/** `{ message }` in the request's language. */
export const messageFor = (request: FastifyRequest, key: AuthMessageKey) => ({
  message: authMessage(key, request.lang),
});
