import { ERROR_CODES } from '@masar/contracts';
import { describe, expect, it } from 'vitest';
import ar from '../../../public/locales/ar/errors.json';
import en from '../../../public/locales/en/errors.json';

/** Every source file of the app as text: tests, and errorText's own definition, left out. */
const sources = import.meta.glob<string>(['/src/**/*.{ts,tsx}', '!/src/**/__tests__/**', '!/src/lib/error-text.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

function ids(node: unknown, prefix = ''): string[] {
  if (typeof node === 'string') return [prefix];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
    ids(value, prefix ? `${prefix}.${key}` : key),
  );
}

const EN_IDS = new Set(ids(en));

/** The ids the source hands to errorText (literals, also both sides of a ternary) and to CourseForm's errorDefault. */
function idsInSource() {
  const found: { file: string; id: string }[] = [];
  const unreadable: string[] = [];
  for (const [file, text] of Object.entries(sources)) {
    for (const call of text.matchAll(/\berrorText\(([^()]*(?:\([^()]*\)[^()]*)*),\s*([^()]*?)\)/g)) {
      const argument = call[2] ?? '';
      // of `a === 'x' ? 'id1' : 'id2'`, the two ids
      const choices = argument.includes('?') ? argument.slice(argument.lastIndexOf('?') + 1) : argument;
      const literals = [...choices.matchAll(/'([^']*)'/g)].map((m) => m[1] ?? '');
      if (literals.length === 0 && argument !== 'errorDefault') unreadable.push(`${file}: ${call[0]}`);
      for (const id of literals) found.push({ file, id });
    }
    for (const prop of text.matchAll(/errorDefault="([^"]*)"/g)) found.push({ file, id: prop[1] ?? '' });
    for (const key of text.matchAll(/'errors:([^']*)'/g)) found.push({ file, id: key[1] ?? '' });
  }
  return { found, unreadable };
}

describe('errors.json', () => {
  it('is keyed by ids, never by sentences, in both languages', () => {
    for (const id of [...ids(en), ...ids(ar)]) expect(id, id).toMatch(/^[A-Za-z_]+(\.[A-Za-z_]+)*$/);
  });

  it('has the same ids in Arabic and English, each with a text', () => {
    expect(ids(ar).sort()).toEqual(ids(en).sort());
    for (const id of ids(ar))
      expect(
        id.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], ar),
        id,
      ).not.toBe('');
  });

  it("has a text for each of the API's error codes, and for a request that got no answer", () => {
    expect(Object.keys(en.codes).sort()).toEqual([...ERROR_CODES].sort());
  });

  it('has every id the source passes to errorText, CourseForm or t()', () => {
    const { found, unreadable } = idsInSource();
    expect(unreadable, 'errorText calls whose id this check cannot read').toEqual([]);
    // the scan itself still finds the calls (about a hundred)
    expect(found.length).toBeGreaterThan(80);
    expect(found.filter(({ id }) => !EN_IDS.has(id))).toEqual([]);
  });
});
