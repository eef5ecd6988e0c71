import { CAREER_VALIDATION_EN, type TCareerValidationKey, type TErrorCode } from '@masar/contracts';
import { AppError } from '#src/lib/app-error';
import type { Lang } from '#src/lib/error-messages';
import type { ValidationCatalogue } from '#src/plugins/validation-messages';

/** Errors of the career API, in both languages. */
export const CAREER_MESSAGES = {
  fileRequired: { en: 'Choose a PDF or Word (DOCX) file to upload.', ar: 'اختر ملف PDF أو Word ‏(DOCX) لرفعه.' },
  fileTooLarge: {
    en: 'The file is larger than 10 MB. Upload a smaller PDF or DOCX.',
    ar: 'حجم الملف أكبر من 10 ميجابايت. ارفع ملف PDF أو DOCX أصغر.',
  },
  fileType: { en: 'Only PDF and Word (DOCX) files can be reviewed.', ar: 'يمكن مراجعة ملفات PDF وWord ‏(DOCX) فقط.' },
  notMultipart: {
    en: 'Send the CV as multipart/form-data with a "file" field.',
    ar: 'أرسل السيرة الذاتية بصيغة multipart/form-data في حقل "file".',
  },
  noText: {
    en: 'This PDF has no text we can read: it looks like a scanned image. Export your CV from Word or Google Docs as PDF (or upload the DOCX) and try again.',
    ar: 'لا يحتوي ملف PDF هذا على نص يمكن قراءته، ويبدو أنه صورة ممسوحة ضوئيًا. صدّر سيرتك الذاتية من Word أو Google Docs بصيغة PDF (أو ارفع ملف DOCX) ثم حاول مرة أخرى.',
  },
  unreadable: {
    en: 'This file could not be read. It may be damaged or password-protected.',
    ar: 'تعذرت قراءة هذا الملف. ربما يكون تالفًا أو محميًا بكلمة مرور.',
  },
  unpacksTooLarge: {
    en: 'This Word file unpacks to far more than a CV holds (over 20 MB of content). Save it again without embedded files, or export it as PDF, and try again.',
    ar: 'يحتوي ملف Word هذا بعد فك ضغطه على أكثر بكثير مما تحتويه سيرة ذاتية (أكثر من 20 ميجابايت من المحتوى). احفظه مرة أخرى دون ملفات مضمّنة، أو صدّره بصيغة PDF، ثم حاول مرة أخرى.',
  },
  tooComplex: {
    en: 'Reading this file took more time or memory than a CV should. Save it again from Word or Google Docs (or export it as PDF) and try again.',
    ar: 'استغرقت قراءة هذا الملف وقتًا أو ذاكرة أكثر مما تحتاجه سيرة ذاتية. احفظه مرة أخرى من Word أو Google Docs (أو صدّره بصيغة PDF) ثم حاول مرة أخرى.',
  },
  jobDescriptionFileType: {
    en: 'Upload the job description as a PDF, Word (DOCX) or text (TXT) file, or paste it.',
    ar: 'ارفع الوصف الوظيفي بصيغة PDF أو Word ‏(DOCX) أو نص (TXT)، أو الصقه.',
  },
  roleNotFound: { en: 'This role is not in the list.', ar: 'هذا الدور الوظيفي غير موجود في القائمة.' },
  interviewComplete: { en: 'This interview session is already complete.', ar: 'اكتملت جلسة المقابلة هذه بالفعل.' },
  nothingAnswered: {
    en: 'Answer at least one question before finishing.',
    ar: 'أجب عن سؤال واحد على الأقل قبل الإنهاء.',
  },
  targetMissing: { en: 'This part of the CV does not exist.', ar: 'هذا الجزء غير موجود في السيرة الذاتية.' },
  printerUnavailable: {
    en: 'PDF printing is not available on this server right now. Download the DOCX instead.',
    ar: 'طباعة ملفات PDF غير متاحة على هذا الخادم الآن. نزّل ملف DOCX بدلًا منه.',
  },
  copySuffix: { en: '(copy)', ar: '(نسخة)' },
  untitled: { en: 'My CV', ar: 'سيرتي الذاتية' },
  enhancedSuffix: { en: '(enhanced)', ar: '(محسّنة)' },
} as const satisfies Record<string, Record<Lang, string>>;

export type CareerMessageKey = keyof typeof CAREER_MESSAGES;

export const careerMessage = (key: CareerMessageKey, lang: Lang) => CAREER_MESSAGES[key][lang];

/** An error with one of the messages above; `field` names it in `details`, with extra details. */
export function careerError(
  code: TErrorCode,
  key: CareerMessageKey,
  field?: string,
  extra: Record<string, unknown> = {},
): AppError {
  return AppError.localized(code, (lang) => {
    const message = careerMessage(key, lang);
    return field
      ? { message, details: { [field]: message, ...extra } }
      : { message, ...(Object.keys(extra).length ? { details: extra } : {}) };
  });
}

/** Arabic values of the career validation keys (English in the contracts). */
export const CAREER_VALIDATION_AR: Record<TCareerValidationKey, string> = {
  'career.validation.required': 'هذا الحقل مطلوب',
  'career.validation.tooLong': 'هذا النص أطول من المسموح',
  'career.validation.tooMany': 'عدد العناصر أكبر من المسموح',
  'career.validation.emailInvalid': 'عنوان البريد الإلكتروني غير صالح',
  'career.validation.phoneInvalid': 'أدخل رقم هاتف مثل ‎+20 10 1234 5678',
  'career.validation.urlInvalid': 'أدخل رابطًا كاملًا يبدأ بـ https://',
  'career.validation.monthInvalid': 'أدخل سنة (2024) أو شهرًا (2024-05)',
  'career.validation.endBeforeStart': 'تاريخ الانتهاء قبل تاريخ البدء',
  'career.validation.nothingToChange': 'لا يوجد ما يتم تغييره',
  'career.validation.oneSource': 'حدد مصدرًا واحدًا فقط: سيرة ذاتية محفوظة أو مراجعة',
  'career.validation.jobDescriptionTooShort': 'الصق الوصف الوظيفي كاملًا: هذا النص أقصر من أن نطابق عليه',
  'career.validation.jobDescriptionTooLong': 'الوصف الوظيفي أطول من المسموح: الصق 20000 حرف على الأكثر',
  'career.validation.answerRequired': 'اكتب إجابة أولًا',
};

const isCareerValidationKey = (key: string): key is TCareerValidationKey => key in CAREER_VALIDATION_EN;

/** The career keys' field messages, added to the error handler's (plugins/validation-messages.ts). */
export const careerValidationMessages: ValidationCatalogue = (key, lang) => {
  if (!isCareerValidationKey(key)) return undefined;
  return lang === 'ar' ? CAREER_VALIDATION_AR[key] : CAREER_VALIDATION_EN[key];
};
