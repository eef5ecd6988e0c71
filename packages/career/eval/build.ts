/**
 * Builds the labelled CV corpus of `npm run career:eval`: invented people (people/*.ts) printed by
 * Chromium to PDF and written by docx to Word, in the layouts that break parsers, each with its
 * truth file. Run: node --import tsx packages/career/eval/build.ts
 * The files are committed; the evaluation reads them and never rebuilds them.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { corpusDocs, layoutTags, type CorpusDoc } from './documents';
import { recruiterFindings } from './findings';
import { Printer, withoutTextMap } from './render/chromium';
import { cvDocx } from './render/docx';
import { contactHtml, cvHtml, direction, type HtmlLayout } from './render/html';
import { ZTruth, type Truth } from './truth';

export const CORPUS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'corpus');

const asciiDigits = (s: string) =>
  s.replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660)).replace(/\D/g, '');

/** PNG size in CSS pixels (the screenshot is taken at twice the resolution). */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16) / 2, height: png.readUInt32BE(20) / 2 });

async function contactPicture(printer: Printer, doc: CorpusDoc): Promise<Buffer> {
  const html = `<!doctype html><html dir="${direction(doc.person)}"><head><meta charset="utf-8"><style>body{margin:0}.contact{display:inline-block;width:auto!important;padding:2px 4px}</style></head><body>${contactHtml(doc.person, '11pt')}</body></html>`;
  return printer.png(html, '.contact');
}

function htmlLayout(doc: CorpusDoc): HtmlLayout {
  const v = doc.variant;
  return {
    columns: v === 'two-columns' ? 2 : 1,
    narrow: v === 'narrow',
    experienceTable: v === 'table',
    contact: v === 'header' || v === 'footer' ? 'running' : v === 'image' ? 'image' : 'body',
    arabicFont: v === 'garbled' ? 'Noto Kufi Arabic' : v === 'sans-arabic' ? 'Noto Sans Arabic' : 'Noto Naskh Arabic',
  };
}

async function pdfFile(printer: Printer, doc: CorpusDoc): Promise<{ file: Buffer; wrapped: number }> {
  const p = doc.person;
  const v = doc.variant;
  const layout = htmlLayout(doc);
  if (v === 'image')
    layout.contactImage = `data:image/png;base64,${(await contactPicture(printer, doc)).toString('base64')}`;
  const html = cvHtml(p, layout);
  const wrapped = await printer.wrappedBullets(html);
  const running = contactHtml(p, '9pt');
  let file = await printer.pdf(
    html,
    v === 'header' ? { headerTemplate: running } : v === 'footer' ? { footerTemplate: running } : {},
  );
  if (v === 'garbled') file = withoutTextMap(file, /NotoKufiArabic/);
  if (v === 'scanned') file = await printer.scan(file);
  return { file, wrapped };
}

async function docxFile(printer: Printer, doc: CorpusDoc): Promise<Buffer> {
  const v = doc.variant;
  const png = v === 'image' ? await contactPicture(printer, doc) : undefined;
  return cvDocx(doc.person, {
    experienceTable: v === 'table',
    textBox: v === 'text-box',
    contact: v === 'header' ? 'header' : v === 'footer' ? 'footer' : v === 'image' ? 'image' : 'body',
    ...(png ? { contactImage: { png, ...pngSize(png) } } : {}),
  });
}

function truthOf(doc: CorpusDoc, file: string, wrapped: number): Truth {
  const p = doc.person;
  const layout = layoutTags(doc, wrapped);
  return ZTruth.parse({
    id: doc.id,
    file,
    language: p.language,
    format: doc.format,
    tier: p.tier,
    layout,
    entries: {
      name: p.name,
      email: p.email,
      phone: asciiDigits(p.phone),
      jobTitle: p.title,
      experience: p.jobs.map((j) => ({
        title: j.title,
        company: j.company,
        from: j.from,
        to: j.to,
        bullets: j.bullets.length,
      })),
      education: p.education.length,
      skills: p.skills,
      typos: p.faults?.typos ?? [],
    },
    findings: recruiterFindings(p, layout),
  });
}

/** The truth file as the repository's Prettier writes JSON (npm run lint checks it). */
async function formatted(file: string, truth: Truth): Promise<string> {
  return format(JSON.stringify(truth), { ...(await resolveConfig(file)), filepath: file });
}

async function main() {
  // --truth-only rewrites the truth files (after a change of labels) and leaves the CV files as they are
  const truthOnly = process.argv.includes('--truth-only');
  mkdirSync(CORPUS_DIR, { recursive: true });
  if (!truthOnly) for (const f of readdirSync(CORPUS_DIR)) rmSync(path.join(CORPUS_DIR, f));
  const printer = await Printer.start();
  try {
    for (const doc of corpusDocs()) {
      const name = `${doc.id}.${doc.format}`;
      let wrapped = 0;
      if (truthOnly) {
        if (doc.format === 'pdf')
          // the contact picture does not change how bullets wrap
          wrapped = await printer.wrappedBullets(cvHtml(doc.person, { ...htmlLayout(doc), contactImage: 'data:,' }));
      } else {
        const made =
          doc.format === 'pdf' ? await pdfFile(printer, doc) : { file: await docxFile(printer, doc), wrapped: 0 };
        wrapped = made.wrapped;
        writeFileSync(path.join(CORPUS_DIR, name), made.file);
      }
      const truthFile = path.join(CORPUS_DIR, `${doc.id}.truth.json`);
      writeFileSync(truthFile, await formatted(truthFile, truthOf(doc, name, wrapped)));
      console.log(`${name}${wrapped ? ` (${wrapped} wrapped bullets)` : ''}`);
    }
  } finally {
    await printer.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) await main();
