import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, describe, expect, it } from 'vitest';
import { confirmEmailMail } from '#src/mail/confirm-email';
import { resetPasswordMail } from '#src/mail/reset-password';
import { buildTestApp } from '#test/helper';
import { NO_AUTH_LIMITS, register } from '#test/support/accounts';
import { startSmtpServer } from '#test/support/smtp';
import { defined } from '@masar/contracts/defined';

describe('mailer', () => {
  const closers: Array<() => Promise<unknown>> = [];
  afterAll(async () => {
    for (const close of closers.reverse()) await close();
  });

  it('without SMTP_URL writes each mail as an .eml file to DATA_DIR/outbox', async () => {
    const app = await buildTestApp({ config: NO_AUTH_LIMITS });
    closers.push(() => app.close());
    const { body } = await register(app);
    await app.jobs.drain();
    const outbox = path.join(app.config.dataDir, 'outbox');
    const files = readdirSync(outbox).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const mail = await simpleParser(readFileSync(path.join(outbox, defined(files[0]))));
    expect(mail.to).toMatchObject({ text: body.user.email });
    expect(mail.text).toContain(`${app.config.publicUrl}/auth/confirm?token=`);
  });

  it('delivers through SMTP_URL: from MAIL_FROM, text and HTML parts, Arabic intact', async () => {
    const smtp = await startSmtpServer();
    closers.push(() => smtp.close());
    const app = await buildTestApp({ config: { smtpUrl: smtp.url, mailFrom: 'Masar Test <mail@test.masar.local>' } });
    closers.push(() => app.close());
    await app.mailer.send({
      to: 'reader@test.masar.local',
      ...resetPasswordMail('ar', 'مريم', 'https://masar.test/auth/password-reset?token=abc'),
    });
    const mail = await smtp.waitFor('reader@test.masar.local');
    expect(mail.from?.value[0]).toMatchObject({ name: 'Masar Test', address: 'mail@test.masar.local' });
    expect(mail.subject).toBe('إعادة تعيين كلمة المرور في مسار');
    expect(mail.text).toContain('مرحبًا مريم،');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
  });

  it('a failing mail server does not fail the registration, and the mail waits for a retry', async () => {
    const app = await buildTestApp({ config: { ...NO_AUTH_LIMITS, smtpUrl: 'smtp://127.0.0.1:9' } });
    closers.push(() => app.close());
    const { response } = await register(app);
    expect(response.statusCode).toBe(201);
    expect(await app.jobs.drain()).toBe(1);
    const { rows } = await app.dbExecuteSql(`select state, output from pgboss.job where name = 'mail'`);
    expect(rows).toMatchObject([{ state: 'retry', output: { message: expect.stringMatching(/ECONNREFUSED/) } }]);
  });

  it('templates: readable on a phone, no images, escaped, link written out in full', () => {
    for (const lang of ['ar', 'en'] as const) {
      const mail = confirmEmailMail(lang, '<b>Omar</b>', 'https://masar.test/auth/confirm?token=t&x=1');
      expect(mail.html).toContain('name="viewport"');
      expect(mail.html).not.toMatch(/<img|<b>Omar/);
      expect(mail.html).toContain('&lt;b&gt;Omar&lt;/b&gt;');
      expect(mail.html).toContain('https://masar.test/auth/confirm?token=t&amp;x=1');
      expect(mail.text).toContain('https://masar.test/auth/confirm?token=t&x=1');
      expect(mail.html).toContain(lang === 'ar' ? 'dir="rtl"' : 'dir="ltr"');
    }
  });
});
