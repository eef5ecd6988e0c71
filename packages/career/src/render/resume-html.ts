import type { TLanguage, TResumeData } from '@masar/contracts';
import { CV_LABELS, PROFICIENCY, descriptionLines, formatDate, formatRange } from './labels';

// Tashkeel is kept: text extraction gets it back in order once the printed PDF has been through
// wholeArabicWords (render/arabic-actual-text.ts; decision 006 has the fonts and settings tried).
const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * Latin words, and numbers with their signs (35%, 2021, 4.5, and in Arabic-Indic digits ٣٥٪, ٢٠٢١),
 * as they sit inside Arabic text.
 */
const LEFT_TO_RIGHT =
  /[A-Za-z][A-Za-z0-9 .+#/_@&:-]*[A-Za-z0-9+#]|[A-Za-z]|[$€£]?[\d\u0660-\u0669\u06F0-\u06F9][\d\u0660-\u0669\u06F0-\u06F9.,:/\u066B\u066C]*[%\u066A]?/g;

/**
 * Latin runs and numbers inside Arabic text isolated left-to-right, so "Node.js" or "C#" keep their
 * order, each followed by a right-to-left mark: without it pdftotext (and the ATS built like it)
 * glues the run to the next Arabic word ("SQLيوميا", "%35خلال"); the mark is invisible and comes
 * back as a bidi control that text cleaning drops.
 */
export function isolateLatin(text: string, lang: TLanguage): string {
  if (lang !== 'ar') return escape(text);
  let html = '';
  let last = 0;
  for (const match of text.matchAll(LEFT_TO_RIGHT)) {
    // the Arabic percent sign stays outside, drawn left of its digits as Arabic writes «٣٥٪»
    const [run, sign] = match[0].endsWith('\u066A') ? [match[0].slice(0, -1), '\u200F\u066A'] : [match[0], ''];
    const end = match.index + match[0].length;
    // the mark is drawn by the Latin face: after Arabic-Indic digits at the end of a line its box
    // overlapped the last digit and pdftotext split «٢٠٢٢» into «٠٢٢ ٢»; there nothing follows to keep apart
    const mark = text.slice(end).trim() || !/^[\u0660-\u0669\u06F0-\u06F9]/.test(run) ? '\u200F' : '';
    html += `${escape(text.slice(last, match.index))}<bdi dir="ltr">${escape(run)}</bdi>${sign}${mark}`;
    last = end;
  }
  return html + escape(text.slice(last));
}

const ltr = (s: string) => `<bdi dir="ltr">${escape(s)}</bdi>`;

/** Bullets as text characters, not list markers: text extraction (and so an ATS) then sees them. */
const bullets = (items: string[]) =>
  items.length ? `<ul>${items.map((i) => `<li><span class="dot">•</span> ${i}</li>`).join('')}</ul>` : '';

const section = (title: string, body: string) => (body ? `<section><h2>${escape(title)}</h2>${body}</section>` : '');

/**
 * A CV as one self-contained HTML page for Chromium to print: one column (what applicant-tracking
 * systems read best), the CV's language and direction on <html>, Naskh for Arabic.
 */
/** The print fonts: their @font-face rules and the family stack to set on the body. */
export interface PrintFonts {
  faceCss: string;
  stack: string;
}

export function resumeHtml(data: TResumeData, lang: TLanguage, fonts: PrintFonts): string {
  const L = CV_LABELS[lang];
  const t = (s: string) => isolateLatin(s, lang);
  // each value its own box, without a label: extracted text then keeps email and phone whole
  // links sit with the contact details: a short Links section at the end could be left alone on a page 2
  const contact = [
    data.email && `<span dir="ltr">${escape(data.email)}</span>`,
    data.phone && `<span dir="ltr">${escape(data.phone)}</span>`,
    data.address && `<span>${t(data.address)}</span>`,
    ...data.links.map((l) => `<span dir="ltr">${escape(l.url)}</span>`),
  ].filter(Boolean);

  // Each name on its own line: an isolated Latin name beside an Arabic one is reordered by text
  // extraction (and by an ATS), so title, employer and dates never share a line.
  const entry = (title: string, org: string, when: string, body: string) =>
    `<article>${title ? `<h3>${t(title)}</h3>` : ''}${org ? `<p class="org">${t(org)}</p>` : ''}${when ? `<p class="when">${t(when)}</p>` : ''}${body}</article>`;
  const experience = data.experience
    .map((e) => entry(e.jobTitle, e.company, formatRange(e, lang), bullets(descriptionLines(e.description).map(t))))
    .join('');
  const education = data.education
    .map((e) =>
      entry(
        e.degree,
        e.institute,
        formatDate(e.date, lang),
        descriptionLines(e.description)
          .map((l) => `<p>${t(l)}</p>`)
          .join(''),
      ),
    )
    .join('');
  const certifications = data.certifications
    .map((c) =>
      entry(
        c.name,
        c.institute,
        formatDate(c.date, lang),
        `${c.description ? `<p>${t(c.description)}</p>` : ''}${c.link ? `<p>${ltr(c.link)}</p>` : ''}`,
      ),
    )
    .join('');
  const languages = data.languages.map(
    (l) => `${t(l.name)}${l.proficiency ? ` (${escape(PROFICIENCY[lang][l.proficiency] ?? '')})` : ''}`,
  );
  // one paragraph, each skill isolated: side-by-side boxes would be read as columns by extraction;
  // Arabic skills apart by « • »: with «، » pdftotext gave «SQLPower BI ، ،التحليل الإحصائي»
  const skills = data.skills.length
    ? `<p>${data.skills.map((s) => `<bdi>${t(s)}</bdi>`).join(lang === 'ar' ? ' • ' : ', ')}</p>`
    : '';

  return `<!doctype html>
<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><title>${escape(data.name || 'CV')}</title>
<style>
${fonts.faceCss}
@page { size: A4; margin: 16mm 16mm 18mm; }
* { box-sizing: border-box; }
body { margin: 0; font-family: ${fonts.stack}; font-size: 10.5pt; line-height: 1.5; color: #1f2933; }
h1 { font-size: 20pt; margin: 0; line-height: 1.25; }
.title { font-size: 12.5pt; color: #2b6cb0; margin: 2pt 0 4pt; }
.contact { display: flex; flex-wrap: wrap; gap: 4pt 14pt; font-size: 9.5pt; color: #52606d; }
h2 { font-size: 12pt; text-transform: uppercase; letter-spacing: 0.04em; color: #2b6cb0; border-bottom: 1pt solid #cbd2d9; margin: 12pt 0 5pt; padding-bottom: 2pt; }
html[lang="ar"] h2 { letter-spacing: 0; }
h3 { font-size: 10.5pt; margin: 6pt 0 0; }
.org { margin: 0; font-weight: 700; color: #3e4c59; }
.when { margin: 0; font-size: 9.5pt; color: #52606d; }
article, section:last-of-type, li { break-inside: avoid; }
h2, h3, .org, .when { break-after: avoid; }
p, li { orphans: 2; widows: 2; }
ul { margin: 2pt 0 0; padding: 0; list-style: none; }
li { margin: 1pt 0; padding-inline-start: 10pt; text-indent: -10pt; }
.dot { color: #52606d; }
p { margin: 2pt 0; }
</style></head><body>
<header><h1>${t(data.name)}</h1>${data.jobTitle ? `<p class="title">${t(data.jobTitle)}</p>` : ''}<div class="contact">${contact.join('')}</div></header>
${section(L.summary, data.summary ? `<p>${t(data.summary)}</p>` : '')}
${section(L.experience, experience)}
${section(L.education, education)}
${section(L.certifications, certifications)}
${section(L.skills, skills)}
${section(L.languages, bullets(languages))}
</body></html>`;
}
