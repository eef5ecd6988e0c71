import type { TResumeData } from '@masar/contracts';
import { foldForMatch } from '../text/normalize';
import { listItems } from './entries';

type Proficiency = TResumeData['languages'][number]['proficiency'];

const LEVEL_WORDS: [Proficiency, string[]][] = [
  [
    'native',
    ['native', 'mother tongue', 'first language', 'اللغة الأم', 'لغة أم', 'الأم', 'اللغة الام', 'لغه ام', 'لغة الأم'],
  ],
  ['fluent', ['fluent', 'bilingual', 'fluency', 'طلاقة', 'بطلاقة', 'ممتاز', 'ممتازة']],
  [
    'advanced',
    ['advanced', 'proficient', 'professional', 'full professional', 'متقدم', 'متقدمة', 'جيد جدا', 'جيد جدًا'],
  ],
  ['intermediate', ['intermediate', 'good', 'conversational', 'working', 'متوسط', 'متوسطة', 'جيد']],
  ['basic', ['basic', 'beginner', 'elementary', 'limited', 'مبتدئ', 'أساسي', 'اساسي', 'مقبول']],
];
const LEVELS = LEVEL_WORDS.flatMap(([level, names]) => names.map((n) => [foldForMatch(n), level] as const)).sort(
  (a, b) => b[0].length - a[0].length,
);

export function parseLanguages(lines: string[]): TResumeData['languages'] {
  return listItems(lines)
    .map((item) => {
      const [name = '', ...rest] = item.split(/\s*[(:：—–-]\s*/);
      const tail = foldForMatch(rest.join(' ').replace(/[()]/g, ''));
      const level = LEVELS.find(([word]) => tail.includes(word))?.[1] ?? '';
      return { name: name.trim().slice(0, 60), proficiency: level };
    })
    .filter((l) => l.name && !LEVELS.some(([word]) => foldForMatch(l.name) === word));
}
