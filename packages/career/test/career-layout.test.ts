import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  AlignmentType,
  Document,
  Header,
  ImageRun,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  Textbox,
  WidthType,
} from 'docx';
import { describe, expect, it } from 'vitest';
import { extractDocx } from '@masar/career/parse/extract-docx';
import { extractPdf } from '@masar/career/parse/extract-pdf';
import type { ExtractedText } from '@masar/career/parse/extracted';
import { parseResume } from '@masar/career/parse/index';
import { scoreResume } from '@masar/career/score/index';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/layout');
const pdf = (name: string) => extractPdf(readFileSync(path.join(FIXTURES, name)));

async function review(extracted: ExtractedText) {
  const parsed = parseResume(extracted);
  const { parts } = await scoreResume(parsed, extracted.layout);
  const deductions = parts.flatMap((p) => p.deductions);
  return { parsed, deductions, codes: new Set(deductions.map((d) => d.code)) };
}

// a 1×1 PNG: what matters is where the picture sits, not what it shows
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const BODY = [
  'Omar Khalil',
  'Senior Accountant',
  'Summary',
  'Accountant with eight years in audit and corporate finance, closing books faster and keeping receivables under control.',
  'Experience',
  'Senior Accountant — Gulf Trading Company | Jan 2020 – Present',
  '• Closed the monthly books for three subsidiaries in four days instead of ten',
  '• Cut overdue receivables by 35% in one year',
  'Education',
  'Bachelor of Commerce — Cairo University | 2015',
  'Skills',
  'IFRS, Excel, SAP, VAT, Financial reporting, Budgeting',
].map((text) => new Paragraph(text));

const docx = (options: { header?: boolean; image?: boolean; table?: boolean; textBox?: boolean }) =>
  Packer.toBuffer(
    new Document({
      sections: [
        {
          ...(options.header
            ? {
                headers: {
                  default: new Header({ children: [new Paragraph('omar.khalil@ledger.test | +20 100 555 1234')] }),
                },
              }
            : {}),
          children: [
            ...(options.image
              ? [
                  new Paragraph({
                    children: [new ImageRun({ type: 'png', data: PNG, transformation: { width: 300, height: 30 } })],
                  }),
                ]
              : []),
            ...(options.textBox
              ? [
                  new Textbox({
                    alignment: AlignmentType.START,
                    style: { width: '5in', height: '1in' },
                    children: [new Paragraph('omar.khalil@ledger.test | +20 100 555 1234')],
                  }),
                ]
              : []),
            ...BODY,
            ...(options.table
              ? [
                  new Table({
                    width: { size: 100, type: WidthType.PERCENTAGE },
                    rows: [
                      new TableRow({
                        children: [
                          new TableCell({ children: [new Paragraph('Accountant — Nile Audit Office | 2016 – 2019')] }),
                          new TableCell({ children: [new Paragraph('• Audited 40 client accounts a year')] }),
                        ],
                      }),
                    ],
                  }),
                ]
              : []),
          ],
        },
      ],
    }),
  );

describe('career engine: ATS findings name their cause (PDF)', () => {
  it('says the contact is only in the page header, not that it is missing', async () => {
    const { codes, deductions } = await review(await pdf('contact-in-header.pdf'));
    expect(codes).toContain('contactInHeaderFooter');
    expect(codes).not.toContain('missingEmail');
    expect(codes).not.toContain('missingPhone');
    expect(deductions.find((d) => d.code === 'contactInHeaderFooter')?.excerpt).toContain('omar.khalil@ledger.test');
  });

  it('says the contact is in a picture at the top when no contact text exists', async () => {
    const { codes } = await review(await pdf('contact-in-image.pdf'));
    expect(codes).toContain('contactInImage');
    expect(codes).not.toContain('missingEmail');
    expect(codes).not.toContain('missingPhone');
  });

  it('reads a table of jobs row by row and reports the table, not two columns', async () => {
    const extracted = await pdf('table.pdf');
    const { codes, parsed } = await review(extracted);
    expect(extracted.columns).toBe(1);
    expect(codes).toContain('textInTable');
    expect(codes).not.toContain('twoColumns');
    expect(parsed.data.experience.map((e) => [e.jobTitle, e.company, e.from])).toEqual([
      ['Senior Accountant', 'Gulf Trading Company', '2020-01'],
      ['Accountant', 'Nile Audit Office', '2016-03'],
    ]);
  });

  it('reads a right-to-left two-column CV whose bullets wrap: one job per heading, the figures on their bullets', async () => {
    const extracted = await pdf('arabic-two-columns.pdf');
    const { codes, parsed } = await review(extracted);
    expect(extracted.columns).toBe(2);
    expect(codes).toContain('twoColumns');
    expect(parsed.data.name).toBe('سارة محمود الشريف');
    expect(parsed.data.experience.map((e) => [e.jobTitle, e.company, e.from, e.to])).toEqual([
      ['محاسبة أولى', 'شركة الخليج للتجارة', '2020', '2024'],
      ['محاسبة', 'مكتب النيل للتدقيق', '2016', '2019'],
    ]);
    expect(parsed.data.experience.map((e) => e.description.split('\n').length)).toEqual([2, 2]);
    for (const code of ['entryWithoutDates', 'emptyExperience', 'fewMetrics', 'noAchievements'])
      expect(codes, code).not.toContain(code);
  });
});

describe('career engine: ATS findings name their cause (DOCX)', () => {
  it('keeps a page header Word holds apart, and says the contact is only there', async () => {
    const extracted = await extractDocx(await docx({ header: true }));
    expect(extracted.lines[0]).toBe('omar.khalil@ledger.test | +20 100 555 1234');
    expect(extracted.layout?.placedLines).toEqual([{ line: 0, place: 'header' }]);
    const { codes } = await review(extracted);
    expect(codes).toContain('contactInHeaderFooter');
    expect(codes).not.toContain('missingEmail');
  });

  it('finds a picture at the top, a table and a text box', async () => {
    const pictured = await extractDocx(await docx({ image: true }));
    expect(pictured.layout?.images).toEqual([{ page: 1, region: 'top' }]);
    expect((await review(pictured)).codes).toContain('contactInImage');

    const tabled = await review(await extractDocx(await docx({ table: true, header: false })));
    expect(tabled.codes).toContain('textInTable');
    expect(tabled.deductions.find((d) => d.code === 'textInTable')?.excerpt).toContain('Nile Audit Office');

    const boxed = await review(await extractDocx(await docx({ textBox: true })));
    expect(boxed.codes).toContain('textInTextBox');
    expect(boxed.codes).not.toContain('missingEmail');
  });

  it('says e-mail and phone are missing when the CV truly has none', async () => {
    const { codes } = await review(await extractDocx(await docx({})));
    expect(codes).toContain('missingEmail');
    expect(codes).toContain('missingPhone');
    expect(codes).not.toContain('contactInImage');
  });
});
