import { describe, expect, it } from 'vitest';
import { defined } from '@masar/contracts/defined';
import { REVIEW_TEXTS, reviewTexts } from '@masar/career/review-messages';
import { foldForMatch, words } from '@masar/career/text/normalize';
import { counted } from '@masar/career/text/plural';
import { opensWeakly, opensWithStrongVerb, usesFirstPerson } from '@masar/career/text/verbs';

describe('career engine: words match with or without diacritics and tatweel', () => {
  it('knows Arabic action verbs written with diacritics', () => {
    for (const verb of ['خفّضت', 'قُدت', 'طوّرت', 'حسّنتُ', 'أدرتُ', 'بنَيتُ', 'خفّضـت'])
      expect(opensWithStrongVerb(`${verb} زمن التسليم بنسبة 20%`), verb).toBe(true);
    expect(opensWithStrongVerb('العمل على المشاريع')).toBe(false);
  });

  it('finds weak openers and the first person through diacritics', () => {
    expect(opensWeakly('مسؤولٌ عن إدارة الفريق')).toBe(true);
    expect(opensWeakly('مسـؤول عن إدارة الفريق')).toBe(true);
    expect(usesFirstPerson('أَنا مهندس برمجيات')).toBe(true);
  });

  it('keeps marked words whole and folds them like their plain spelling', () => {
    expect(words('خفّضت التكلفة')).toEqual(['خفّضت', 'التكلفة']);
    expect(foldForMatch('العمل تحت الضّغط')).toBe(foldForMatch('العمل تحت الضغط'));
  });
});

describe('career engine: counted messages agree with their numbers', () => {
  const COUNTS = [0, 1, 2, 3, 11, 100];
  const placeholders = (code: string) =>
    Object.values(defined(REVIEW_TEXTS[code]))
      .flatMap((t) => [t.reason, t.fix])
      .flatMap((s) => [...s.matchAll(/\{\{(\w+)(?::(\w+))?\}\}/g)].map((m) => ({ name: defined(m[1]), noun: m[2] })));

  it('writes Arabic nouns in the six plural forms and English ones in two', () => {
    expect(COUNTS.map((n) => counted('ar', n, 'word'))).toEqual([
      '0 كلمة',
      'كلمة واحدة',
      'كلمتان',
      '3 كلمات',
      '11 كلمةً',
      '100 كلمة',
    ]);
    expect(counted('ar', 10, 'word')).toBe('10 كلمات');
    expect(counted('ar', 103, 'word')).toBe('103 كلمات');
    expect(COUNTS.map((n) => counted('en', n, 'skill'))).toEqual([
      '0 skills',
      '1 skill',
      '2 skills',
      '3 skills',
      '11 skills',
      '100 skills',
    ]);
  });

  it('renders every review message with counts 0, 1, 2, 3, 11 and 100 in both languages', () => {
    for (const code of Object.keys(REVIEW_TEXTS)) {
      const fields = placeholders(code);
      for (const count of COUNTS) {
        const params: Record<string, string | number> = { section: 'skills', detail: 'religion' };
        for (const { name, noun } of fields)
          params[name] ??= noun || /^(count|words|pages|jobs|percent)$/.test(name) ? count : 'Excel';
        for (const lang of ['ar', 'en'] as const) {
          const { reason, fix } = reviewTexts(code, params, lang);
          const text = `${reason} ${fix}`;
          const where = `${code} ${lang} ${count}: ${text}`;
          expect(text, where).not.toMatch(/\{\{|\}\}/);
          if (lang === 'ar') {
            expect(text, where).not.toMatch(/[“”"]/);
            // one and two are words in Arabic counting, never «1 أسطر» or «2 كلمة»
            expect(text, where).not.toMatch(/(?<![\d.,+])[12] [\u0621-\u064A]/);
            // 3-10 take the plural, 11-99 the singular: «10 كلمة» and «11 كلمات» are both wrong
            expect(text, where).not.toMatch(
              /(?<![\d.,+])(?:[3-9]|10) (?:كلمة|صفحة|مهارة|وظيفة|إنجاز)(?![\u0621-\u064A])/,
            );
            expect(text, where).not.toMatch(/(?<![\d.,+])[1-9]\d (?:كلمات|صفحات|مهارات|وظائف|إنجازات)/);
          } else {
            expect(text, where).not.toMatch(/(?<![\d.,+])1 (?:[a-z]+ )?[a-z]+s\b/);
            expect(text, where).not.toMatch(/(?<![\d.,+%])(?:0|[2-9]|\d\d+) (?:word|page|skill|job|glyph|line)\b(?!s)/);
          }
        }
      }
    }
  });

  it('phrases the counted Arabic messages in agreeing forms', () => {
    expect(reviewTexts('fewAchievements', { count: 1, jobs: 2 }, 'ar').reason).toBe(
      'أقل من إنجازين لكل وظيفة: إنجاز واحد في وظيفتين.',
    );
    expect(reviewTexts('tooShort', { words: 11 }, 'ar').reason).toContain('11 كلمةً');
    expect(reviewTexts('fewSkills', { count: 2 }, 'ar').reason).toBe('في السيرة مهارتان فقط.');
    expect(reviewTexts('fewSkills', { count: 1 }, 'en').reason).toBe('Only 1 skill listed.');
    expect(reviewTexts('cliche', { phrase: 'شغوف' }, 'ar').reason).toContain('«شغوف»');
  });
});
