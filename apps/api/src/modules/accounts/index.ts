import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createAccountMail } from './account-mail';
import { createEmailConfirmationService, type EmailConfirmationService } from './email-confirmation-service';
import { createEmailTokens } from './email-tokens-repository';
import { createPasswordService, type PasswordService } from './password-service';
import { createSessions, type Sessions } from './sessions-repository';
import { createSignInService, type SignInService } from './sign-in-service';
import { createUsersRepository, type UsersRepository } from './users-repository';

/** Accounts and sessions: repositories and the services the auth and users routes call. */
export default fp(
  async function accountsPlugin(app: FastifyInstance) {
    const users = createUsersRepository(app.db);
    const sessions = createSessions(app.db, app.config.jwtSecret);
    const emailTokens = createEmailTokens(app.db);
    const accountMail = createAccountMail({
      db: app.db,
      mailQueue: app.mailQueue,
      users,
      emailTokens,
      publicUrl: app.config.publicUrl,
    });
    app.decorate('usersRepository', users);
    app.decorate('sessions', sessions);
    app.decorate('signIn', createSignInService({ users, sessions, accountMail }));
    app.decorate('passwords', createPasswordService({ users, sessions, emailTokens, accountMail }));
    app.decorate('emailConfirmation', createEmailConfirmationService({ users, emailTokens, accountMail }));
  },
  { name: 'accounts', dependencies: ['db', 'mail-queue'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    usersRepository: UsersRepository;
    sessions: Sessions;
    signIn: SignInService;
    passwords: PasswordService;
    emailConfirmation: EmailConfirmationService;
  }
}
