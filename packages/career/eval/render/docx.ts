import {
  AlignmentType,
  Document,
  Footer,
  Header,
  HeadingLevel,
  ImageRun,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  Textbox,
  WidthType,
} from 'docx';
import type { Person } from '../people/person';
import { bulletText, contactItems, jobHeading } from './lines';
import { defined } from '@masar/contracts/defined';

export interface DocxLayout {
  /** experience in a table: one row per job, the heading in one cell and the bullets in the other */
  experienceTable?: boolean;
  /** the summary and skills inside a floating text box (w:txbxContent) */
  textBox?: boolean;
  /** where the contact line is */
  contact: 'body' | 'header' | 'footer' | 'image';
  /** PNG of the contact line when contact is 'image' */
  contactImage?: { png: Buffer; width: number; height: number };
}

/** A CV as Word writes it, in the layout asked for. */
export async function cvDocx(p: Person, layout: DocxLayout): Promise<Buffer> {
  const rtl = p.language !== 'en';
  const font = { ascii: 'Calibri', hAnsi: 'Calibri', cs: 'Arial' };
  const para = (text: string, opts: { bold?: boolean; size?: number; heading?: boolean } = {}) =>
    new Paragraph({
      bidirectional: rtl,
      alignment: AlignmentType.START,
      ...(opts.heading ? { heading: HeadingLevel.HEADING_2 } : {}),
      children: [
        new TextRun({
          text,
          rightToLeft: rtl,
          bold: opts.bold,
          boldComplexScript: opts.bold,
          size: opts.size ?? 21,
          sizeComplexScript: opts.size ?? 21,
          font,
        }),
      ],
    });
  const section = (title: string | undefined, body: (Paragraph | Table)[]) =>
    title && body.length ? [para(title, { heading: true, bold: true, size: 24 }), ...body] : [];
  const list = (items: string[] | undefined) => (items ?? []).map((s) => para(bulletText(s)));

  const head = [para(p.name, { bold: true, size: 36 }), para(p.title, { size: 24 })];
  const contactLine = contactItems(p).join('  |  ');
  const contact =
    layout.contact === 'body'
      ? contactItems(p).map((c) => para(c))
      : layout.contact === 'image'
        ? [
            new Paragraph({
              bidirectional: rtl,
              children: [
                new ImageRun({
                  type: 'png',
                  data: defined(layout.contactImage).png,
                  transformation: {
                    width: defined(layout.contactImage).width,
                    height: defined(layout.contactImage).height,
                  },
                }),
              ],
            }),
          ]
        : [];

  const jobParagraphs = (i: number) => {
    const job = defined(p.jobs[i]);
    return {
      heading: jobHeading(p, job, i).map((l) => para(l.text, { bold: l.strong })),
      bullets: job.bullets.map((b) => para(bulletText(b))),
    };
  };
  const experience: (Paragraph | Table)[] = layout.experienceTable
    ? [
        new Table({
          width: { size: 100, type: WidthType.PERCENTAGE },
          visuallyRightToLeft: rtl,
          rows: p.jobs.map((_, i) => {
            const { heading, bullets } = jobParagraphs(i);
            return new TableRow({
              children: [
                new TableCell({ width: { size: 35, type: WidthType.PERCENTAGE }, children: heading }),
                new TableCell({
                  width: { size: 65, type: WidthType.PERCENTAGE },
                  children: bullets.length ? bullets : [para('')],
                }),
              ],
            });
          }),
        }),
      ]
    : p.jobs.flatMap((_, i) => {
        const { heading, bullets } = jobParagraphs(i);
        return [...heading, ...bullets];
      });

  const summary = section(p.headings.summary, p.summary ? [para(p.summary)] : []);
  const skills = section(p.headings.skills, list(p.skills));
  const boxed = layout.textBox
    ? [
        new Textbox({
          alignment: AlignmentType.START,
          style: { width: '6.2in', height: '2.4in' },
          children: [...summary, ...skills].filter((c): c is Paragraph => c instanceof Paragraph),
        }),
      ]
    : [...summary];
  const children = [
    ...head,
    ...contact,
    ...boxed,
    ...section(p.headings.experience, experience),
    ...section(
      p.headings.education,
      p.education.flatMap((e) => [para(e.degree, { bold: true }), para(`${e.institute} | ${e.date}`)]),
    ),
    ...(layout.textBox ? [] : skills),
    ...section(p.headings.languages, list(p.languages)),
    ...section(p.headings.certifications, list(p.certifications)),
    ...(p.personal ?? []).map((l) => para(l)),
  ];
  const running = [para(contactLine, { size: 18 })];
  return Packer.toBuffer(
    new Document({
      creator: 'Masar evaluation corpus',
      sections: [
        {
          ...(layout.contact === 'header' ? { headers: { default: new Header({ children: running }) } } : {}),
          ...(layout.contact === 'footer' ? { footers: { default: new Footer({ children: running }) } } : {}),
          children,
        },
      ],
    }),
  );
}
