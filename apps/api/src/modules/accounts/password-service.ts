import { authError } from './messages';
import type { AccountMail } from './account-mail';
import { checkPassword, newPasswordHash } from './credentials';
import type { EmailTokens } from './email-tokens-repository';
import type { Sessions } from './sessions-repository';
import type { UsersRepository } from './users-repository';

interface Deps {
  users: UsersRepository;
  sessions: Sessions;
  emailTokens: EmailTokens;
  accountMail: AccountMail;
}

export function createPasswordService({ users, sessions, emailTokens, accountMail }: Deps) {
  return {
    /** For accounts created by social sign-in, which have no password yet. */
    async add(userId: string, password: string): Promise<void> {
      const user = await users.findById(userId);
      if (!user || user.passwordHash) throw authError('CONFLICT', 'passwordAlreadySet');
      await users.update(userId, { passwordHash: await newPasswordHash(password) });
    },

    /** Needs the current password; every other session of the account ends. */
    async change(userId: string, sessionId: string, currentPassword: string, newPassword: string): Promise<void> {
      const user = await users.findById(userId);
      if (!user?.passwordHash) throw authError('CONFLICT', 'noPasswordYet');
      // 400, not 401: a 401 would make the client refresh its session and retry
      if (!(await checkPassword(user.passwordHash, currentPassword)))
        throw authError('VALIDATION_FAILED', 'currentPasswordWrong', 'currentPassword');
      await users.update(userId, { passwordHash: await newPasswordHash(newPassword, 'newPassword') });
      await sessions.revokeAll(userId, sessionId);
    },

    /**
     * Queues the mail whatever the address: the lookup happens when it is sent, so neither the
     * answer nor its timing tells whether the email has an account.
     */
    requestReset: (email: string): Promise<void> => accountMail.queuePasswordReset(email),

    /** Single use; sets the password, confirms the email (the link proved it) and ends every session. */
    async reset(token: string, password: string): Promise<void> {
      const passwordHash = await newPasswordHash(password);
      // consuming is one conditional update: of two uses of a link, only one gets the user
      const userId = await emailTokens.consume(token, 'reset');
      if (!userId) throw authError('VALIDATION_FAILED', 'resetTokenInvalid', 'token');
      const user = await users.findById(userId);
      await users.update(userId, { passwordHash, ...(user?.emailVerifiedAt ? {} : { emailVerifiedAt: new Date() }) });
      await sessions.revokeAll(userId);
    },
  };
}

export type PasswordService = ReturnType<typeof createPasswordService>;
