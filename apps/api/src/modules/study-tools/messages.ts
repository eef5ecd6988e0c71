import type { TErrorCode } from '@masar/contracts';
import { AppError } from '#src/lib/app-error';
import type { Lang } from '#src/lib/error-messages';

/** Messages of the notes, questions and captions calls (issue 20). `{{name}}` is filled per call. */
export const STUDY_TOOLS_MESSAGES = {
  noteNotFound: { en: 'Note not found.', ar: 'الملاحظة غير موجودة.' },
  questionNotFound: { en: 'Question not found.', ar: 'السؤال غير موجود.' },
  captionsNotFound: {
    en: 'This lecture has no captions in that language.',
    ar: 'لا توجد ترجمة مصاحبة لهذه المحاضرة بهذه اللغة.',
  },
  captionsNeedVideo: {
    en: 'Captions can be added to video lectures only.',
    ar: 'يمكن إضافة الترجمة المصاحبة لمحاضرات الفيديو فقط.',
  },
  captionsInvalid: {
    en: 'The file is not valid WebVTT: {{reason}}',
    ar: 'الملف ليس بصيغة WebVTT صالحة: {{reason}}',
  },
  captionsNoHeader: { en: 'it must begin with the line "WEBVTT".', ar: 'يجب أن يبدأ بالسطر «WEBVTT».' },
  captionsNoCues: { en: 'it has no cues.', ar: 'لا يحتوي على أي مقطع.' },
  captionsLine: {
    en: 'line {{line}}: {{message}}',
    ar: 'السطر {{line}}: {{message}}',
  },
  captionsEncoding: { en: 'it must be UTF-8 text.', ar: 'يجب أن يكون نصًا بترميز UTF-8.' },
} as const satisfies Record<string, Record<Lang, string>>;

export type StudyToolsMessageKey = keyof typeof STUDY_TOOLS_MESSAGES;

export function studyToolsMessage(
  key: StudyToolsMessageKey,
  lang: Lang,
  params: Record<string, string | number> = {},
): string {
  return STUDY_TOOLS_MESSAGES[key][lang].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

export function studyToolsError(code: TErrorCode, key: StudyToolsMessageKey): AppError {
  return AppError.localized(code, (lang) => ({ message: studyToolsMessage(key, lang) }));
}
