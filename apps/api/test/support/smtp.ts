import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { defined } from '@masar/contracts/defined';

export interface ReceivedMail {
  to: string;
  parsed: ParsedMail;
}

/**
 * A real SMTP server on loopback (random port) that keeps every message it receives, parsed.
 * Tests point SMTP_URL at it and wait for the mail of one recipient.
 */
export async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          for (const rcpt of session.envelope.rcptTo) received.push({ to: rcpt.address.toLowerCase(), parsed });
          waiters.splice(0).forEach((wake) => wake());
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** the next mail to `to` after `after` earlier ones (default: the first) */
    async waitFor(to: string, after = 0, timeoutMs = 5000): Promise<ParsedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mails = received.filter((m) => m.to === to.toLowerCase());
        if (mails.length > after) return defined(mails[after]).parsed;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
    count: (to: string) => received.filter((m) => m.to === to.toLowerCase()).length,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TestSmtpServer = Awaited<ReturnType<typeof startSmtpServer>>;

/** The token of the first link to `page` in a mail's text part. */
export function tokenFromMail(mail: ParsedMail, page: string): string {
  const match = new RegExp(`${page.replace(/[/?]/g, '\\$&')}\\?token=([A-Za-z0-9_%-]+)`).exec(mail.text ?? '');
  if (!match) throw new Error(`no ${page} link in: ${mail.text}`);
  return decodeURIComponent(defined(match[1]));
}
