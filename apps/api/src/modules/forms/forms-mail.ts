import type { FastifyBaseLogger } from 'fastify';
import type { TLanguage } from '@masar/contracts';
import { formatDate as formatMoment } from '@masar/contracts/format';
import { contactAcknowledgementMail } from '#src/mail/contact-acknowledgement';
import { contactNotificationMail } from '#src/mail/contact-notification';
import { registrationAcknowledgementMail } from '#src/mail/registration-acknowledgement';
import { registrationNotificationMail } from '#src/mail/registration-notification';
import type { Mailer } from '#src/plugins/mailer';
import { SUPPORT_HOURS } from '@masar/contracts/support-hours';
import { describeSupportHours } from '#src/modules/site/support-hours';
import type { ContactMessageRow, PublishedCourse, RegistrationRow } from './forms-repository';

/** The support team reads the product's default language; the sender's own is named in the mail. */
const SUPPORT_LANGUAGE: TLanguage = 'ar';

/** When a form arrived, on the support team's clock, with the site's digits. */
const formatDate = (lang: TLanguage, at: Date) =>
  formatMoment(at, lang, { dateStyle: 'long', timeStyle: 'short', timeZone: SUPPORT_HOURS.timeZone });

export interface FormsMailDeps {
  mailer: Mailer;
  /** SUPPORT_EMAIL; unset: submissions are only stored (and visible in the dashboard) */
  supportEmail: string | undefined;
  log: FastifyBaseLogger;
}

/** Each submission: a copy to the support inbox (Reply-To the sender), an acknowledgement to the sender. */
export function createFormsMail(deps: FormsMailDeps) {
  const toSupport = async (kind: string, id: string, mail: Parameters<Mailer['send']>[0] | undefined) => {
    if (mail) return deps.mailer.send(mail);
    deps.log.info({ kind, id }, 'form submission stored; SUPPORT_EMAIL is not set, so it is not mailed to support');
  };

  return {
    async contactToSupport(row: ContactMessageRow, senderLanguage: TLanguage): Promise<void> {
      const mail = deps.supportEmail
        ? {
            to: deps.supportEmail,
            replyTo: { name: row.name, address: row.email },
            ...contactNotificationMail(SUPPORT_LANGUAGE, {
              ...row,
              senderLanguage,
              receivedAt: formatDate(SUPPORT_LANGUAGE, row.createdAt),
            }),
          }
        : undefined;
      await toSupport('contact', row.id, mail);
    },

    async contactAcknowledgement(row: ContactMessageRow, lang: TLanguage): Promise<void> {
      const mail = contactAcknowledgementMail(lang, {
        receivedAt: formatDate(lang, row.createdAt),
        supportHours: describeSupportHours(lang),
      });
      await deps.mailer.send({ to: row.email, ...mail });
    },

    async registrationToSupport(
      row: RegistrationRow,
      course: PublishedCourse,
      senderLanguage: TLanguage,
    ): Promise<void> {
      const mail = deps.supportEmail
        ? {
            to: deps.supportEmail,
            replyTo: { name: `${row.firstName} ${row.lastName}`, address: row.email },
            ...registrationNotificationMail(SUPPORT_LANGUAGE, {
              ...row,
              courseTitle: course.title,
              senderLanguage,
              receivedAt: formatDate(SUPPORT_LANGUAGE, row.createdAt),
            }),
          }
        : undefined;
      await toSupport('registration', row.id, mail);
    },

    async registrationAcknowledgement(row: RegistrationRow, course: PublishedCourse, lang: TLanguage): Promise<void> {
      const mail = registrationAcknowledgementMail(lang, {
        courseTitle: course.title,
        phone: row.phone,
        supportHours: describeSupportHours(lang),
      });
      await deps.mailer.send({ to: row.email, ...mail });
    },
  };
}

export type FormsMail = ReturnType<typeof createFormsMail>;
