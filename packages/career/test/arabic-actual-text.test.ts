import { describe, expect, it } from 'vitest';
import { rewriteContent } from '@masar/career/render/arabic-actual-text';

/** The ActualText of each span in a content stream, decoded. */
const actualTexts = (content: string) =>
  [...content.matchAll(/\/ActualText\s*<FEFF([0-9A-F]*)>/g)].map(([, hex = '']) =>
    String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((unit) => Number.parseInt(unit, 16))),
  );

// Glyph codes of Noto Naskh Arabic Regular as Chromium 156 subset it, from the font's ToUnicode map.
const naskh = new Map([
  ['0003', 'ا'],
  ['000C', 'إ'],
  ['00B5', 'د'],
  ['00D3', 'ر'],
  ['01C2', 'ل'],
  ['0214', 'ة'],
  ['0590', 'ِ'],
]);

describe('career engine: whole Arabic words in the PDF text layer', () => {
  it('reads a Tj that draws several glyphs at once (لإ) one glyph code at a time', () => {
    // «لإدارةِ» as Chromium draws it: the marked final letter in a span, the rest unwrapped, and
    // the lam-alef pair as one string of two glyph codes
    const content = [
      'BT',
      '/ReversedChars BMC',
      '/Span<</ActualText <FEFF06290650> >> BDC',
      '/F7 14 Tf',
      '1 0 0 -1 552.3125 177 Tm',
      '103.403595 -1.31599426 Td <0590> Tj',
      '-1.58200073 1.31599426 Td <0214> Tj',
      'EMC',
      '5.7119751 0 Td <00D3> Tj',
      '5.4039764 0 Td <0003> Tj',
      '3.3319855 0 Td <00B5> Tj',
      '5.7959747 0 Td <000C01C2> Tj',
      'EMC',
      'ET',
    ].join('\n');
    const rewritten = rewriteContent(content, new Map([['F7', naskh]]));
    // the word's letters as they stand on the page, right to left read left to right
    expect(actualTexts(rewritten)).toEqual([Array.from('لإدارةِ').reverse().join('')]);
    expect(rewritten.match(/ Tj$/gm)).toHaveLength(6);
  });
});
