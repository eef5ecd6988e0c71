import { describe, expect, it } from 'vitest';
import { matchesSearch, normalizeForSearch, searchTerms } from '#src/lib/arabic-normalize';

describe('normalizeForSearch', () => {
  it('strips tashkeel, superscript alef and tatweel', () => {
    expect(normalizeForSearch('مُحَمَّدٌ')).toBe('محمد');
    expect(normalizeForSearch('رحمٰن')).toBe('رحمن');
    expect(normalizeForSearch('بـــرمجة')).toBe('برمجه');
  });

  it('unifies alef forms, taa marbuta and alef maqsura', () => {
    expect(normalizeForSearch('أإآٱا')).toBe('ااااا');
    expect(normalizeForSearch('مدرسة')).toBe('مدرسه');
    expect(normalizeForSearch('مستشفى')).toBe('مستشفي');
    expect(normalizeForSearch('الإنجليزية')).toBe(normalizeForSearch('الانجليزيه'));
  });

  it('turns Arabic-Indic digits into ASCII and lowercases Latin', () => {
    expect(normalizeForSearch('٢٠٢٦ Python')).toBe('2026 python');
    expect(normalizeForSearch('۱۲۳')).toBe('123');
  });

  it('turns punctuation into single spaces', () => {
    expect(normalizeForSearch('  Hello,   World! (AI) ')).toBe('hello world ai');
  });
});

describe('search matching', () => {
  const text = normalizeForSearch('أساسيات الذكاء الاصطناعي Machine Learning');

  it('matches Arabic words anywhere, whatever the spelling', () => {
    expect(matchesSearch(text, searchTerms('الذَّكاء'))).toBe(true);
    expect(matchesSearch(text, searchTerms('اساسيات'))).toBe(true);
    expect(matchesSearch(text, searchTerms('ذكاء'))).toBe(true);
  });

  it('matches Latin words by prefix, case-insensitively', () => {
    expect(matchesSearch(text, searchTerms('MACH lear'))).toBe(true);
    expect(matchesSearch(text, searchTerms('achine'))).toBe(false);
  });

  it('needs every word to match', () => {
    expect(matchesSearch(text, searchTerms('machine design'))).toBe(false);
    expect(searchTerms('   ')).toEqual([]);
  });

  it('classifies words', () => {
    expect(searchTerms('Python برمجة')).toEqual([
      { word: 'python', mode: 'prefix' },
      { word: 'برمجه', mode: 'substring' },
    ]);
  });
});
