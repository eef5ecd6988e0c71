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
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * One plain layout for every mail: a single column readable on a phone, no images, system fonts,
 * right-to-left for Arabic. The link is also written out in full for clients that hide buttons.
 */
export function renderActionMail(mail: ActionMail): MailContent {
  const dir = mail.lang === 'ar' ? 'rtl' : 'ltr';
  const align = mail.lang === 'ar' ? 'right' : 'left';
  const url = escapeHtml(mail.action.url);
  const paragraphs = mail.paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('\n');
  const html = `<!doctype html>
<html lang="${mail.lang}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(mail.subject)}</title></head>
<body style="margin:0;padding:0;background:#f5f5f4">
<div dir="${dir}" style="max-width:560px;margin:0 auto;padding:24px 16px;font-family:Tahoma,Arial,sans-serif;font-size:16px;line-height:1.7;color:#1c1917;text-align:${align}">
<p style="margin:0 0 16px;font-size:20px;font-weight:bold">${mail.lang === 'ar' ? 'مسار' : 'Masar'}</p>
<p style="margin:0 0 16px">${escapeHtml(mail.greeting)}</p>
${paragraphs}
<p style="margin:24px 0"><a href="${url}" style="display:inline-block;padding:12px 24px;background:#0f766e;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold">${escapeHtml(mail.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:14px;color:#57534e">${escapeHtml(mail.footnote)}</p>
<p style="margin:0;font-size:13px;color:#57534e;word-break:break-all" dir="ltr">${url}</p>
</div>
</body>
</html>`;
  const text = [mail.greeting, '', ...mail.paragraphs.flatMap((p) => [p, '']), `${mail.action.label}: ${mail.action.url}`, '', mail.footnote].join('\n');
  return { subject: mail.subject, html, text };
}
