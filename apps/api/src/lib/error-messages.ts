import type { TErrorCode } from '@masar/contracts';

export type Lang = 'ar' | 'en';

const MESSAGES: Record<TErrorCode, Record<Lang, string>> = {
  VALIDATION_FAILED: { en: 'Some fields are not valid.', ar: 'بعض الحقول غير صالحة.' },
  UNAUTHENTICATED: { en: 'Please sign in to continue.', ar: 'يرجى تسجيل الدخول للمتابعة.' },
  TOKEN_EXPIRED: { en: 'Your session has expired.', ar: 'انتهت صلاحية الجلسة.' },
  FORBIDDEN: { en: 'You are not allowed to do this.', ar: 'غير مسموح لك بهذا الإجراء.' },
  NOT_FOUND: { en: 'Not found.', ar: 'غير موجود.' },
  ROUTE_NOT_FOUND: { en: 'This API route does not exist.', ar: 'مسار الواجهة البرمجية هذا غير موجود.' },
  CONFLICT: { en: 'This conflicts with existing data.', ar: 'يتعارض هذا مع بيانات موجودة.' },
  PAYLOAD_TOO_LARGE: { en: 'The request is too large.', ar: 'حجم الطلب كبير جدًا.' },
  UNSUPPORTED_MEDIA_TYPE: { en: 'This content type is not supported.', ar: 'نوع المحتوى هذا غير مدعوم.' },
  RATE_LIMITED: { en: 'Too many requests. Please try again later.', ar: 'طلبات كثيرة جدًا. حاول مرة أخرى لاحقًا.' },
  CSRF_INVALID: {
    en: 'Security check failed. Reload the page and try again.',
    ar: 'فشل التحقق الأمني. أعد تحميل الصفحة وحاول مرة أخرى.',
  },
  UPSTREAM_FAILED: { en: 'An external service failed.', ar: 'تعذر الاتصال بخدمة خارجية.' },
  SERVICE_UNAVAILABLE: { en: 'The service is temporarily unavailable.', ar: 'الخدمة غير متاحة مؤقتًا.' },
  INTERNAL_ERROR: { en: 'Something went wrong. Please try again.', ar: 'حدث خطأ ما. يرجى المحاولة مرة أخرى.' },
};

export const MALFORMED_JSON: Record<Lang, string> = {
  en: 'The request body is not valid JSON.',
  ar: 'محتوى الطلب ليس JSON صالحًا.',
};

export function errorMessage(code: TErrorCode, lang: Lang): string {
  return MESSAGES[code][lang];
}
