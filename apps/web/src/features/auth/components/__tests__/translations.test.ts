import { VALIDATION, VALIDATION_EN } from '@masar/contracts';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';

describe('validation messages', () => {
  it('has every contract key in English (exactly the spec texts) and in Arabic', () => {
    for (const key of Object.values(VALIDATION)) {
      expect(i18next.t(key, { ns: 'errors', lng: 'en' })).toBe(VALIDATION_EN[key]);
      const ar = i18next.t(key, { ns: 'errors', lng: 'ar' });
      expect(ar).not.toBe(key);
      expect(ar).not.toBe(VALIDATION_EN[key]);
    }
  });
});
