import type { TLanguage } from '@masar/contracts';

export interface MailContent {
  subject: string;
  html: string;
  text: string;
}

export interface ActionMail {
  lang: TLanguage;
  subject: string;
  greeting: string;
  paragraphs: string[];
  action: { label: string; url: string };
  /** shown under the button, e.g. how long the link lasts */
  footnote: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The page every mail shares: one column readable on a phone, no images, system fonts, RTL for Arabic. */
function page(lang: TLanguage, subject: string, body: string): string {
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  const align = lang === 'ar' ? 'right' : 'left';
  return `<!doctype html>
<html lang="${lang}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f5f5f4">
<div dir="${dir}" style="max-width:560px;margin:0 auto;padding:24px 16px;font-family:Tahoma,Arial,sans-serif;font-size:16px;line-height:1.7;color:#1c1917;text-align:${align}">
<p style="margin:0 0 16px;font-size:20px;font-weight:bold">${lang === 'ar' ? 'مسار' : 'Masar'}</p>
${body}
</div>
</body>
</html>`;
}

const paragraphsHtml = (paragraphs: string[]) =>
  paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('\n');

/**
 * One plain layout for every mail with a link: the link is also written out in full for clients
 * that hide buttons.
 */
export function renderActionMail(mail: ActionMail): MailContent {
  const url = escapeHtml(mail.action.url);
  const html = page(
    mail.lang,
    mail.subject,
    `<p style="margin:0 0 16px">${escapeHtml(mail.greeting)}</p>
${paragraphsHtml(mail.paragraphs)}
<p style="margin:24px 0"><a href="${url}" style="display:inline-block;padding:12px 24px;background:#0f766e;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold">${escapeHtml(mail.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:14px;color:#57534e">${escapeHtml(mail.footnote)}</p>
<p style="margin:0;font-size:13px;color:#57534e;word-break:break-all" dir="ltr">${url}</p>`,
  );
  const text = [
    mail.greeting,
    '',
    ...mail.paragraphs.flatMap((p) => [p, '']),
    `${mail.action.label}: ${mail.action.url}`,
    '',
    mail.footnote,
  ].join('\n');
  return { subject: mail.subject, html, text };
}

export interface NoticeMail {
  lang: TLanguage;
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** label and value pairs (e.g. a submitted form); values keep their own direction and line breaks */
  fields: Array<{ label: string; value: string }>;
  footnote?: string;
}

/** The same layout for mails without a link: a message and, below it, the fields it is about. */
export function renderNoticeMail(mail: NoticeMail): MailContent {
  const fields = mail.fields
    .map(
      (f) =>
        `<p style="margin:0 0 12px"><strong>${escapeHtml(f.label)}</strong><br><span dir="auto" style="white-space:pre-wrap;word-break:break-word">${escapeHtml(f.value)}</span></p>`,
    )
    .join('\n');
  const footnote = mail.footnote
    ? `<p style="margin:16px 0 0;font-size:14px;color:#57534e">${escapeHtml(mail.footnote)}</p>`
    : '';
  const html = page(
    mail.lang,
    mail.subject,
    `<p style="margin:0 0 16px">${escapeHtml(mail.greeting)}</p>
${paragraphsHtml(mail.paragraphs)}
<div style="margin:0 0 16px;padding:12px 16px;background:#ffffff;border:1px solid #e7e5e4;border-radius:6px">
${fields}
</div>${footnote}`,
  );
  const text = [
    mail.greeting,
    '',
    ...mail.paragraphs.flatMap((p) => [p, '']),
    ...mail.fields.flatMap((f) => (f.value.includes('\n') ? [`${f.label}:`, f.value, ''] : [`${f.label}: ${f.value}`])),
    ...(mail.footnote ? ['', mail.footnote] : []),
  ].join('\n');
  return { subject: mail.subject, html, text };
}
