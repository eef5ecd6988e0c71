import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { MailContent } from '#src/mail/layout';

export interface OutgoingMail extends MailContent {
  to: string;
  /** where replies go (e.g. the visitor who wrote through the contact form) */
  replyTo?: { name: string; address: string };
  /** the same on every try of one queued mail, so a mail sent twice after a crash shows once */
  messageId?: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

const LINK = /https?:\/\/[^\s"<>]+/g;

/**
 * SMTP_URL when set; otherwise each message is written to DATA_DIR/outbox as an .eml file and its
 * links are logged, so sign-up and password reset work on a laptop without a mail server.
 */
export default fp(
  async function mailerPlugin(app: FastifyInstance) {
    const { smtpUrl, mailFrom, dataDir } = app.config;
    const transport = smtpUrl
      ? nodemailer.createTransport(smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    const outbox = path.join(dataDir, 'outbox');

    const mailer: Mailer = {
      async send(mail) {
        const info = await transport.sendMail({
          from: mailFrom,
          to: mail.to,
          replyTo: mail.replyTo,
          ...(mail.messageId ? { messageId: mail.messageId } : {}),
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        });
        if (smtpUrl) return;
        await mkdir(outbox, { recursive: true });
        const file = path.join(
          outbox,
          `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`,
        );
        await writeFile(file, (info as { message: Buffer }).message);
        app.log.info(
          { to: mail.to, subject: mail.subject, file, links: mail.text.match(LINK) ?? [] },
          'mail written to the outbox',
        );
      },
    };
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => transport.close());
  },
  { name: 'mailer' },
);

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}
