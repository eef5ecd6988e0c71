import type { TErrorCode } from '@masar/contracts';
import { AppError } from '#src/lib/app-error';
import type { Lang } from '#src/lib/error-messages';
import { MoodleError } from './moodle-client';

export const MOODLE_MESSAGES = {
  notConfigured: { en: 'Moodle is not configured', ar: 'لم يتم إعداد Moodle' },
  timeout: { en: 'Moodle did not answer in time.', ar: 'لم يستجب Moodle في الوقت المحدد.' },
  unreachable: { en: 'Moodle could not be reached.', ar: 'تعذّر الوصول إلى Moodle.' },
  invalid: { en: 'Moodle sent an answer that could not be read.', ar: 'أرسل Moodle ردًا تعذّرت قراءته.' },
  noSuchMoodleCourse: { en: 'There is no such course in Moodle.', ar: 'لا توجد دورة بهذا الرقم في Moodle.' },
} as const satisfies Record<string, Record<Lang, string>>;

/** What the admin can do about a failure we recognise (MOODLE-ANSWERS.md and Moodle's web service server). */
export const MOODLE_ADVICE = {
  maintenance: {
    en: 'Moodle is in maintenance mode. Wait until it is over, or turn it off in Moodle (Site administration > Server > Maintenance mode); failed steps are retried by themselves.',
    ar: 'Moodle في وضع الصيانة. انتظر حتى ينتهي، أو أوقفه من Moodle (إدارة الموقع > الخادم > وضع الصيانة)؛ تُعاد المحاولة تلقائيًا.',
  },
  webServicesOff: {
    en: 'Moodle refused the call: its web services or the REST protocol are turned off. In Moodle, turn on Site administration > Advanced features > Enable web services, and enable REST under Server > Web services > Manage protocols.',
    ar: 'رفض Moodle الطلب لأن خدمات الويب أو بروتوكول REST متوقفة فيه. فعّل من Moodle: إدارة الموقع > الميزات المتقدمة > تفعيل خدمات الويب، ثم فعّل REST من الخادم > خدمات الويب > إدارة البروتوكولات.',
  },
  invalidParameter: {
    en: "Moodle refused the values it was sent (invalid parameter). Check the learner's email in Moodle: another Moodle account may already use it, or Moodle may not accept it. Correct it there or in Masar, then retry.",
    ar: 'رفض Moodle القيم المُرسلة إليه (معامل غير صالح). تحقّق من البريد الإلكتروني للمتعلّم في Moodle: قد يكون مستخدمًا لحساب آخر أو غير مقبول فيه. صحّحه هناك أو في مسار، ثم أعد المحاولة.',
  },
  emailTooLong: {
    en: 'This email is longer than the 100 characters Moodle accepts. Create the Moodle account by hand with the username shown here and a shorter email, then retry: the sync will find it.',
    ar: 'هذا البريد الإلكتروني أطول من 100 حرف، وهو أقصى ما يقبله Moodle. أنشئ حساب Moodle يدويًا باسم المستخدم الظاهر هنا وبريد أقصر، ثم أعد المحاولة: ستعثر عليه المزامنة.',
  },
} as const satisfies Record<string, Record<Lang, string>>;
export type MoodleAdviceKey = keyof typeof MOODLE_ADVICE;

/** Our own failure code for an email Moodle cannot store (kept with the enrolment, like Moodle's errorcodes). */
export const EMAIL_TOO_LONG = 'emailtoolong';

/**
 * The code a failure is remembered by: Moodle's errorcode, `http<status>` for a refused request,
 * else the kind. Advice is looked up from it when the admin reads the list, in their language.
 */
export function failureCode(error: unknown): string | null {
  if (!(error instanceof MoodleError)) return null;
  if (error.errorcode) return error.errorcode;
  return error.status ? `http${error.status}` : error.kind;
}

export function adviceKey(code: string | null | undefined): MoodleAdviceKey | undefined {
  switch (code) {
    // Moodle's maintenance mode (a 503 may as well be a proxy's, so it keeps the plain words)
    case 'sitemaintenance':
      return 'maintenance';
    // webservice/rest/server.php answers a bare 403 when web services or REST are off
    case 'http403':
      return 'webServicesOff';
    case 'invalidparameter':
      return 'invalidParameter';
    case EMAIL_TOO_LONG:
      return 'emailTooLong';
    case null:
    case undefined:
    default:
      return undefined;
  }
}

export const adviceFor = (code: string | null | undefined, lang: Lang): string | null => {
  const key = adviceKey(code);
  return key ? MOODLE_ADVICE[key][lang] : null;
};

export function moodleError(code: TErrorCode, key: keyof typeof MOODLE_MESSAGES, field?: string): AppError {
  return AppError.localized(code, (lang) => {
    const message = MOODLE_MESSAGES[key][lang];
    const details = {
      ...(field ? { [field]: message } : {}),
      ...(key === 'notConfigured' ? { cause: 'configuration' } : {}),
    };
    return Object.keys(details).length ? { message, details } : { message };
  });
}

/**
 * Did the site's setup cause it (the token, the service's functions, the web services switch, a
 * wrong URL), rather than a passing outage? Visitors then get kinder words than Moodle's.
 */
function isConfiguration(error: MoodleError): boolean {
  if (error.kind === 'exception' || error.kind === 'invalid') return error.errorcode !== 'sitemaintenance';
  return error.status !== undefined && error.status >= 400 && error.status < 500;
}

/**
 * 502 with Moodle's own message for its exceptions (PRODUCT.md section 7); ours for the rest.
 * A failure we know how to fix carries the advice first, Moodle's words after it.
 */
export function upstreamError(error: unknown): AppError {
  const moodle = error instanceof MoodleError ? error : new MoodleError('unreachable', String(error));
  const code = failureCode(moodle);
  const cause = isConfiguration(moodle) ? { cause: 'configuration' } : {};
  const details = { ...(moodle.errorcode ? { moodleErrorcode: moodle.errorcode } : {}), ...cause };
  const own = (lang: Lang) => (moodle.kind === 'exception' ? moodle.message : MOODLE_MESSAGES[moodle.kind][lang]);
  return AppError.localized('UPSTREAM_FAILED', (lang) => {
    const advice = adviceFor(code, lang);
    const message = advice ? `${advice} (${own(lang)})` : own(lang);
    return Object.keys(details).length ? { message, details } : { message };
  });
}
