import type { TErrorCode } from '@masar/contracts';
import { AppError } from '#src/lib/app-error';
import type { Lang } from '#src/lib/error-messages';

/** Messages of the learning, certificate and review calls. */
export const LEARNING_MESSAGES = {
  courseNotFound: { en: 'Course not found.', ar: 'الدورة غير موجودة.' },
  lectureNotFound: { en: 'Lecture not found.', ar: 'المحاضرة غير موجودة.' },
  notEnrolled: {
    en: 'This content is for learners enrolled in the course.',
    ar: 'هذا المحتوى متاح للمتعلمين المسجلين في الدورة فقط.',
  },
  reviewNeedsEnrolment: {
    en: 'Only learners enrolled in this course can review it.',
    ar: 'يمكن فقط للمتعلمين المسجلين في هذه الدورة تقييمها.',
  },
  reviewNotFound: { en: 'You have not reviewed this course.', ar: 'لم تقيّم هذه الدورة.' },
  noMedia: { en: 'This lecture has no file to play or download.', ar: 'لا يوجد ملف لهذه المحاضرة.' },
  mediaLinkExpired: {
    en: 'This media link has expired or is not valid. Reload the lecture.',
    ar: 'انتهت صلاحية رابط الملف أو أنه غير صالح. أعد تحميل المحاضرة.',
  },
  videoNeedsWatching: {
    en: 'A video lecture is completed by watching it.',
    ar: 'تكتمل محاضرة الفيديو بمشاهدتها.',
  },
  quizNeedsPassing: { en: 'A quiz is completed by passing it.', ar: 'يكتمل الاختبار باجتيازه.' },
  rangeOutsideLecture: {
    en: "Each watched range must start before it ends and lie within the lecture's length.",
    ar: 'يجب أن يبدأ كل مقطع مشاهَد قبل نهايته وأن يقع ضمن مدة المحاضرة.',
  },
  certificateNotFound: { en: 'Certificate not found.', ar: 'الشهادة غير موجودة.' },
} as const satisfies Record<string, Record<Lang, string>>;

export type LearningMessageKey = keyof typeof LEARNING_MESSAGES;

export function learningError(code: TErrorCode, key: LearningMessageKey): AppError {
  return AppError.localized(code, (lang) => ({ message: LEARNING_MESSAGES[key][lang] }));
}
