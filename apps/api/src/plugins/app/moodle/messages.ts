import type { TErrorCode } from '@masar/contracts';
import { AppError } from '../../../lib/app-error';
import type { Lang } from '../../../lib/error-messages';
import { MoodleError } from './moodle-client';

export const MOODLE_MESSAGES = {
  notConfigured: { en: 'Moodle is not configured', ar: 'لم يتم إعداد Moodle' },
  timeout: { en: 'Moodle did not answer in time.', ar: 'لم يستجب Moodle في الوقت المحدد.' },
  unreachable: { en: 'Moodle could not be reached.', ar: 'تعذّر الوصول إلى Moodle.' },
  invalid: { en: 'Moodle sent an answer that could not be read.', ar: 'أرسل Moodle ردًا تعذّرت قراءته.' },
  noSuchMoodleCourse: { en: 'There is no such course in Moodle.', ar: 'لا توجد دورة بهذا الرقم في Moodle.' },
} as const satisfies Record<string, Record<Lang, string>>;

export function moodleError(code: TErrorCode, key: keyof typeof MOODLE_MESSAGES, field?: string): AppError {
  return AppError.localized(code, (lang) => {
    const message = MOODLE_MESSAGES[key][lang];
    return field ? { message, details: { [field]: message } } : { message };
  });
}

/** 502 with Moodle's own message for its exceptions (PRODUCT.md section 7); ours for the rest. */
export function upstreamError(error: unknown): AppError {
  if (error instanceof MoodleError && error.kind === 'exception') {
    return new AppError('UPSTREAM_FAILED', error.message, error.errorcode ? { moodleErrorcode: error.errorcode } : undefined);
  }
  const kind = error instanceof MoodleError ? error.kind : 'unreachable';
  return moodleError('UPSTREAM_FAILED', kind === 'exception' ? 'invalid' : kind);
}
