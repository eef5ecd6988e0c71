import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { formatPrice } from '../format';
import { formatDate } from '../format-date';
import { formatOnce, formattingKey, startRecording, takeStringsFromPage } from '../formatted-strings';
import { formatNumbersLikeTheApp } from '../i18n';

describe('formatted strings carried by a server-rendered page', () => {
  it('records what a render pass formats, under keys that name the whole formatting', () => {
    const stop = startRecording();
    const price = formatPrice({ amount: 150050, currency: 'EGP' }, 'en');
    const date = formatDate('2026-03-05T10:00:00Z', 'en', { dateStyle: 'medium', timeZone: 'UTC' });
    const strings = stop();
    expect(strings).toEqual({
      [formattingKey('price', 'en', {}, '150050 EGP')]: price,
      [formattingKey('date', 'en', { dateStyle: 'medium', timeZone: 'UTC' }, Date.UTC(2026, 2, 5, 10))]: date,
    });
    expect(price).toMatch(/^EGP\s1,500\.50$/);
    expect(date).toBe('Mar 5, 2026');
    // nothing is recorded once the pass is over
    formatPrice({ amount: 100, currency: 'EGP' }, 'en');
    expect(Object.keys(stop())).toHaveLength(2);
  });

  it("takes the page's string for the same key instead of formatting again", () => {
    const key = formattingKey('number', 'ar', {}, 123456);
    takeStringsFromPage({ [key]: 'from the page' });
    expect(formatOnce(key, () => 'formatted here')).toBe('from the page');
    expect(formatOnce(formattingKey('number', 'ar', {}, 7), () => 'formatted here')).toBe('formatted here');
  });

  it('formats {{value, number}} in translations through the same path', async () => {
    const instance = i18next.createInstance();
    await instance.init({
      lng: 'en',
      resources: { en: { translation: { total: '{{count, number}} courses' } } },
      interpolation: { escapeValue: false },
    });
    formatNumbersLikeTheApp(instance);
    const stop = startRecording();
    expect(instance.t('total', { count: 12345 })).toBe('12,345 courses');
    expect(stop()).toEqual({ [formattingKey('number', 'en', {}, 12345)]: '12,345' });
  });
});
