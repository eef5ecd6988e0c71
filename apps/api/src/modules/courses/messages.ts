import type { TErrorCode } from '@masar/contracts';
import { AppError } from '#src/lib/app-error';
import type { Lang } from '#src/lib/error-messages';

/** Messages of the course, outline and trainer calls (uploads: plugins/storage/messages.ts). `{{name}}` is filled per call. */
export const CATALOG_MESSAGES = {
  courseNotFound: { en: 'Course not found.', ar: 'الدورة غير موجودة.' },
  trainerNotFound: { en: 'Trainer not found.', ar: 'المدرب غير موجود.' },
  unitNotFound: { en: 'Unit not found.', ar: 'الوحدة غير موجودة.' },
  sectionNotFound: { en: 'Section not found.', ar: 'القسم غير موجود.' },
  lectureNotFound: { en: 'Lecture not found.', ar: 'المحاضرة غير موجودة.' },
  syllabusNotFound: { en: 'This course has no syllabus yet.', ar: 'لا يوجد منهج لهذه الدورة بعد.' },
  notAPreview: {
    en: 'This lecture is not a free preview. Enrol in the course to watch it.',
    ar: 'هذه المحاضرة ليست معاينة مجانية. سجّل في الدورة لمشاهدتها.',
  },
  unknownTrainer: { en: 'Choose an existing trainer.', ar: 'اختر مدربًا موجودًا.' },
  publishNeedsLecture: {
    en: 'Add at least one lecture before publishing this course.',
    ar: 'أضف محاضرة واحدة على الأقل قبل نشر هذه الدورة.',
  },
  publishNeedsMedia: {
    en: 'Upload the file of every video and PDF lecture before publishing. Missing: {{lectures}}.',
    ar: 'ارفع ملف كل محاضرة فيديو وPDF قبل النشر. الناقصة: {{lectures}}.',
  },
  moreLectures: { en: '{{count}} more', ar: '{{count}} أخرى' },
  publishedNeedsLecture: {
    en: 'A published course must keep at least one lecture. Unpublish it first to remove its last lecture.',
    ar: 'يجب أن تحتفظ الدورة المنشورة بمحاضرة واحدة على الأقل. ألغِ نشرها أولًا لحذف آخر محاضرة فيها.',
  },
  courseHasLearners: {
    en: 'This course has learners or orders, so it cannot be deleted. Unpublish it instead.',
    ar: 'لا يمكن حذف هذه الدورة لأن لها متعلمين أو طلبات شراء. ألغِ نشرها بدلًا من ذلك.',
  },
  sectionOfOtherCourse: {
    en: 'A lecture can only move to a section of the same course.',
    ar: 'يمكن نقل المحاضرة إلى قسم في الدورة نفسها فقط.',
  },
} as const satisfies Record<string, Record<Lang, string>>;

export type CatalogMessageKey = keyof typeof CATALOG_MESSAGES;

export function catalogMessage(
  key: CatalogMessageKey,
  lang: Lang,
  params: Record<string, string | number> = {},
): string {
  return CATALOG_MESSAGES[key][lang].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

/** An error with one of the messages above; `field` also names it in `details`. */
export function catalogError(
  code: TErrorCode,
  key: CatalogMessageKey,
  opts: { field?: string; params?: Record<string, string | number> } = {},
): AppError {
  return AppError.localized(code, (lang) => {
    const message = catalogMessage(key, lang, opts.params);
    return opts.field ? { message, details: { [opts.field]: message } } : { message };
  });
}

export const notFound = (key: CatalogMessageKey) => catalogError('NOT_FOUND', key);

/** the titles a message names before it counts the rest */
const NAMED_LECTURES = 5;
const QUOTES: Record<Lang, [string, string]> = { en: ['\u201c', '\u201d'], ar: ['\u00ab', '\u00bb'] };

/** 409 on publishing: names the lectures without a file (the first five, then how many more). */
export function lecturesWithoutMediaError(lectures: Array<{ id: string; title: string }>): AppError {
  return AppError.localized('CONFLICT', (lang) => {
    const [open, close] = QUOTES[lang];
    const names = lectures.slice(0, NAMED_LECTURES).map((l) => `${open}${l.title}${close}`);
    const rest = lectures.length - names.length;
    if (rest > 0) names.push(catalogMessage('moreLectures', lang, { count: rest }));
    const message = catalogMessage('publishNeedsMedia', lang, {
      lectures: new Intl.ListFormat(lang, { type: 'conjunction' }).format(names),
    });
    return { message, details: { status: message, lectureIds: lectures.map((l) => l.id) } };
  });
}
