import type { TLanguage, TResumeData } from '@masar/contracts';

type CvLabel =
  | 'summary'
  | 'experience'
  | 'education'
  | 'certifications'
  | 'skills'
  | 'languages'
  | 'links'
  | 'present'
  | 'email'
  | 'phone'
  | 'address';

/** Headings and words printed in a CV, in the CV's own language. */
export const CV_LABELS: Record<TLanguage, Record<CvLabel, string>> = {
  en: {
    summary: 'Summary',
    experience: 'Experience',
    education: 'Education',
    certifications: 'Certifications',
    skills: 'Skills',
    languages: 'Languages',
    links: 'Links',
    present: 'Present',
    email: 'Email',
    phone: 'Phone',
    address: 'Address',
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
    email: 'البريد الإلكتروني',
    phone: 'الهاتف',
    address: 'العنوان',
  },
};

const MONTHS: Record<TLanguage, string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  ar: ['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو', 'يوليو', 'أغسطس', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر'],
};

export const PROFICIENCY: Record<TLanguage, Record<string, string>> = {
  en: { native: 'Native', fluent: 'Fluent', advanced: 'Advanced', intermediate: 'Intermediate', basic: 'Basic' },
  ar: { native: 'اللغة الأم', fluent: 'بطلاقة', advanced: 'متقدم', intermediate: 'متوسط', basic: 'مبتدئ' },
};

/** "2024-05" → "May 2024" / "مايو 2024"; a year stays a year. Western digits in both languages (ATS read them). */
export function formatDate(value: string, lang: TLanguage): string {
  const [year, month] = value.split('-');
  if (!year) return '';
  return month ? `${MONTHS[lang][Number(month) - 1]} ${year}` : year;
}

export function formatRange(
  e: Pick<TResumeData['experience'][number], 'from' | 'to' | 'stillWorking'>,
  lang: TLanguage,
): string {
  const from = formatDate(e.from, lang);
  const to = e.stillWorking ? CV_LABELS[lang].present : formatDate(e.to, lang);
  return from && to ? `${from} – ${to}` : from || to;
}

/** Description text → one achievement per line, bullets stripped. */
export const descriptionLines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.replace(/^\s*[•●▪◦*–-]\s*/, '').trim())
    .filter(Boolean);
