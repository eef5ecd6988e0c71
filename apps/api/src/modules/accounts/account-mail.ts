import { confirmEmailMail } from '#src/mail/confirm-email';
import { resetPasswordMail } from '#src/mail/reset-password';
import type { Mailer } from '#src/plugins/mailer';
import type { EmailTokens } from './email-tokens-repository';
import type { UserRow } from './user-mapper';

/** The two account mails, in the user's preferred language, each with a fresh single-use link. */
export function createAccountMail(deps: { mailer: Mailer; emailTokens: EmailTokens; publicUrl: string }) {
  const link = (page: string, token: string) => `${deps.publicUrl}${page}?token=${encodeURIComponent(token)}`;
  return {
    async sendConfirmation(user: UserRow): Promise<void> {
      const token = await deps.emailTokens.issue(user.id, 'confirm');
      const mail = confirmEmailMail(user.preferredLanguage, user.firstName, link('/auth/confirm', token));
      await deps.mailer.send({ to: user.email, ...mail });
    },
    async sendPasswordReset(user: UserRow): Promise<void> {
      const token = await deps.emailTokens.issue(user.id, 'reset');
      const mail = resetPasswordMail(user.preferredLanguage, user.firstName, link('/auth/password-reset', token));
      await deps.mailer.send({ to: user.email, ...mail });
    },
  };
}

export type AccountMail = ReturnType<typeof createAccountMail>;
