import { describe, expect, it } from 'vitest';
import { readTsv } from '@masar/career/parse/ocr-tsv';

const HEADER = 'level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext';
/** TSV rows as Tesseract writes them: [block, paragraph, line, left, conf, text] per word */
const tsv = (words: [number, number, number, number, number, string][]) =>
  [
    HEADER,
    '1\t1\t0\t0\t0\t0\t0\t0\t2480\t3508\t-1\t',
    ...words.map(([block, par, line, left, conf, text], i) =>
      ['5', '1', block, par, line, i + 1, left, 100 * line, 80, 40, conf, text].join('\t'),
    ),
  ].join('\n');

describe('OCR: reading Tesseract TSV', () => {
  it('puts the Latin and digit runs of a right-to-left line back in reading order', () => {
    const page = readTsv(
      tsv([
        [1, 1, 1, 2143, 96, 'محمد'],
        [1, 1, 1, 2021, 96, 'عبد'],
        [1, 1, 1, 1904, 95, 'الله'],
        // the phone of an Arabic CV: TSV gives the digit groups right to left
        [1, 1, 2, 2205, 97, '7890'],
        [1, 1, 2, 2093, 95, '3456'],
        [1, 1, 2, 2034, 95, '12'],
        [1, 1, 2, 1945, 95, '20+'],
        [2, 1, 1, 2284, 60, '٠\u200f'],
        [2, 1, 1, 2205, 90, 'طورت'],
        [2, 1, 1, 2111, 90, 'واجهات'],
        [2, 1, 1, 1900, 90, 'بلغة'],
        [2, 1, 1, 1600, 90, 'Type'],
        [2, 1, 1, 1700, 90, 'Script'],
        [2, 1, 1, 1500, 90, 'لنظام'],
        // a skill list line with only Latin: on an Arabic page the bullet is on the right
        [3, 1, 1, 2000, 88, 'Node.js'],
        [3, 1, 1, 2290, 70, '«'],
      ]),
    );
    expect(page.paragraphs).toEqual([
      ['محمد عبد الله', '+20 12 3456 7890'],
      ['• طورت واجهات بلغة Type Script لنظام'],
      ['• Node.js'],
    ]);
    expect(page.confidences).toHaveLength(16);
  });

  it('leaves English lines in their order and skips rows without a word', () => {
    const page = readTsv(
      tsv([
        [1, 1, 1, 10, 96, 'Omar'],
        [1, 1, 1, 250, 96, 'Khaled'],
        [1, 2, 1, 10, 91, 'e'],
        [1, 2, 1, 60, 93, 'Led'],
        [1, 2, 1, 160, 93, 'a'],
        [1, 2, 1, 200, 93, 'team'],
        [1, 2, 2, 10, -1, ' '],
      ]),
    );
    expect(page.paragraphs).toEqual([['Omar Khaled'], ['• Led a team']]);
    expect(page.confidences).toEqual([96, 96, 91, 93, 93, 93]);
  });
});
