import {
  MAX_PRICE_MINOR,
  VALIDATION,
  ZCourseCategory,
  ZCourseLevel,
  ZLanguage,
  type TCourseDetails,
} from '@masar/contracts';
import { z } from 'zod';

/** Fraction digits of the currency (2 for EGP: prices are typed in pounds, sent in piastres). */
export function minorDigits(currency: string) {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

const PRICE = /^\d+(\.\d+)?$/;

/** Arabic-Indic and Persian digits and the Arabic decimal separator, as ASCII. */
export function normalizeDigits(text: string) {
  return text
    .trim()
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/\u066B/g, '.');
}

/** The form's own shape: the price as typed (major units), the learning points as rows. */
const ZCourseFormBase = z.object({
  title: z.string().trim().min(1, VALIDATION.required).max(200, VALIDATION.tooLong),
  description: z.string().trim().max(10_000, VALIDATION.tooLong),
  category: ZCourseCategory,
  level: ZCourseLevel,
  language: ZLanguage,
  price: z.string().refine((price) => PRICE.test(normalizeDigits(price)), VALIDATION.priceInvalid),
  trainerId: z.string(),
  whatYouWillLearn: z
    .array(z.object({ text: z.string().trim().min(1, VALIDATION.required).max(300, VALIDATION.tooLong) }))
    .max(30),
});
export type TCourseFormValues = z.infer<typeof ZCourseFormBase>;

/** The form's rules for prices in `currency`: no more decimals than it has, within the contract's bound. */
export function courseFormSchema(currency: string) {
  return ZCourseFormBase.extend({
    price: ZCourseFormBase.shape.price.refine(
      (price) => toMinorUnits(price, currency) !== null,
      VALIDATION.priceInvalid,
    ),
  });
}

/** The price in minor units, or null when it has too many decimals or is out of range. */
export function toMinorUnits(price: string, currency: string): number | null {
  const digits = minorDigits(currency);
  const text = normalizeDigits(price);
  if (!PRICE.test(text)) return null;
  const [, fraction = ''] = text.split('.');
  if (fraction.length > digits) return null;
  const minor = Math.round(Number(text) * 10 ** digits);
  return Number.isSafeInteger(minor) && minor >= 0 && minor <= MAX_PRICE_MINOR ? minor : null;
}

/** What the form sends: fits both POST /Courses and PATCH /courses/{id}. */
export type TCourseBody = Omit<TCourseFormValues, 'price' | 'trainerId' | 'whatYouWillLearn'> & {
  price: number;
  trainerId: string | null;
  whatYouWillLearn: string[];
};

export function toCourseRequest(values: TCourseFormValues, price: number): TCourseBody {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    category: values.category,
    level: values.level,
    language: values.language,
    price,
    trainerId: values.trainerId || null,
    whatYouWillLearn: values.whatYouWillLearn.map((row) => row.text.trim()),
  };
}

export function toFormValues(course: TCourseDetails | null, language: 'ar' | 'en'): TCourseFormValues {
  if (!course) {
    return {
      title: '',
      description: '',
      category: 'Programming',
      level: 'Beginner',
      language,
      price: '0',
      trainerId: '',
      whatYouWillLearn: [],
    };
  }
  const digits = minorDigits(course.price.currency);
  return {
    title: course.title,
    description: course.description,
    category: course.category,
    level: course.level,
    language: course.language,
    price: String(course.price.amount / 10 ** digits),
    trainerId: course.trainer?._id ?? '',
    whatYouWillLearn: course.whatYouWillLearn.map((text) => ({ text })),
  };
}
