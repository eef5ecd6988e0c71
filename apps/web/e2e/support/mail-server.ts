import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

/** Where the loopback SMTP server drops what the app sends; the journeys read it back. */
export const MAIL_DIR = join(import.meta.dirname, '../../../../test-results/e2e-mail');
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);

/** Playwright global setup: a real SMTP server on loopback for the app under test. */
export default async function startMailServer() {
  rmSync(MAIL_DIR, { recursive: true, force: true });
  mkdirSync(MAIL_DIR, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        count += 1;
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase()).join(',');
        const name = `${Date.now()}-${count}`;
        writeFileSync(join(MAIL_DIR, `${name}.eml`), Buffer.concat(chunks));
        // written last: readers look for .to files, so the message is complete when one appears
        writeFileSync(join(MAIL_DIR, `${name}.to`), to);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(SMTP_PORT, '127.0.0.1', resolve));
  return async () => new Promise<void>((resolve) => server.close(() => resolve()));
}
