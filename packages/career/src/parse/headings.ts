import type { z } from 'zod';
import type { ZResumeSectionKind } from '@masar/contracts';
import { foldForMatch } from '../text/normalize';

type SectionKind = z.infer<typeof ZResumeSectionKind>;

/** Section headings in English and Arabic (as CVs write them), by kind. */
const HEADINGS: Record<SectionKind, string[]> = {
  summary: [
    'summary',
    'professional summary',
    'career summary',
    'profile',
    'professional profile',
    'about me',
    'about',
    'objective',
    'career objective',
    'personal statement',
    'executive summary',
    'الملخص',
    'ملخص',
    'الملخص المهني',
    'ملخص مهني',
    'نبذة',
    'نبذة عني',
    'نبذة شخصية',
    'نبذة مختصرة',
    'الهدف الوظيفي',
    'الهدف المهني',
    'الملف الشخصي',
    'عن نفسي',
    'الملف المهني',
  ],
  experience: [
    'experience',
    'work experience',
    'professional experience',
    'employment history',
    'work history',
    'career history',
    'employment',
    'relevant experience',
    'experience history',
    'work',
    'الخبرات',
    'الخبرة',
    'الخبرات العملية',
    'الخبرة العملية',
    'الخبرات المهنية',
    'الخبرة المهنية',
    'الخبرات الوظيفية',
    'الخبرة الوظيفية',
    'السجل الوظيفي',
    'التاريخ الوظيفي',
    'الخبرات السابقة',
    'العمل',
    'الوظائف السابقة',
    'الخبرة العمليه',
    'الخبرات العمليه',
  ],
  education: [
    'education',
    'academic background',
    'qualifications',
    'academic qualifications',
    'education and training',
    'educational background',
    'التعليم',
    'المؤهلات',
    'المؤهلات العلمية',
    'المؤهل العلمي',
    'التعليم والتدريب',
    'الدراسة',
    'التحصيل العلمي',
    'المؤهلات الدراسية',
    'المؤهل الدراسي',
    'المؤهلات الأكاديمية',
    'التعليم الأكاديمي',
  ],
  skills: [
    'skills',
    'technical skills',
    'core skills',
    'key skills',
    'core competencies',
    'competencies',
    'areas of expertise',
    'expertise',
    'skills and tools',
    'tools',
    'technologies',
    'soft skills',
    'hard skills',
    'المهارات',
    'المهارات التقنية',
    'المهارات الفنية',
    'المهارات الشخصية',
    'الكفاءات',
    'المهارات الأساسية',
    'المهارات والقدرات',
    'المهارات والأدوات',
    'الأدوات',
    'المهارات المهنية',
  ],
  certifications: [
    'certifications',
    'certificates',
    'certification',
    'licenses',
    'licenses and certifications',
    'courses',
    'training',
    'courses and certifications',
    'certifications and courses',
    'professional development',
    'الشهادات',
    'الشهادات المهنية',
    'الدورات',
    'الدورات التدريبية',
    'الشهادات والدورات',
    'الدورات والشهادات',
    'التدريب',
    'الشهادات الاحترافية',
  ],
  languages: ['languages', 'language skills', 'اللغات', 'اللغة', 'المهارات اللغوية'],
  links: [
    'links',
    'online profiles',
    'portfolio',
    'profiles',
    'social',
    'websites',
    'الروابط',
    'روابط',
    'الحسابات',
    'المواقع',
  ],
  projects: [
    'projects',
    'selected projects',
    'personal projects',
    'key projects',
    'المشاريع',
    'المشروعات',
    'أبرز المشاريع',
  ],
  other: [
    'interests',
    'hobbies',
    'volunteer',
    'volunteering',
    'volunteer experience',
    'references',
    'awards',
    'achievements',
    'publications',
    'contact',
    'contact information',
    'contact details',
    'personal information',
    'personal details',
    'activities',
    'الاهتمامات',
    'الهوايات',
    'العمل التطوعي',
    'التطوع',
    'المراجع',
    'الجوائز',
    'الإنجازات',
    'المنشورات',
    'معلومات الاتصال',
    'بيانات التواصل',
    'التواصل',
    'البيانات الشخصية',
    'معلومات شخصية',
    'الأنشطة',
    'معلومات التواصل',
  ],
};

const foldHeading = (text: string) =>
  foldForMatch(text)
    .replace(/[:：.\-–—|•*#_]+/g, ' ')
    .replace(/&/g, ' and ')
    .replace(/\s+/g, ' ')
    .trim();

const LOOKUP = new Map<string, SectionKind>();
for (const [kind, names] of Object.entries(HEADINGS) as [SectionKind, string[]][]) {
  for (const name of names) LOOKUP.set(foldHeading(name), kind);
}

function singleHeading(line: string): SectionKind | undefined {
  if (line.length > 48) return undefined;
  const folded = foldHeading(line);
  if (!folded || folded.split(' ').length > 5) return undefined;
  return LOOKUP.get(folded) ?? LOOKUP.get(folded.replace(/^(my|your) /, ''));
}

/**
 * The section a line opens, if it is a heading (short, and a known name in either language), or a
 * bilingual one: «الخبرات العملية | Experience», «Skills / المهارات».
 */
export function headingKind(line: string): SectionKind | undefined {
  if (line.length > 96 || /^\s*[•●▪◦‣∙·*–—-]\s/.test(line)) return undefined;
  const whole = singleHeading(line);
  if (whole) return whole;
  const halves = line.split(/\s+[|/–—-]\s+|\s*[|/]\s*/).filter((h) => h.trim() !== '');
  if (halves.length !== 2) return undefined;
  const [first, second] = halves.map(singleHeading);
  // both halves name the same section: a job line «Engineer | Experience Co» is not a heading
  return first !== undefined && first === second ? first : undefined;
}

/** The kinds an ATS expects to find in any CV. */
export const EXPECTED_SECTIONS: SectionKind[] = ['experience', 'education', 'skills'];
