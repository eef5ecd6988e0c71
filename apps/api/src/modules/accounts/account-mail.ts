import type { Database } from '#src/db/client';
import { confirmEmailMail } from '#src/mail/confirm-email';
import { resetPasswordMail } from '#src/mail/reset-password';
import type { MailQueue } from '#src/plugins/mail-queue';
import type { EmailTokens } from './email-tokens-repository';
import type { UsersRepository } from './users-repository';

const CONFIRMATION = 'email-confirmation';
const PASSWORD_RESET = 'password-reset';

interface Deps {
  db: Database;
  mailQueue: MailQueue;
  users: UsersRepository;
  emailTokens: EmailTokens;
  publicUrl: string;
}

/**
 * The two account mails, queued by e-mail address whether or not it has an account (the answer
 * and its timing tell nothing), and written when sent: the user looked up then, in their
 * preferred language, with a fresh single-use link.
 */
export function createAccountMail({ db, mailQueue, users, emailTokens, publicUrl }: Deps) {
  const link = (page: string, token: string) => `${publicUrl}${page}?token=${encodeURIComponent(token)}`;

  mailQueue.define<{ email: string }>(CONFIRMATION, async ({ email }) => {
    const user = await users.findByEmail(email);
    if (!user || user.emailVerifiedAt || user.disabledAt) return null;
    const token = await emailTokens.issue(user.id, 'confirm');
    return {
      to: user.email,
      ...confirmEmailMail(user.preferredLanguage, user.firstName, link('/auth/confirm', token)),
    };
  });

  mailQueue.define<{ email: string }>(PASSWORD_RESET, async ({ email }) => {
    const user = await users.findByEmail(email);
    if (!user || user.disabledAt) return null;
    const token = await emailTokens.issue(user.id, 'reset');
    const mail = resetPasswordMail(user.preferredLanguage, user.firstName, link('/auth/password-reset', token));
    return { to: user.email, ...mail };
  });

  return {
    /** within `tx`: the transaction that creates the account, when there is one */
    queueConfirmation: (email: string, tx: Database = db) => mailQueue.enqueue(tx, CONFIRMATION, { email }),
    queuePasswordReset: (email: string) => mailQueue.enqueue(db, PASSWORD_RESET, { email }),
  };
}

export type AccountMail = ReturnType<typeof createAccountMail>;
