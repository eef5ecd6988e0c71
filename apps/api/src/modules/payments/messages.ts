import type { TErrorCode } from '@masar/contracts';
import { AppError } from '#src/lib/app-error';
import type { Lang } from '#src/lib/error-messages';

/** Messages of checkout, payment and order calls. */
export const PAYMENT_MESSAGES = {
  courseNotFound: { en: 'Course not found.', ar: 'الدورة غير موجودة.' },
  orderNotFound: { en: 'Order not found.', ar: 'الطلب غير موجود.' },
  alreadyEnrolled: { en: 'You are already enrolled in this course.', ar: 'أنت مسجّل في هذه الدورة بالفعل.' },
  providerUnavailable: {
    en: 'This payment method is not available right now. Please choose another one.',
    ar: 'طريقة الدفع هذه غير متاحة حاليًا. يرجى اختيار طريقة أخرى.',
  },
  providerFailed: {
    en: 'The payment provider could not be reached. Please try again in a few minutes.',
    ar: 'تعذر الاتصال بمزود الدفع. يرجى المحاولة مرة أخرى بعد دقائق.',
  },
  orderNotPending: { en: 'This order is no longer waiting for payment.', ar: 'هذا الطلب لم يعد بانتظار الدفع.' },
  notRefundDue: {
    en: 'Only a payment marked "refund due" can be marked refunded.',
    ar: 'لا يُعلَّم بأنه مُسترَد إلا دفعٌ مستحق الاسترداد.',
  },
  badSignature: { en: 'The notification signature is not valid.', ar: 'توقيع الإشعار غير صالح.' },
  badNotification: { en: 'The notification could not be read.', ar: 'تعذرت قراءة الإشعار.' },
  cardInvalid: { en: 'Enter a valid card number.', ar: 'أدخل رقم بطاقة صالحًا.' },
  mobileRequired: { en: 'Enter your mobile number', ar: 'أدخل رقم هاتفك المحمول' },
} as const satisfies Record<string, Record<Lang, string>>;

export type PaymentMessageKey = keyof typeof PAYMENT_MESSAGES;

export function paymentError(code: TErrorCode, key: PaymentMessageKey, field?: string): AppError {
  return AppError.localized(code, (lang) => {
    const message = PAYMENT_MESSAGES[key][lang];
    return field ? { message, details: { [field]: message } } : { message };
  });
}
