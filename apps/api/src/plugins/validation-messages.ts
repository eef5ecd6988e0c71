import { VALIDATION_EN } from '@masar/contracts';
import type { Lang } from '#src/lib/error-messages';
import { AppError } from '#src/lib/app-error';

type ValidationKey = keyof typeof VALIDATION_EN;

/** Arabic values of the contracts' validation keys (the English ones live in the contracts). */
const VALIDATION_AR: Record<ValidationKey, string> = {
  'validation.emailRequired': 'البريد الإلكتروني مطلوب',
  'validation.emailInvalid': 'عنوان البريد الإلكتروني غير صالح',
  'validation.passwordRequired': 'كلمة المرور مطلوبة',
  'validation.passwordMin': 'يجب ألا تقل كلمة المرور عن 6 أحرف',
  'validation.passwordMax': 'يجب ألا تزيد كلمة المرور عن 128 حرفًا',
  'validation.passwordCommon': 'كلمة المرور هذه شائعة جدًا. اختر كلمة مرور يصعب تخمينها.',
  'validation.confirmPasswordRequired': 'يرجى تأكيد كلمة المرور',
  'validation.passwordsMustMatch': 'يجب أن تتطابق كلمتا المرور',
  'validation.resetTokenMissing': 'لم يتم العثور على رمز إعادة التعيين في الرابط',
  'validation.firstNameRequired': 'الاسم الأول مطلوب',
  'validation.lastNameRequired': 'اسم العائلة مطلوب',
  'validation.nameTooLong': 'يجب ألا يزيد عن 100 حرف',
  'validation.termsRequired': 'يرجى تأكيد عمرك والموافقة على شروط الخدمة',
  'validation.currentPasswordRequired': 'كلمة المرور الحالية مطلوبة',
  'validation.required': 'هذا الحقل مطلوب',
  'validation.tooLong': 'هذا النص أطول من المسموح',
  'validation.phoneInvalid': 'رقم الهاتف غير صالح',
  'validation.mobileRequired': 'أدخل رقم هاتفك المحمول',
  'validation.mobileInvalid': 'أدخل رقم هاتف محمول مصريًا من 11 رقمًا يبدأ بـ 010 أو 011 أو 012 أو 015',
  'validation.priceInvalid': 'أدخل سعرًا يساوي 0 أو أكثر',
  'validation.durationInvalid': 'أدخل مدة تساوي 0 ثانية أو أكثر',
  'validation.urlInvalid': 'الرابط غير صالح',
};

const GENERIC_INVALID: Record<Lang, string> = { en: 'Invalid value', ar: 'قيمة غير صالحة' };

export const isValidationKey = (key: string): key is ValidationKey => key in VALIDATION_EN;

/**
 * A domain module's own field-message keys (the career tools' `career.validation.*`): the text of
 * a key it owns, undefined for any other. A module adds its catalogue with
 * `app.addValidationMessages` (error-handler.ts), so this plugin never imports a module.
 */
export type ValidationCatalogue = (key: string, lang: Lang) => string | undefined;

/**
 * A field message for `details`: the contracts' keys, then the modules' catalogues' keys, in the
 * request's language; zod's own (English) messages stay as they are in English and become a
 * generic text in Arabic.
 */
export function validationMessage(
  key: string | undefined,
  lang: Lang,
  catalogues: readonly ValidationCatalogue[] = [],
): string {
  if (!key) return GENERIC_INVALID[lang];
  if (isValidationKey(key)) return lang === 'ar' ? VALIDATION_AR[key] : VALIDATION_EN[key];
  for (const catalogue of catalogues) {
    const message = catalogue(key, lang);
    if (message !== undefined) return message;
  }
  return lang === 'ar' ? GENERIC_INVALID.ar : key;
}

/** A 400 for one field, its message translated (e.g. a common password). */
export function fieldError(field: string, key: ValidationKey): AppError {
  return AppError.localized('VALIDATION_FAILED', (lang) => {
    const message = validationMessage(key, lang);
    return { message, details: { [field]: message } };
  });
}
