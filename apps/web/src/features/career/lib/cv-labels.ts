import type { TLanguage } from '@masar/contracts';

/**
 * Words printed inside a CV, in the CV's OWN language (an English CV previewed in the Arabic
 * interface keeps English headings), as the API prints them in the PDF.
 */
export const CV_LABELS: Record<
  TLanguage,
  Record<
    'summary' | 'experience' | 'education' | 'certifications' | 'skills' | 'languages' | 'links' | 'present',
    string
  >
> = {
  en: {
    summary: 'Summary',
    experience: 'Experience',
    education: 'Education',
    certifications: 'Certifications',
    skills: 'Skills',
    languages: 'Languages',
    links: 'Links',
    present: 'Present',
  },
  ar: {
    summary: 'الملخص المهني',
    experience: 'الخبرات',
    education: 'التعليم',
    certifications: 'الشهادات',
    skills: 'المهارات',
    languages: 'اللغات',
    links: 'الروابط',
    present: 'حتى الآن',
  },
};

export const CV_PROFICIENCY: Record<TLanguage, Record<string, string>> = {
  en: { native: 'Native', fluent: 'Fluent', advanced: 'Advanced', intermediate: 'Intermediate', basic: 'Basic' },
  ar: { native: 'اللغة الأم', fluent: 'بطلاقة', advanced: 'متقدم', intermediate: 'متوسط', basic: 'مبتدئ' },
};

const MONTHS: Record<TLanguage, string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  ar: ['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو', 'يوليو', 'أغسطس', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر'],
};

/** "2024-05" → "May 2024" / "مايو 2024"; Western digits in both, as in the printed CV. */
export function formatCvDate(value: string, lang: TLanguage): string {
  const [year, month] = value.split('-');
  if (!year) return '';
  return month ? `${MONTHS[lang][Number(month) - 1] ?? month} ${year}` : year;
}

export function formatCvRange(e: { from: string; to: string; stillWorking: boolean }, lang: TLanguage): string {
  const from = formatCvDate(e.from, lang);
  const to = e.stillWorking ? CV_LABELS[lang].present : formatCvDate(e.to, lang);
  return from && to ? `${from} – ${to}` : from || to;
}

export const cvDirection = (lang: TLanguage) => (lang === 'ar' ? 'rtl' : 'ltr');
