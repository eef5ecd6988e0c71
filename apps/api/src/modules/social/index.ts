import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TSocialProvider } from '@masar/contracts';
import { createAccountLinking } from './account-linking';
import { createFacebookClient } from './facebook-client';
import { createFlowStates } from './flow-states-repository';
import { createGoogleClient } from './google-client';
import { createHandoffCodes } from './handoff-codes-repository';
import { createIdentities } from './identities-repository';
import type { ProviderClient } from './provider-client';
import { createSocialService, type SocialService } from './social-service';

/** Google and Facebook sign-in (PRODUCT.md section 3): each provider only when configured. */
export default fp(
  async function socialPlugin(app: FastifyInstance) {
    const { google, facebook, publicUrl } = app.config;
    const clients: Partial<Record<TSocialProvider, ProviderClient>> = {};
    if (google) clients.google = createGoogleClient(google);
    if (facebook) clients.facebook = createFacebookClient(facebook);
    const identities = createIdentities(app.db);
    const linking = createAccountLinking({
      users: app.usersRepository,
      sessions: app.sessions,
      identities,
      confirmEmail: (email) => app.emailConfirmation.resend(email),
    });
    app.decorate(
      'social',
      createSocialService({
        clients,
        publicUrl,
        users: app.usersRepository,
        sessions: app.sessions,
        identities,
        flows: createFlowStates(app.db),
        codes: createHandoffCodes(app.db),
        linking,
        log: app.log,
        later: (name, work) => app.background.run(name, work),
      }),
    );
  },
  { name: 'social', dependencies: ['db', 'accounts', 'background'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    social: SocialService;
  }
}
