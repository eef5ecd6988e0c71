import type { TAuthTokens, TRegisterRequest } from '@masar/contracts';
import { authError } from './messages';
import type { AccountMail } from './account-mail';
import { checkPassword, newPasswordHash } from './credentials';
import type { Sessions } from './sessions-repository';
import { toUser } from './user-mapper';
import type { UsersRepository } from './users-repository';

interface Deps {
  users: UsersRepository;
  sessions: Sessions;
  accountMail: AccountMail;
}

export function createSignInService({ users, sessions, accountMail }: Deps) {
  return {
    async register(body: TRegisterRequest, userAgent?: string): Promise<TAuthTokens> {
      const passwordHash = await newPasswordHash(body.password);
      const user = await users.create(
        {
          email: body.email,
          passwordHash,
          firstName: body.firstName,
          lastName: body.lastName,
          preferredLanguage: body.language ?? 'ar',
        },
        (tx, row) => accountMail.queueConfirmation(row.email, tx),
      );
      if (!user) throw authError('CONFLICT', 'emailTaken', 'email');
      const tokens = await sessions.create(user, userAgent);
      return { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken, user: toUser(user) };
    },

    /** Wrong password, unknown email and password-less account: one answer, one cost. */
    async login(email: string, password: string, userAgent?: string): Promise<TAuthTokens> {
      const user = await users.findByEmail(email);
      const ok = await checkPassword(user?.passwordHash, password);
      if (!user || !ok) throw authError('UNAUTHENTICATED', 'invalidCredentials');
      // only someone who knows the password learns that the account is disabled
      if (user.disabledAt) throw authError('FORBIDDEN', 'accountDisabled');
      const tokens = await sessions.create(user, userAgent);
      return { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken, user: toUser(user) };
    },
  };
}

export type SignInService = ReturnType<typeof createSignInService>;
