import { authError } from './messages';
import type { AccountMail } from './account-mail';
import type { EmailTokens } from './email-tokens-repository';
import type { UsersRepository } from './users-repository';

interface Deps {
  users: UsersRepository;
  emailTokens: EmailTokens;
  accountMail: AccountMail;
}

export function createEmailConfirmationService({ users, emailTokens, accountMail }: Deps) {
  return {
    /** A link opened twice (a second tab, a mail scanner) still succeeds for its confirmed account. */
    async confirm(token: string): Promise<void> {
      const userId = await emailTokens.consume(token, 'confirm');
      if (userId) {
        await users.update(userId, { emailVerifiedAt: new Date() });
        return;
      }
      if (!(await emailTokens.alreadyConfirmedBy(token)))
        throw authError('VALIDATION_FAILED', 'confirmationFailed', 'token');
    },

    /** Same answer whatever the email: the lookup happens when the queued mail is sent. */
    resend: (email: string): Promise<void> => accountMail.queueConfirmation(email),
  };
}

export type EmailConfirmationService = ReturnType<typeof createEmailConfirmationService>;
