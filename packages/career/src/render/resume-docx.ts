import { AlignmentType, BorderStyle, Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import type { TLanguage, TResumeData } from '@masar/contracts';
import { CV_LABELS, PROFICIENCY, descriptionLines, formatDate, formatRange } from './labels';

/**
 * A CV as a Word document. Arabic CVs use bidirectional (right-to-left) paragraphs and runs, with
 * a Naskh face for complex script text, so Word lays them out like the PDF.
 */
export async function resumeDocx(data: TResumeData, lang: TLanguage): Promise<Buffer> {
  const rtl = lang === 'ar';
  const L = CV_LABELS[lang];
  const font = { ascii: 'Calibri', hAnsi: 'Calibri', cs: rtl ? 'Noto Naskh Arabic' : 'Calibri' };
  const run = (text: string, extra: { bold?: boolean; size?: number; color?: string } = {}) =>
    new TextRun({
      text,
      rightToLeft: rtl,
      font,
      size: extra.size ?? 21,
      sizeComplexScript: extra.size ?? 21,
      bold: extra.bold,
      boldComplexScript: extra.bold,
      color: extra.color,
    });
  const para = (children: TextRun[], extra: { bullet?: boolean; heading?: boolean; spacingAfter?: number } = {}) =>
    new Paragraph({
      children,
      bidirectional: rtl,
      alignment: AlignmentType.START,
      ...(extra.bullet ? { bullet: { level: 0 } } : {}),
      ...(extra.heading
        ? {
            heading: HeadingLevel.HEADING_2,
            border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: 'CBD2D9', space: 2 } },
            spacing: { before: 240, after: 80 },
          }
        : { spacing: { after: extra.spacingAfter ?? 40 } }),
    });
  const heading = (text: string) => para([run(text, { bold: true, size: 24, color: '2B6CB0' })], { heading: true });

  const body: Paragraph[] = [para([run(data.name, { bold: true, size: 40 })], { spacingAfter: 40 })];
  if (data.jobTitle) body.push(para([run(data.jobTitle, { size: 26, color: '2B6CB0' })]));
  const contact = [
    data.email && `${L.email}: ${data.email}`,
    data.phone && `${L.phone}: ${data.phone}`,
    data.address,
  ].filter((part): part is string => Boolean(part));
  if (contact.length)
    body.push(para([run(contact.join('  |  '), { size: 19, color: '52606D' })], { spacingAfter: 120 }));
  if (data.summary) body.push(heading(L.summary), para([run(data.summary)]));
  if (data.experience.length) {
    body.push(heading(L.experience));
    for (const e of data.experience) {
      body.push(para([run([e.jobTitle, e.company].filter(Boolean).join(' — '), { bold: true })], { spacingAfter: 0 }));
      const when = formatRange(e, lang);
      if (when) body.push(para([run(when, { size: 19, color: '52606D' })]));
      for (const line of descriptionLines(e.description)) body.push(para([run(line)], { bullet: true }));
    }
  }
  if (data.education.length) {
    body.push(heading(L.education));
    for (const e of data.education) {
      body.push(para([run([e.degree, e.institute].filter(Boolean).join(' — '), { bold: true })], { spacingAfter: 0 }));
      if (e.date) body.push(para([run(formatDate(e.date, lang), { size: 19, color: '52606D' })]));
      for (const line of descriptionLines(e.description)) body.push(para([run(line)]));
    }
  }
  if (data.certifications.length) {
    body.push(heading(L.certifications));
    for (const c of data.certifications) {
      const date = formatDate(c.date, lang);
      const text =
        [c.name, c.institute].filter(Boolean).join(' — ') + (date ? ` (${date})` : '') + (c.link ? ` ${c.link}` : '');
      body.push(para([run(text)], { bullet: true }));
      if (c.description) body.push(para([run(c.description, { size: 19 })]));
    }
  }
  if (data.skills.length) body.push(heading(L.skills), para([run(data.skills.join(rtl ? '، ' : ', '))]));
  if (data.languages.length) {
    body.push(heading(L.languages));
    for (const l of data.languages)
      body.push(
        para([run(l.proficiency ? `${l.name} (${PROFICIENCY[lang][l.proficiency]})` : l.name)], { bullet: true }),
      );
  }
  if (data.links.length) {
    body.push(heading(L.links));
    for (const l of data.links) body.push(para([run(`${l.website}: ${l.url}`)], { bullet: true }));
  }

  const doc = new Document({
    creator: 'Masar',
    title: data.name || 'CV',
    styles: { default: { document: { run: { font, size: 21 } } } },
    sections: [{ properties: { page: { margin: { top: 900, bottom: 900, left: 900, right: 900 } } }, children: body }],
  });
  return Packer.toBuffer(doc);
}
