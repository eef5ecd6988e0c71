import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { MAIL_DIR } from './mail-server';

export interface ReceivedMail {
  subject: string;
  text: string;
  html: string;
}

/** The newest mail to `to` that arrived after `since` (ms), waiting up to 15 s for it. */
export async function readMail(to: string, since = 0): Promise<ReceivedMail> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const matches = readdirSync(MAIL_DIR)
      .filter((file) => file.endsWith('.to'))
      .filter((file) => Number(file.split('-')[0]) >= since)
      .filter((file) => readFileSync(join(MAIL_DIR, file), 'utf8').split(',').includes(to.toLowerCase()))
      .sort((a, b) => Number(b.split('-')[0]) - Number(a.split('-')[0]) || b.localeCompare(a));
    if (matches[0]) {
      const parsed = await simpleParser(readFileSync(join(MAIL_DIR, matches[0].replace(/\.to$/, '.eml'))));
      return {
        subject: parsed.subject ?? '',
        text: parsed.text ?? '',
        html: typeof parsed.html === 'string' ? parsed.html : '',
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no mail to ${to} within 15 s`);
}

/** The first link in a mail that goes to `path` (e.g. /auth/confirm), relative to the app. */
export function linkTo(mail: ReceivedMail, path: string): string {
  const match = `${mail.text}\n${mail.html}`.match(
    new RegExp(`https?://[^\\s"'<>]+${path.replace(/\//g, '\\/')}\\?token=[A-Za-z0-9_\\-.%]+`),
  );
  if (!match) throw new Error(`no ${path} link in mail "${mail.subject}"`);
  const url = new URL(match[0]);
  return `${url.pathname}${url.search}`;
}
