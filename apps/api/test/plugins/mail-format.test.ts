import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { fawryReferenceMail } from '#src/mail/fawry-reference';
import { receiptMail } from '#src/mail/receipt';
import { certificateHtml } from '#src/modules/certificates/certificate-html';
import type { CertificateRow } from '#src/modules/certificates/certificates-repository';
import { createFormsMail } from '#src/modules/forms/forms-mail';
import type { ContactMessageRow, FormsRepository } from '#src/modules/forms/forms-repository';
import type { MailBuilder, MailQueue } from '#src/plugins/mail-queue';

// Issue 21, items 3-5: the mails and the certificate write numbers, money and dates like the site
// (Latin digits in Arabic, decimals only when an amount is not whole), lengths with the site's
// rounding, and the certificate's wording fits every learner.
const ARABIC_INDIC = /[\u0660-\u0669\u06F0-\u06F9]/;
const paidAt = new Date(Date.UTC(2026, 10, 25, 12, 0));

const receipt = (lang: 'ar' | 'en', amount: number) =>
  receiptMail(lang, {
    firstName: 'ليلى',
    courseTitle: 'تحليل البيانات',
    amount,
    currency: 'EGP',
    paidAt,
    receiptNumber: 'MSR-1',
    url: 'https://masar.test/learn',
    refundWindowDays: 14,
  });

const certificate = (overrides: Partial<CertificateRow> = {}): CertificateRow => ({
  id: '00000000-0000-4000-8000-000000000001',
  code: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  userId: '00000000-0000-4000-8000-000000000002',
  courseId: '00000000-0000-4000-8000-000000000003',
  learnerName: 'ليلى فتحي',
  courseTitle: 'أساسيات تحليل البيانات',
  examScorePercent: null,
  trainerName: 'سارة علي',
  durationMinutes: 2,
  language: 'ar',
  issuedAt: paidAt,
  revokedAt: null,
  revokedReason: null,
  ...overrides,
});

const visibleText = (html: string) =>
  html
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<svg[\s\S]*?<\/svg>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('numbers in mails', () => {
  it('the receipt writes the amount and date with Latin digits, decimals only when not whole', () => {
    const whole = receipt('ar', 35_000);
    expect(whole.text).toContain('المبلغ: \u200f350\u00a0ج.م.\u200f');
    expect(whole.text).toContain('25 نوفمبر 2026');
    expect(whole.text).not.toMatch(ARABIC_INDIC);
    expect(whole.html).not.toMatch(ARABIC_INDIC);
    expect(receipt('ar', 35_050).text).toContain('350.50');
    expect(receipt('en', 35_000).text).toContain('Amount: EGP\u00a0350\n');
    expect(receipt('en', 35_000).text).toContain('November 25, 2026');
  });

  it("the receipt counts the refund window's days as Arabic does", () => {
    const footnote = (days: number) =>
      receiptMail('ar', {
        firstName: 'ليلى',
        courseTitle: 'س',
        amount: 100,
        currency: 'EGP',
        paidAt,
        receiptNumber: 'MSR-1',
        url: 'https://masar.test',
        refundWindowDays: days,
      }).text;
    expect(footnote(1)).toContain('خلال يوم واحد من الشراء');
    expect(footnote(2)).toContain('خلال يومين من الشراء');
    expect(footnote(7)).toContain('خلال 7 أيام من الشراء');
    expect(footnote(14)).toContain('خلال 14 يومًا من الشراء');
    expect(footnote(100)).toContain('خلال 100 يوم من الشراء');
    expect(receipt('en', 100).text).toContain('within 14 days of the purchase');
  });

  it('the Fawry reference mail too', () => {
    const mail = fawryReferenceMail('ar', {
      firstName: 'ليلى',
      courseTitle: 'تحليل البيانات',
      amount: 180_000,
      currency: 'EGP',
      referenceNumber: '9876543210',
      expiresAt: paidAt,
    });
    expect(mail.text).toContain('1,800');
    expect(mail.text).not.toMatch(ARABIC_INDIC);
  });

  it("the forms' acknowledgement dates", async () => {
    const row: ContactMessageRow = {
      id: 'm1',
      name: 'ليلى',
      email: 'laila@example.com',
      subject: 'سؤال',
      message: 'مرحبًا',
      handledAt: null,
      createdAt: paidAt,
    };
    // the mails as the queue's worker writes them
    const builders = new Map<string, MailBuilder<{ id: string; lang: 'ar' }>>();
    const mailQueue = {
      define: (kind: string, build: MailBuilder<never>) =>
        void builders.set(kind, build as unknown as MailBuilder<{ id: string; lang: 'ar' }>),
    };
    createFormsMail({
      mailQueue: mailQueue as unknown as MailQueue,
      repository: { contactMessage: async () => row } as unknown as FormsRepository,
      supportEmail: 'support@masar.test',
      log: { info: () => {} } as unknown as FastifyBaseLogger,
    });
    const sent = [];
    for (const kind of ['contact-acknowledgement', 'contact-to-support'])
      sent.push(await builders.get(kind)?.({ id: 'm1', lang: 'ar' }));
    expect(sent).toHaveLength(2);
    for (const mail of sent) {
      expect(mail?.text).toContain('25 نوفمبر 2026');
      expect(mail?.text).not.toMatch(ARABIC_INDIC);
    }
  });
});

describe('the certificate page', () => {
  it('writes the date and length like the site, never "0 hours"', async () => {
    const text = visibleText(await certificateHtml(certificate(), 'https://masar.test/certificates/ABC'));
    expect(text).not.toMatch(ARABIC_INDIC);
    expect(text).toContain('25 نوفمبر 2026');
    expect(text).toContain('دقيقتان');
    expect(text).not.toMatch(/(^|\D)0 ساعة/);
    const english = visibleText(
      await certificateHtml(
        certificate({ language: 'en', durationMinutes: 89 }),
        'https://masar.test/certificates/ABC',
      ),
    );
    expect(english).toContain('1.5 hours');
    expect(english).toContain('November 25, 2026');
  });

  it('names the act, not a gendered verb, so it fits every learner', async () => {
    const text = visibleText(await certificateHtml(certificate(), 'https://masar.test/certificates/ABC'));
    expect(text).not.toMatch(/أتمّ|أتم |قد أتم/);
    expect(text).toContain('تشهد منصة مسار بإتمام');
  });
});
