import {
  QUIZ_MAX_QUESTIONS,
  QUIZ_MAX_RETAKE_WAIT_MINUTES,
  QUIZ_MAX_TIME_LIMIT_MINUTES,
  QUIZ_VALIDATION_EN,
  type TErrorCode,
  type TQuizValidationKey,
} from '@masar/contracts';
import { AppError } from '#src/lib/app-error';
import type { Lang } from '#src/lib/error-messages';
import type { ValidationCatalogue } from '#src/plugins/validation-messages';

/** Messages of the quiz calls (issue 20). `{{name}}` is filled per call. */
export const QUIZ_MESSAGES = {
  notAQuiz: { en: 'This lecture is not a quiz.', ar: 'هذه المحاضرة ليست اختبارًا.' },
  questionNotFound: { en: 'Question not found.', ar: 'السؤال غير موجود.' },
  attemptNotFound: { en: 'Attempt not found.', ar: 'المحاولة غير موجودة.' },
  attemptOpen: { en: 'This attempt has not been submitted yet.', ar: 'لم تُسلَّم هذه المحاولة بعد.' },
  noQuestions: { en: 'This quiz has no questions yet.', ar: 'لا توجد أسئلة في هذا الاختبار بعد.' },
  noAttemptsLeft: {
    en: 'You have used all the attempts this quiz allows.',
    ar: 'استنفدت كل المحاولات المسموح بها في هذا الاختبار.',
  },
  timeUp: {
    en: 'Time is up: this attempt closed when its time limit ended, so answers sent after it are not graded.',
    ar: 'انتهى الوقت: أُغلقت هذه المحاولة بانتهاء وقتها المحدد، فلا تُصحَّح الإجابات المرسلة بعده.',
  },
  retakeWait: {
    en: 'You can start your next attempt in {{wait}}.',
    ar: 'يمكنك بدء محاولتك التالية بعد {{wait}}.',
  },
  finalExamTaken: {
    en: 'This course already has a final exam. Unmark it first.',
    ar: 'لهذه الدورة اختبار نهائي بالفعل. ألغِ تحديده أولًا.',
  },
  importEmpty: { en: 'The file has no questions.', ar: 'لا يحتوي الملف على أسئلة.' },
  importTooMany: {
    en: 'A quiz holds at most {{max}} questions.',
    ar: 'يتسع الاختبار لـ {{max}} سؤال على الأكثر.',
  },
  importNotJson: {
    en: 'The file is not valid JSON: {{reason}}',
    ar: 'الملف ليس JSON صالحًا: {{reason}}',
  },
  importBadCsv: {
    en: 'The CSV file cannot be read: {{reason}}',
    ar: 'تعذرت قراءة ملف CSV: {{reason}}',
  },
  importRows: {
    en: 'Nothing was imported. Fix these rows and try again: {{rows}}',
    ar: 'لم يُستورد شيء. صحّح هذه الصفوف ثم أعد المحاولة: {{rows}}',
  },
  importSettings: {
    en: 'Nothing was imported: the settings are wrong ({{problem}}).',
    ar: 'لم يُستورد شيء: الإعدادات غير صحيحة ({{problem}}).',
  },
  importRow: { en: 'row {{row}}: {{problem}}', ar: 'الصف {{row}}: {{problem}}' },
  badKind: {
    en: 'type must be single, multiple or true_false',
    ar: 'يجب أن يكون النوع single أو multiple أو true_false',
  },
  badAnswer: {
    en: 'the answer names an option that does not exist',
    ar: 'الإجابة تشير إلى خيار غير موجود',
  },
  badTrueFalse: { en: 'the answer must be true or false', ar: 'يجب أن تكون الإجابة true أو false' },
} as const satisfies Record<string, Record<Lang, string>>;

export type QuizMessageKey = keyof typeof QUIZ_MESSAGES;

export function quizMessage(key: QuizMessageKey, lang: Lang, params: Record<string, string | number> = {}): string {
  return QUIZ_MESSAGES[key][lang].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

type Params = Record<string, string | number>;

export function quizError(
  code: TErrorCode,
  key: QuizMessageKey,
  params?: Params | ((lang: Lang) => Params),
  details?: Record<string, unknown>,
): AppError {
  return AppError.localized(code, (lang) => ({
    message: quizMessage(key, lang, typeof params === 'function' ? params(lang) : params),
    ...(details ? { details } : {}),
  }));
}

const QUIZ_VALIDATION_AR: Record<TQuizValidationKey, string> = {
  'quiz.validation.oneCorrect': 'حدد خيارًا صحيحًا واحدًا بالضبط',
  'quiz.validation.someCorrect': 'حدد خيارًا صحيحًا واحدًا على الأقل',
  'quiz.validation.optionsCount': 'أدخل من خيارين إلى 10 خيارات',
  'quiz.validation.passPercent': 'أدخل درجة نجاح من 0 إلى 100',
  'quiz.validation.maxAttempts': 'أدخل عدد محاولات من 1 إلى 100، أو اتركه فارغًا لعدد غير محدود',
  'quiz.validation.questionsPerAttempt': `أدخل عدد أسئلة من 1 إلى ${QUIZ_MAX_QUESTIONS}، أو اتركه فارغًا لكل الأسئلة`,
  'quiz.validation.timeLimit': `أدخل مدة من 1 إلى ${QUIZ_MAX_TIME_LIMIT_MINUTES} دقيقة، أو اتركها فارغة لاختبار بلا وقت محدد`,
  'quiz.validation.retakeWait': `أدخل مدة انتظار من 1 إلى ${QUIZ_MAX_RETAKE_WAIT_MINUTES} دقيقة، أو اتركها فارغة لعدم الانتظار`,
};

const isQuizKey = (key: string): key is TQuizValidationKey => key in QUIZ_VALIDATION_EN;

/** The quiz keys' field messages, added to the error handler's (plugins/validation-messages.ts). */
export const quizValidationMessages: ValidationCatalogue = (key, lang) => {
  if (!isQuizKey(key)) return undefined;
  return lang === 'ar' ? QUIZ_VALIDATION_AR[key] : QUIZ_VALIDATION_EN[key];
};
