import { describe, expect, it } from 'vitest';
import type { TParsedResume, TResumeContent } from '@masar/contracts';
import { defined } from '@masar/contracts/defined';
import { lineInfo } from '@masar/career/score/context';
import { grammarPart } from '@masar/career/score/grammar';
import { arabicCorrection, reversedLigatureCount } from '@masar/career/text/spelling';
import { arabicWordList } from '@masar/career/text/arabic-dictionary';
import { REVIEW_TEXTS, reviewTexts } from '@masar/career/review-messages';
import { detectLanguage, foldForMatch, words } from '@masar/career/text/normalize';
import { counted } from '@masar/career/text/plural';
import { opensWeakly, opensWithStrongVerb, usesFirstPerson } from '@masar/career/text/verbs';
import { cvWith } from './support/print';

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

const cv = (lines: string[], data: Partial<TResumeContent> = {}): TParsedResume => ({
  language: detectLanguage(lines.join(' ')),
  pages: 1,
  columns: 1,
  sections: [{ kind: 'experience', heading: lines[0] ?? '', line: 1 }],
  data: cvWith(data),
  lines,
});

const spellingOf = async (parsed: TParsedResume) =>
  (await grammarPart({ parsed, info: lineInfo(parsed) })).deductions
    .filter((d) => /[sS]pelling/.test(d.code))
    .map((d) => `${String(d.params.word)}→${String(d.params.suggestion)}`);

describe('career engine: spelling that a recruiter would sign', () => {
  it('leaves acronyms, names, tech terms, e-mails and links alone', async () => {
    const found = await spellingOf(
      cv(
        [
          'Experience',
          '• BSc in Computer Science, BLS certified, PSM I and ITIL holder',
          '• Built KPI dashboards on AWS and led ISO 9001 audits for the plant',
          '• Vodafone Egypt: migrated billing to Kubernetes and Terraform',
          '• Worked with Dar Al Fouad Hospital and Elsewedy Electric on tenders',
          '• Reach the portfolio at ahmed.samir@gmail.com or https://github.com/asamir',
          '• Mohamed Abdelrahman and I designed the rollout with PostgreSQL and Figma',
          '• Built omnichannel B2B SaaS checkout flows and cut AWS spend through rightsizing and autoscaling',
          '• Ran the GDPR compliance programme in the centre of the labour market and authored post-mortems',
        ],
        { name: 'Mohamed Abdelrahman', experience: [] },
      ),
    );
    expect(found).toEqual([]);
  });

  it('still finds real English typos, with the suggestion closest to the typo', async () => {
    const found = await spellingOf(
      cv([
        'Experience',
        '• Managd a team of five enginers and improved the proccess for new hires',
        '• Recieved 40 orders a day in a fast-paced enviroment',
      ]),
    );
    expect(found).toEqual([
      'Managd→Managed',
      'enginers→engineers',
      'proccess→process',
      'Recieved→Received',
      'enviroment→environment',
    ]);
  });

  it('accepts British spelling, tool names in the skills list and lower-case wrapped lines', async () => {
    const parsed = cv([
      'Experience',
      '• Reduced waiting time by reorganising the triage area and saved $180,000 in licence fees',
      '• Raised patient satisfaction scores to 94% and',
      'helped the unit pass its audit with no findings at all',
      'Skills',
      '• Canva',
    ]);
    parsed.sections.push({ kind: 'skills', heading: 'Skills', line: 5 });
    expect(await spellingOf(parsed)).toEqual([]);
    const all = (await grammarPart({ parsed, info: lineInfo(parsed) })).deductions.map((d) => d.code);
    expect(all).not.toContain('capitalization');
  });

  it('finds the common Arabic slips with the right correction', async () => {
    const found = await spellingOf(
      cv([
        'الخبرات',
        '• عملت في الاداره المالية الى جانب فريق المبيعات لاكن دون تقارير',
        '• قمت بانشاء نظام لمتابعة العملاء في القاهره وفي الامارات',
      ]),
    );
    expect(found).toEqual([
      'الاداره→الإدارة',
      'الى→إلى',
      'لاكن→لكن',
      'بانشاء→بإنشاء',
      'القاهره→القاهرة',
      'الامارات→الإمارات',
    ]);
    const list = await arabicWordList();
    for (const [typo, meant] of [
      ['مسؤلية', 'مسؤولية'],
      ['الاعمال', 'الأعمال'],
      ['مهندسس', 'مهندس'],
      ['مهدنس', 'مهندس'],
      ['الانجليزيه', 'الإنجليزية'],
      ['هاذا', 'هذا'],
    ])
      expect(arabicCorrection(defined(typo), list), typo).toBe(meant);
    // a loanword the dictionary lacks is no misspelt Arabic word
    expect(arabicCorrection('الميديا', list)).toBeUndefined();
  });

  it('charges nothing in a well-written Arabic CV', async () => {
    const found = await spellingOf(
      cv(
        [
          'الخبرات',
          '• أعددت القوائم المالية الشهرية والربع سنوية لشركة تضم اثني عشر فرعا وخفّضت مدة الإقفال الشهري من عشرة أيام إلى خمسة',
          '• قُدت فريقا من أربعة محاسبين وطبقت نظام ساب للمحاسبة ودربت الموظفين عليه في مصرف الراجحي',
          '• أشرفت على تسويات البنوك والذمم المدينة والدائنة وخفضت الأخطاء بنسبة ثلاثين في المائة',
          '• طوّرت لوحة معلومات لمتابعة التدفقات النقدية في إكسل يستخدمها المدير المالي أسبوعيا',
          '• أطلقت حملات تسويقية رقمية على منصات التواصل الاجتماعي وضاعفت المبيعات الإلكترونية',
          '• تابعت التارجت الشهري والكوتا على إنستجرام وسناب شات في جدة والدمام، ودبلومة الموارد البشرية',
        ],
        {
          name: 'سارة القحطاني',
          experience: [
            { jobTitle: 'محاسبة', company: 'مصرف الراجحي', from: '2019', to: '', stillWorking: true, description: '' },
          ],
        },
      ),
    );
    expect(found).toEqual([]);
  });

  it('charges no spelling for text whose font extraction reversed the lam-alef ligatures', async () => {
    const found = await spellingOf(
      cv([
        'الخبرات',
        '• خالل عملي في البنك األهلي المصري عىل مدى خمس سنوات قدت فريق التحليل المالي',
        '• نحتاج إىل المحاسبة والتخطيط االستراتيجي للمبيعات ومتابعة العمالء',
        '• مهندس برمجيات في شركة االتصاالت السعودية بالرياض',
      ]),
    );
    expect(found).toEqual([]);
    expect(reversedLigatureCount('عىل مدى االستراتيجي واألهلي')).toBe(3);
  });
});
