import type { TErrorCode } from '@masar/contracts';
import { AppError } from '#src/lib/app-error';
import type { Lang } from '#src/lib/error-messages';

/** Messages of the upload and file-serving infrastructure, whichever module's files. `{{name}}` is filled per call. */
export const UPLOAD_MESSAGES = {
  fileNotFound: { en: 'File not found.', ar: 'الملف غير موجود.' },
  notMultipart: {
    en: 'Send the file as multipart/form-data in a field named "file".',
    ar: 'أرسل الملف بصيغة multipart/form-data في حقل باسم "file".',
  },
  fileMissing: { en: 'Choose a file to upload.', ar: 'اختر ملفًا لرفعه.' },
  uploadUnreadable: {
    en: 'The upload could not be read. Please try again.',
    ar: 'تعذرت قراءة الملف المرفوع. يرجى المحاولة مرة أخرى.',
  },
  imageType: { en: 'The image must be a JPEG, PNG or WebP file.', ar: 'يجب أن تكون الصورة بصيغة JPEG أو PNG أو WebP.' },
  pdfType: { en: 'The file must be a PDF document.', ar: 'يجب أن يكون الملف مستند PDF.' },
  videoType: { en: 'The video must be an MP4 or WebM file.', ar: 'يجب أن يكون الفيديو بصيغة MP4 أو WebM.' },
  /** max: the limit as the site writes a file size (5 MB / 5 ميجابايت, 256 KB) */
  fileTooLarge: {
    en: 'The file is too large. The limit is {{max}}.',
    ar: 'الملف كبير جدًا. الحد الأقصى {{max}}.',
  },
  rangeNotSatisfiable: {
    en: 'The requested byte range is outside the file.',
    ar: 'نطاق البايتات المطلوب خارج حدود الملف.',
  },
} as const satisfies Record<string, Record<Lang, string>>;

export type UploadMessageKey = keyof typeof UPLOAD_MESSAGES;

export function uploadMessage(key: UploadMessageKey, lang: Lang, params: Record<string, string | number> = {}): string {
  return UPLOAD_MESSAGES[key][lang].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

/** An error with one of the messages above; `field` also names it in `details`. */
export function uploadError(code: TErrorCode, key: UploadMessageKey, opts: { field?: string } = {}): AppError {
  return AppError.localized(code, (lang) => {
    const message = uploadMessage(key, lang);
    return opts.field ? { message, details: { [opts.field]: message } } : { message };
  });
}

/** The 404 of a stored file that is not there (or a key that cannot be one). */
export const fileNotFound = () => uploadError('NOT_FOUND', 'fileNotFound');
