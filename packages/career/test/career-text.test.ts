import { describe, expect, it } from 'vitest';
import { findPhone, phoneRegion } from '@masar/career/parse/contact';
import { findDateRange, repairArabicDates } from '@masar/career/parse/dates';
import { findGutter } from '@masar/career/parse/columns';
import { headingKind } from '@masar/career/parse/headings';
import { arabicWordList } from '@masar/career/text/arabic-dictionary';
import { cleanLine } from '@masar/career/text/normalize';
import { defined } from '@masar/contracts/defined';

describe('career engine: reading CV text', () => {
  it('knows section headings in Arabic and English, never a bullet', () => {
    expect(headingKind('Work Experience')).toBe('experience');
    expect(headingKind('EMPLOYMENT HISTORY:')).toBe('experience');
    expect(headingKind('الخبرات العملية')).toBe('experience');
    expect(headingKind('الخبرة العمليه')).toBe('experience');
    expect(headingKind('المؤهلات العلمية')).toBe('education');
    expect(headingKind('الدورات والشهادات')).toBe('certifications');
    expect(headingKind('Core Competencies')).toBe('skills');
    expect(headingKind('نبذة عني')).toBe('summary');
    expect(headingKind('• التواصل')).toBeUndefined();
    expect(headingKind('Led the experience team at a large company')).toBeUndefined();
  });

  it('reads dates with English, Egyptian, Gulf and Levantine month names, Arabic-Indic digits and "present"', () => {
    expect(findDateRange('Jan 2020 – Present | Cairo')).toMatchObject({ from: '2020-01', to: '', stillWorking: true });
    expect(findDateRange('Sept. 2018 to Dec 2019')).toMatchObject({ from: '2018-09', to: '2019-12' });
    expect(findDateRange('مارس ٢٠٢١ - حتى الآن')).toMatchObject({ from: '2021-03', stillWorking: true });
    expect(findDateRange('من أيار 2018 إلى آذار 2020')).toMatchObject({ from: '2018-05', to: '2020-03' });
    expect(findDateRange('كانون الثاني 2019 – تشرين الأول 2021')).toMatchObject({ from: '2019-01', to: '2021-10' });
    expect(findDateRange('٠٣/٢٠١٩ - ٠٦/٢٠٢١')).toMatchObject({ from: '2019-03', to: '2021-06', style: 'numeric' });
    expect(findDateRange('يناير 2020 - الآن')).toMatchObject({ from: '2020-01', stillWorking: true });
    // a right-to-left range that a PDF gave back reversed
    expect(findDateRange('2024 - 2019')).toMatchObject({ from: '2019', to: '2024' });
    expect(repairArabicDates('يونيو – 2018 فبراير 2021')).toBe('يونيو 2018 – فبراير 2021');
    expect(findDateRange('Led a team of 12')).toBeUndefined();
  });

  it('finds Egyptian and Gulf phone numbers in any digits, and no year range as a phone', () => {
    expect(findPhone('Phone: +20 10 1234 5678')).toBe('+20 10 1234 5678');
    expect(findPhone('هاتف: ٠١٠١٢٣٤٥٦٧٨')).toBe('01012345678');
    expect(phoneRegion('01012345678')).toBe('egypt');
    expect(phoneRegion(defined(findPhone('(+971) 50 123 4567')))).toBe('gulf');
    expect(phoneRegion(defined(findPhone('+966 55 123 4567')))).toBe('gulf');
    expect(phoneRegion(defined(findPhone('0501234567')))).toBe('gulf');
    expect(findPhone('2019 - 2021')).toBeUndefined();
    expect(findPhone('03/2019 – 06/2021')).toBeUndefined();
  });

  it('puts back what pdftotext misplaces in right-to-left lines', () => {
    expect(cleanLine('\u202bمارس  – 2021حتى الآن\u202c')).toBe('مارس 2021 – حتى الآن');
    expect(cleanLine('• خفضت زمن التحميل بنسبة  %35باستخدام  ReactوNode.js')).toBe(
      '• خفضت زمن التحميل بنسبة 35% باستخدام React و Node.js',
    );
    expect(cleanLine('محمد عبد اهلل')).toBe('محمد عبد الله');
    // pdf.js gives presentation forms: NFKC joins them back
    expect(cleanLine('\uFEE3\uFEEC\uFEE8\uFEA9\uFEB1')).toBe('مهندس');
  });

  it('finds the gutter of a two-column page and none in a one-column page', () => {
    const two = Array.from({ length: 12 }, (_, i) => `${`left ${i}`.padEnd(30)}right column text ${i}`);
    expect(findGutter(two)).toBeGreaterThan(6);
    const one = Array.from({ length: 12 }, (_, i) => `A single column line number ${i} that runs across the page`);
    expect(findGutter(one)).toBe(-1);
  });

  it("decodes AyaSpell's word list (TrieXv3) and knows inflected words", async () => {
    const words = await arabicWordList();
    for (const w of ['مهندس', 'الخبرات', 'والتسويق', 'بنسبة', 'المبيعات', 'إدارة', 'الإنجليزية'])
      expect(words.has(w), w).toBe(true);
    for (const w of ['مهندسس', 'ققق', 'الخبراتت']) expect(words.has(w), w).toBe(false);
  });
});
