import {
  formatDate as sharedDate,
  formatDuration as sharedDuration,
  formatFileSize as sharedFileSize,
  formatMoney,
  formatNumber as sharedNumber,
} from '@masar/contracts/format';
import { describe, expect, it } from 'vitest';
import { formatDuration, formatNumber, formatPrice } from '../format';
import { formatDate } from '../format-date';
import { formatFileSize } from '../format-file-size';

// Issue 21, items 3, 4 and 10: one digit system (Latin digits in Arabic too), one rounding rule
// for lengths, file sizes that never read "0 MB"; the web app, the mails and the certificate use
// these same functions (@masar/contracts/format).
const ARABIC_INDIC = /[\u0660-\u0669\u06F0-\u06F9]/;
const RLM = '\u200f';
const NBSP = '\u00a0';

describe('shared formatters (@masar/contracts/format)', () => {
  it('writes numbers with Latin digits in Arabic and English', () => {
    expect(sharedNumber(1250.5, 'ar')).toBe('1,250.5');
    expect(sharedNumber(1250.5, 'en')).toBe('1,250.5');
    expect(sharedNumber(7, 'ar')).not.toMatch(ARABIC_INDIC);
  });

  it('writes money from minor units, with decimals only when it is not whole', () => {
    expect(formatMoney({ amount: 50_000, currency: 'EGP' }, 'ar')).toBe(`${RLM}500${NBSP}ج.م.${RLM}`);
    expect(formatMoney({ amount: 35_000, currency: 'EGP' }, 'ar')).toBe(`${RLM}350${NBSP}ج.م.${RLM}`);
    expect(formatMoney({ amount: 35_050, currency: 'EGP' }, 'ar')).toBe(`${RLM}350.50${NBSP}ج.م.${RLM}`);
    expect(formatMoney({ amount: 50_000, currency: 'EGP' }, 'en')).toBe(`EGP${NBSP}500`);
    expect(formatMoney({ amount: 150_050, currency: 'EGP' }, 'en')).toBe(`EGP${NBSP}1,500.50`);
  });

  it('writes dates with Latin digits in Arabic', () => {
    const at = Date.UTC(2026, 10, 25, 12);
    expect(sharedDate(at, 'ar', { dateStyle: 'long', timeZone: 'Africa/Cairo' })).toBe('25 نوفمبر 2026');
    expect(sharedDate(at, 'en', { dateStyle: 'long', timeZone: 'Africa/Cairo' })).toBe('November 25, 2026');
    expect(sharedDate(at, 'ar', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Africa/Cairo' })).not.toMatch(
      ARABIC_INDIC,
    );
    expect(sharedDate('not a date', 'en')).toBe('');
  });

  it('rounds lengths one way: minutes under an hour (at least one, never "0"), then half hours', () => {
    const en = [0, 0.2, 1, 2.1, 59, 60, 74, 75, 89, 90, 150].map((minutes) => sharedDuration(minutes, 'en'));
    expect(en).toEqual([
      '1 minute',
      '1 minute',
      '1 minute',
      '3 minutes',
      '59 minutes',
      '1 hour',
      '1 hour',
      '1.5 hours',
      '1.5 hours',
      '1.5 hours',
      '2.5 hours',
    ]);
    const ar = [0, 1, 2, 3, 59, 60, 89, 90, 120].map((minutes) => sharedDuration(minutes, 'ar'));
    expect(ar).toEqual([
      'دقيقة واحدة',
      'دقيقة واحدة',
      'دقيقتان',
      '3 دقائق',
      '59 دقيقة',
      'ساعة واحدة',
      '1.5 ساعة',
      '1.5 ساعة',
      'ساعتان',
    ]);
    for (const text of [...en, ...ar]) expect(text).not.toMatch(/(^|\D)0(\D|$)|[\u0660]/);
  });

  it('writes file sizes in KB under 1 MB (30 KB, not "0 MB"), with one spelling of ميجابايت', () => {
    const sizes = [
      0,
      30 * 1024,
      256 * 1024,
      1024 * 1024 - 100,
      5 * 1024 * 1024,
      1.55 * 1024 * 1024,
      2048 * 1024 * 1024,
    ];
    // a no-break space keeps the number with its unit at a line's end
    const spaced = (bytes: number, lang: string) => sharedFileSize(bytes, lang).replace(NBSP, ' ');
    expect(sizes.map((bytes) => spaced(bytes, 'en'))).toEqual([
      '1 KB',
      '30 KB',
      '256 KB',
      '1 MB',
      '5 MB',
      '1.6 MB',
      '2 GB',
    ]);
    expect(sizes.map((bytes) => spaced(bytes, 'ar'))).toEqual([
      '1 كيلوبايت',
      '30 كيلوبايت',
      '256 كيلوبايت',
      '1 ميجابايت',
      '5 ميجابايت',
      '1.6 ميجابايت',
      '2 جيجابايت',
    ]);
    expect(sharedFileSize(30 * 1024, 'ar')).toBe(`30${NBSP}كيلوبايت`);
  });
});

describe("the web app's formatters use the shared ones", () => {
  it('gives the same strings, Latin digits in Arabic', () => {
    expect(formatPrice({ amount: 35_050, currency: 'EGP' }, 'ar')).toBe(
      formatMoney({ amount: 35_050, currency: 'EGP' }, 'ar'),
    );
    expect(formatNumber(1250, 'ar')).toBe('1,250');
    expect(formatDate(Date.UTC(2026, 10, 25, 12), 'ar', { dateStyle: 'long', timeZone: 'UTC' })).toBe('25 نوفمبر 2026');
    for (const minutes of [0, 1, 59, 60, 89, 90])
      expect(formatDuration(minutes, 'ar')).toBe(sharedDuration(minutes, 'ar'));
    expect(formatDuration(0, 'ar')).toBe('دقيقة واحدة');
    expect(formatFileSize(30 * 1024, 'ar')).toBe(`30${NBSP}كيلوبايت`);
  });
});
