import type { TCourseCategory, TCourseLevel, TCourseSort } from '@masar/contracts';

// The contracts' enums as plain arrays. A value import from '@masar/contracts' would bring zod and
// every schema into the catalog pages (~25 KB gzip); the types keep them in step, and a unit test
// compares them with the contracts.
export const CATEGORIES = [
  'AI',
  'Programming',
  'Data Science',
  'Design',
  'Business Management',
] as const satisfies readonly TCourseCategory[];
export const LEVELS = ['Beginner', 'Intermediate', 'Advanced'] as const satisfies readonly TCourseLevel[];
/** In the order SPEC section 4 lists them: Most Popular, Newest, Price low to high, Price high to low. */
export const SORTS = ['popular', 'newest', 'price_asc', 'price_desc'] as const satisfies readonly TCourseSort[];

export const COURSES_PAGE_SIZE = 12;

export function oneOf<T extends string>(values: readonly T[], value: string | null | undefined): T | undefined {
  return value != null && (values as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** Fraction digits of a currency (2 for EGP): prices travel in minor units. */
export function currencyDigits(currency: string) {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

export const toMinorUnits = (major: number, currency: string) => Math.round(major * 10 ** currencyDigits(currency));

/** Where "enrol now" and "subscribe now" lead: checkout of this one course (PRODUCT.md section 4). */
export const paymentHref = (courseId: string) => `/payment?course=${encodeURIComponent(courseId)}`;
