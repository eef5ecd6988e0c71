import { authError } from './messages';
import type { AccountMail } from './account-mail';
import type { EmailTokens } from './email-tokens-repository';
import type { UsersRepository } from './users-repository';

interface Deps {
  users: UsersRepository;
  emailTokens: EmailTokens;
  accountMail: AccountMail;
  later: (name: string, work: () => Promise<void>) => void;
}

export function createEmailConfirmationService({ users, emailTokens, accountMail, later }: Deps) {
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

    /** Same answer whatever the email; the work happens after it. */
    resend(email: string): void {
      later('confirmation mail', async () => {
        const user = await users.findByEmail(email);
        if (user && !user.emailVerifiedAt && !user.disabledAt) await accountMail.sendConfirmation(user);
      });
    },
  };
}

export type EmailConfirmationService = ReturnType<typeof createEmailConfirmationService>;
