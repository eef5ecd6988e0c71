import type { Person } from '../people/person';
import { bulletText, contactItems, jobHeading } from './lines';
import { defined } from '@masar/contracts/defined';

export interface HtmlLayout {
  columns: 1 | 2;
  /** a narrow main column (long bullets wrap onto a second line) */
  narrow?: boolean;
  /** experience written as an HTML table: dates | job | achievements */
  experienceTable?: boolean;
  /** where the contact line is: in the body, in the page header/footer (not in the HTML), or a picture */
  contact: 'body' | 'running' | 'image';
  /** data URL of the contact picture when contact is 'image' */
  contactImage?: string;
  /** the Arabic face; Naskh unless a CV deliberately uses another one */
  arabicFont?: 'Noto Naskh Arabic' | 'Noto Kufi Arabic' | 'Noto Sans Arabic';
}

const esc = (s: string) =>
  s.replace(/[&<>"]/g, (c) => defined({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }[c]));
const para = (text: string, cls = '') => `<p${cls ? ` class="${cls}"` : ''}>${esc(text)}</p>`;
const section = (title: string | undefined, body: string) =>
  title && body ? `<section><h2>${esc(title)}</h2>${body}</section>` : '';

export const direction = (p: Person) => (p.language === 'en' ? 'ltr' : 'rtl');

/** The contact line alone, as HTML (printed in a header/footer template or photographed). */
export function contactHtml(p: Person, fontSize = '10pt'): string {
  const items = contactItems(p)
    .map((c) => `<span dir="auto" style="margin:0 8px">${esc(c)}</span>`)
    .join('');
  return `<div class="contact" dir="${direction(p)}" style="font-family:'Noto Sans','Noto Naskh Arabic';font-size:${fontSize};width:100%;text-align:center;color:#333">${items}</div>`;
}

function experienceHtml(p: Person, table: boolean): string {
  if (table) {
    const rows = p.jobs
      .map((job, i) => {
        const [first, ...rest] = jobHeading(p, job, i);
        return `<tr><td><b>${esc(defined(first).text)}</b>${rest.map((l) => para(l.text)).join('')}</td><td>${job.bullets
          .map((b) => para(bulletText(b)))
          .join('')}</td></tr>`;
      })
      .join('');
    return `<table class="xp">${rows}</table>`;
  }
  return p.jobs
    .map(
      (job, i) =>
        `<div class="job">${jobHeading(p, job, i)
          .map((l) => para(l.text, l.strong ? 'strong' : 'meta'))
          .join('')}${job.bullets.map((b) => para(bulletText(b), 'li')).join('')}</div>`,
    )
    .join('');
}

/** A CV page as HTML, in the layout asked for. */
export function cvHtml(p: Person, layout: HtmlLayout): string {
  const dir = direction(p);
  const arabic = layout.arabicFont ?? 'Noto Naskh Arabic';
  const fonts = dir === 'rtl' ? `'${arabic}', 'Noto Sans'` : `'Noto Sans', '${arabic}'`;
  const head = `<h1>${esc(p.name)}</h1>${para(p.title, 'title')}`;
  const contact =
    layout.contact === 'body'
      ? `<div class="contacts">${contactItems(p)
          .map((c) => `<p dir="auto">${esc(c)}</p>`)
          .join('')}</div>`
      : layout.contact === 'image'
        ? `<img class="contact-img" src="${defined(layout.contactImage)}" alt="">`
        : '';
  const list = (items: string[] | undefined) => (items ?? []).map((s) => para(bulletText(s), 'li')).join('');
  const main = [
    section(p.headings.summary, p.summary ? para(p.summary) : ''),
    section(p.headings.experience, experienceHtml(p, Boolean(layout.experienceTable))),
    section(
      p.headings.education,
      p.education.map((e) => para(e.degree, 'strong') + para(`${e.institute} | ${e.date}`)).join(''),
    ),
  ].join('');
  const side = [
    section(p.headings.skills, list(p.skills)),
    section(p.headings.languages, list(p.languages)),
    section(p.headings.certifications, list(p.certifications)),
    p.personal?.length ? `<section>${p.personal.map((l) => para(l)).join('')}</section>` : '',
  ].join('');
  const body =
    layout.columns === 1 && !layout.narrow
      ? `${head}${contact}${main}${side}`
      : layout.columns === 1
        ? `${head}${contact}<div class="narrow">${main}${side}</div>`
        : `${head}${contact}<div class="grid"><main>${main}</main><aside>${side}</aside></div>`;
  const style = `
body { margin: 0; font-family: ${fonts}; font-size: 10.5pt; line-height: 1.45; color: #222; }
h1 { font-size: 19pt; margin: 0; } .title { font-size: 12pt; color: #335; margin: 0 0 4pt; }
h2 { font-size: 12pt; border-bottom: 1pt solid #999; margin: 10pt 0 4pt; }
p { margin: 1pt 0; } .strong { font-weight: 700; margin-top: 5pt; } .meta { color: #444; }
.li { padding-inline-start: 12pt; text-indent: -10pt; }
.contacts { display: flex; gap: 14pt; color: #333; } .contacts p { margin: 0; }
.contact-img { height: 22px; margin: 2pt 0 4pt; }
.grid { display: grid; grid-template-columns: 58% 1fr; gap: 0 8mm; } aside { background: #f2f4f7; padding: 3mm; }
.narrow { width: 62%; }
table.xp { border-collapse: collapse; width: 100%; } table.xp td { border: 0.6pt solid #999; padding: 3pt; vertical-align: top; }
table.xp td:first-child { width: 34%; }`;
  return `<!doctype html><html lang="${p.language === 'en' ? 'en' : 'ar'}" dir="${dir}"><head><meta charset="utf-8"><style>${style}</style></head><body>${body}</body></html>`;
}
