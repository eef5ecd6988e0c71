import type { FastifyBaseLogger } from 'fastify';
import type { TLanguage } from '@masar/contracts';
import { formatDate as formatMoment } from '@masar/contracts/format';
import type { Database } from '#src/db/client';
import { contactAcknowledgementMail } from '#src/mail/contact-acknowledgement';
import { contactNotificationMail } from '#src/mail/contact-notification';
import { registrationAcknowledgementMail } from '#src/mail/registration-acknowledgement';
import { registrationNotificationMail } from '#src/mail/registration-notification';
import type { MailQueue } from '#src/plugins/mail-queue';
import { SUPPORT_HOURS } from '@masar/contracts/support-hours';
import { describeSupportHours } from '#src/modules/site/support-hours';
import type { FormsRepository } from './forms-repository';

/** The support team reads the product's default language; the sender's own is named in the mail. */
const SUPPORT_LANGUAGE: TLanguage = 'ar';

/** When a form arrived, on the support team's clock, with the site's digits. */
const formatDate = (lang: TLanguage, at: Date) =>
  formatMoment(at, lang, { dateStyle: 'long', timeStyle: 'short', timeZone: SUPPORT_HOURS.timeZone });

export interface FormsMailDeps {
  mailQueue: MailQueue;
  repository: FormsRepository;
  /** SUPPORT_EMAIL; unset: submissions are only stored (and visible in the dashboard) */
  supportEmail: string | undefined;
  log: FastifyBaseLogger;
}

/** A submission's mails: which row, in which language the sender wrote, and whether to acknowledge it. */
interface SubmissionMail {
  id: string;
  lang: TLanguage;
}

const KIND = {
  contactToSupport: 'contact-to-support',
  contactAcknowledgement: 'contact-acknowledgement',
  registrationToSupport: 'registration-to-support',
  registrationAcknowledgement: 'registration-acknowledgement',
} as const;

/**
 * Each submission: a copy to the support inbox (Reply-To the sender) and an acknowledgement to the
 * sender, queued in the transaction that stores it and written when sent.
 */
export function createFormsMail({ mailQueue, repository, supportEmail, log }: FormsMailDeps) {
  const unsent = (kind: string, id: string) => {
    log.info({ kind, id }, 'form submission stored; SUPPORT_EMAIL is not set, so it is not mailed to support');
    return null;
  };

  mailQueue.define<SubmissionMail>(KIND.contactToSupport, async ({ id, lang }) => {
    const row = await repository.contactMessage(id);
    if (!row) return null;
    if (!supportEmail) return unsent('contact', id);
    const mail = contactNotificationMail(SUPPORT_LANGUAGE, {
      ...row,
      senderLanguage: lang,
      receivedAt: formatDate(SUPPORT_LANGUAGE, row.createdAt),
    });
    return { to: supportEmail, replyTo: { name: row.name, address: row.email }, ...mail };
  });

  mailQueue.define<SubmissionMail>(KIND.contactAcknowledgement, async ({ id, lang }) => {
    const row = await repository.contactMessage(id);
    if (!row) return null;
    const mail = contactAcknowledgementMail(lang, {
      receivedAt: formatDate(lang, row.createdAt),
      supportHours: describeSupportHours(lang),
    });
    return { to: row.email, ...mail };
  });

  mailQueue.define<SubmissionMail>(KIND.registrationToSupport, async ({ id, lang }) => {
    const row = await repository.registration(id);
    if (!row) return null;
    if (!supportEmail) return unsent('registration', id);
    const mail = registrationNotificationMail(SUPPORT_LANGUAGE, {
      ...row,
      courseTitle: row.courseTitle ?? '',
      senderLanguage: lang,
      receivedAt: formatDate(SUPPORT_LANGUAGE, row.createdAt),
    });
    return { to: supportEmail, replyTo: { name: `${row.firstName} ${row.lastName}`, address: row.email }, ...mail };
  });

  mailQueue.define<SubmissionMail>(KIND.registrationAcknowledgement, async ({ id, lang }) => {
    const row = await repository.registration(id);
    if (!row) return null;
    const mail = registrationAcknowledgementMail(lang, {
      courseTitle: row.courseTitle ?? '',
      phone: row.phone,
      supportHours: describeSupportHours(lang),
    });
    return { to: row.email, ...mail };
  });

  const queue = async (tx: Database, kinds: string[], data: SubmissionMail) => {
    for (const kind of kinds) await mailQueue.enqueue(tx, kind, data);
  };

  return {
    queueContact: (tx: Database, data: SubmissionMail, acknowledge: boolean) =>
      queue(tx, acknowledge ? [KIND.contactToSupport, KIND.contactAcknowledgement] : [KIND.contactToSupport], data),
    queueRegistration: (tx: Database, data: SubmissionMail, acknowledge: boolean) =>
      queue(
        tx,
        acknowledge ? [KIND.registrationToSupport, KIND.registrationAcknowledgement] : [KIND.registrationToSupport],
        data,
      ),
  };
}

export type FormsMail = ReturnType<typeof createFormsMail>;
