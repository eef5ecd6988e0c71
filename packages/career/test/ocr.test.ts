import { describe, expect, it } from 'vitest';
import { readTsv } from '@masar/career/parse/ocr-tsv';
import { OneAtATime, QueueFullError } from '@masar/career/parse/one-at-a-time';

const HEADER = 'level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext';
/** one word of Tesseract's TSV: block, line, left, top, width, confidence, text */
type W = [block: number, line: number, left: number, top: number, width: number, conf: number, text: string];
const tsv = (words: W[]) =>
  [
    HEADER,
    '1\t1\t0\t0\t0\t0\t0\t0\t2480\t3508\t-1\t',
    ...words.map(([block, line, left, top, width, conf, text], i) =>
      ['5', '1', block, 1, line, i + 1, left, top, width, 40, conf, text].join('\t'),
    ),
  ].join('\n');

describe('OCR: reading Tesseract TSV', () => {
  it('reads a right-to-left line from the right, its Latin and digit runs from the left', () => {
    const page = readTsv(
      tsv([
        [1, 1, 2143, 100, 120, 96, 'محمد'],
        [1, 1, 2021, 100, 100, 96, 'عبد'],
        [1, 1, 1904, 100, 100, 95, 'الله'],
        // the phone of an Arabic CV: TSV gives the digit groups right to left
        [1, 2, 2205, 170, 97, 97, '7890'],
        [1, 2, 2093, 170, 97, 95, '3456'],
        [1, 2, 2034, 170, 44, 95, '12'],
        [1, 2, 1945, 170, 72, 95, '20+'],
        // a box far too wide to its right (Tesseract's «يونيو» covered «سبتمبر»)
        [2, 1, 2208, 300, 108, 87, 'سبتمبر'],
        [2, 1, 2112, 300, 84, 95, '2019'],
        [2, 1, 2082, 300, 18, 92, '-'],
        [2, 1, 1980, 300, 336, 91, 'يونيو'],
        [2, 1, 1870, 300, 89, 95, '2021'],
        // a skill list line with only Latin: on an Arabic page its bullet is on the right
        [3, 1, 2000, 400, 200, 88, 'Node.js'],
        [3, 1, 2290, 400, 20, 70, '«'],
      ]),
    );
    expect(page.lines).toEqual(['محمد عبد الله', '+20 12 3456 7890', 'سبتمبر 2019 - يونيو 2021', '• Node.js']);
    expect(page.confidences).toHaveLength(14);
  });

  it('joins a bullet that wraps onto the next line, even in a block of its own, and nothing else', () => {
    const page = readTsv(
      tsv([
        [1, 1, 160, 100, 400, 96, 'Senior Engineer'],
        [2, 1, 165, 160, 20, 60, '٠'],
        [2, 1, 210, 160, 2100, 93, 'Redesigned the checkout API, cutting p95 latency from 820 ms to 450 ms'],
        // the rest of the bullet, under its text; Tesseract put it in another block
        [3, 1, 212, 208, 900, 93, 'for 2 million monthly payments.'],
        [4, 1, 165, 256, 20, 60, 'e'],
        [4, 1, 210, 256, 1200, 93, 'Led a team of five.'],
        // the next job's heading starts at the margin, under the bullet glyph
        [5, 1, 163, 304, 600, 96, 'Backend Developer'],
        [6, 1, 163, 400, 12, -1, ' '],
      ]),
    );
    expect(page.lines).toEqual([
      'Senior Engineer',
      '• Redesigned the checkout API, cutting p95 latency from 820 ms to 450 ms for 2 million monthly payments.',
      '• Led a team of five.',
      'Backend Developer',
    ]);
    expect(page.confidences).toEqual([96, 60, 93, 93, 60, 93, 96]);
  });
});

describe('OCR: one file at a time', () => {
  it('runs jobs one after the other and refuses those beyond its capacity', async () => {
    const queue = new OneAtATime(3);
    let running = 0;
    let most = 0;
    const job = (value: number) => async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      return value;
    };
    const jobs = [1, 2, 3, 4].map((n) => queue.run(job(n)).catch((error: unknown) => error));
    const results = await Promise.all(jobs);
    expect(results.slice(0, 3)).toEqual([1, 2, 3]);
    expect(results[3]).toBeInstanceOf(QueueFullError);
    expect(most).toBe(1);
    // a failed job frees its place and does not stop the next
    await expect(queue.run(() => Promise.reject(new Error('tesseract died')))).rejects.toThrow('tesseract died');
    await expect(queue.run(job(5))).resolves.toBe(5);
  });
});
