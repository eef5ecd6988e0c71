import type { TErrorCode } from '@masar/contracts';
import { AppError } from '#src/lib/app-error';
import type { Lang } from '#src/lib/error-messages';

/** Messages of the dashboard's insight calls, and the column names of its CSV files. */
export const INSIGHT_MESSAGES = {
  customRangeNeedsDates: {
    en: 'A custom range needs a start and an end date.',
    ar: 'يحتاج النطاق المخصص إلى تاريخ بداية وتاريخ نهاية.',
  },
  badDate: { en: 'Enter a valid date (YYYY-MM-DD).', ar: 'أدخل تاريخًا صالحًا (YYYY-MM-DD).' },
  rangeReversed: {
    en: 'The end date must not come before the start date.',
    ar: 'يجب ألا يسبق تاريخ النهاية تاريخ البداية.',
  },
  rangeTooLong: { en: 'A range may cover at most 731 days.', ar: 'لا يتجاوز النطاق 731 يومًا.' },
  courseNotFound: { en: 'Course not found.', ar: 'الدورة غير موجودة.' },
} as const satisfies Record<string, Record<Lang, string>>;

export type InsightMessageKey = keyof typeof INSIGHT_MESSAGES;

export function insightError(key: InsightMessageKey, field?: string, code: TErrorCode = 'VALIDATION_FAILED'): AppError {
  return AppError.localized(code, (lang) => {
    const message = INSIGHT_MESSAGES[key][lang];
    return field ? { message, details: { [field]: message } } : { message };
  });
}

/** CSV column names, per language */
export const CSV_COLUMNS = {
  bucket: { en: 'Period start', ar: 'بداية الفترة' },
  revenue: { en: 'Revenue (EGP)', ar: 'الإيرادات (ج.م)' },
  test: { en: 'Test payments (EGP)', ar: 'مدفوعات تجريبية (ج.م)' },
  paymob: { en: 'Paymob (EGP)', ar: 'باي موب (ج.م)' },
  fawry: { en: 'Fawry (EGP)', ar: 'فوري (ج.م)' },
  stripe: { en: 'Stripe (EGP)', ar: 'سترايب (ج.م)' },
  refundDue: { en: 'Refund due (EGP)', ar: 'مستحق الاسترداد (ج.م)' },
  refunded: { en: 'Refunded (EGP)', ar: 'مُسترَد (ج.م)' },
  paidEnrolments: { en: 'Paid enrolments', ar: 'اشتراكات مدفوعة' },
  freeEnrolments: { en: 'Free enrolments', ar: 'اشتراكات مجانية' },
  signUps: { en: 'Sign-ups', ar: 'التسجيلات الجديدة' },
  confirmed: { en: 'Confirmed e-mails', ar: 'البريد المؤكَّد' },
  activeLearners: { en: 'Active learners', ar: 'المتعلمون النشطون' },
  course: { en: 'Course', ar: 'الدورة' },
  views: { en: 'Course page views', ar: 'مشاهدات صفحة الدورة' },
  checkouts: { en: 'Checkouts started', ar: 'عمليات شراء بدأت' },
  paid: { en: 'Paid', ar: 'مدفوعة' },
  allCourses: { en: 'All courses', ar: 'كل الدورات' },
  enrolments: { en: 'Enrolments in the range', ar: 'الاشتراكات في النطاق' },
  learners: { en: 'Learners (all time)', ar: 'المتعلمون (الإجمالي)' },
  averageProgress: { en: 'Average progress (%)', ar: 'متوسط التقدم (%)' },
  completionRate: { en: 'Completion rate (%)', ar: 'نسبة الإتمام (%)' },
  certificates: { en: 'Certificates', ar: 'الشهادات' },
  rating: { en: 'Rating', ar: 'التقييم' },
  ratingsCount: { en: 'Ratings', ar: 'عدد التقييمات' },
  examPassRate: { en: 'Exam pass rate (%)', ar: 'نسبة النجاح في الاختبار (%)' },
  band: { en: 'Progress', ar: 'التقدم' },
  position: { en: 'Lecture no.', ar: 'رقم المحاضرة' },
  lecture: { en: 'Lecture', ar: 'المحاضرة' },
  stopped: { en: 'Learners who stopped here', ar: 'المتعلمون الذين توقفوا هنا' },
} as const satisfies Record<string, Record<Lang, string>>;

export type CsvColumn = keyof typeof CSV_COLUMNS;
