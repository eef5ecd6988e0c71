import type { FastifyBaseLogger } from 'fastify';
import * as oidc from 'openid-client';
import type {
  TAuthTokens,
  TLanguage,
  TSocialExchangeResponse,
  TSocialProvider,
  TSocialSignInError,
} from '@masar/contracts';
import { authError } from '#src/modules/accounts/messages';
import { checkPassword } from '#src/modules/accounts/credentials';
import type { Sessions } from '#src/modules/accounts/sessions-repository';
import { toUser } from '#src/modules/accounts/user-mapper';
import type { UsersRepository } from '#src/modules/accounts/users-repository';
import type { AccountLinking } from './account-linking';
import type { FlowStates } from './flow-states-repository';
import type { HandoffCodes } from './handoff-codes-repository';
import type { Identities } from './identities-repository';
import { socialError } from './messages';
import type { ProviderClient } from './provider-client';

/** The page both providers return to (PRODUCT.md section 3). */
export const CALLBACK_PAGE = '/auth/google/callback';

const page = (params: Record<string, string>) => `${CALLBACK_PAGE}?${new URLSearchParams(params).toString()}`;

interface Deps {
  clients: Partial<Record<TSocialProvider, ProviderClient>>;
  publicUrl: string;
  users: UsersRepository;
  sessions: Sessions;
  identities: Identities;
  flows: FlowStates;
  codes: HandoffCodes;
  linking: AccountLinking;
  log: FastifyBaseLogger;
  later: (name: string, work: () => Promise<void>) => void;
}

export function createSocialService(deps: Deps) {
  const { clients, users, sessions, identities, flows, codes, linking, log } = deps;
  const redirectUri = (provider: TSocialProvider) => `${deps.publicUrl}/api/auth/${provider}/callback`;

  async function signIn(userId: string, userAgent?: string): Promise<TAuthTokens> {
    const user = await users.findById(userId);
    if (!user) throw socialError('VALIDATION_FAILED', 'codeInvalid', 'code');
    if (user.disabledAt) throw authError('FORBIDDEN', 'accountDisabled');
    const tokens = await sessions.create(user, userAgent);
    return { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken, user: toUser(user) };
  }

  return {
    configured: (): TSocialProvider[] => (['google', 'facebook'] as const).filter((p) => clients[p]),

    /**
     * Where to send the browser, and the state it must bring back (the route keeps it in an
     * httpOnly cookie). undefined when the provider is not configured.
     */
    async start(
      provider: TSocialProvider,
      language: TLanguage,
      linkUserId: string | null = null,
    ): Promise<{ url: string; state: string } | undefined> {
      const client = clients[provider];
      if (!client) return undefined;
      const secrets = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        codeVerifier: oidc.randomPKCECodeVerifier(),
        redirectUri: redirectUri(provider),
      };
      const url = await client.authorizationUrl(secrets);
      await flows.save(secrets.state, {
        provider,
        nonce: secrets.nonce,
        codeVerifier: secrets.codeVerifier,
        language,
        linkUserId,
      });
      deps.later('social sign-in cleanup', async () => {
        await flows.purgeExpired();
        await codes.purgeExpired();
      });
      return { url: url.href, state: secrets.state };
    },

    /** Finishes the provider's redirect; answers the callback page's URL (a one-time code or an error). */
    async callback(provider: TSocialProvider, rawQuery: string, cookieState: string | undefined): Promise<string> {
      const fail = (error: TSocialSignInError) => page({ error, provider });
      const client = clients[provider];
      if (!client) return fail('unavailable');
      const query = new URLSearchParams(rawQuery);
      const state = query.get('state') ?? undefined;
      // the state is spent whatever the answer, so a cancelled flow cannot be replayed
      const flow = state && state === cookieState ? await flows.take(state, provider) : undefined;
      const providerError = query.get('error');
      if (providerError) return fail(providerError === 'access_denied' ? 'cancelled' : 'denied');
      if (!state || !flow) return fail('expired');

      let profile;
      try {
        const callbackUrl = new URL(`${redirectUri(provider)}?${rawQuery}`);
        profile = await client.finish(callbackUrl, {
          state,
          nonce: flow.nonce,
          codeVerifier: flow.codeVerifier,
          redirectUri: redirectUri(provider),
        });
      } catch (err) {
        log.warn({ err, provider }, 'social sign-in: the provider answer did not verify');
        return fail('failed');
      }
      const outcome = await linking.resolve(provider, profile, flow.language, flow.linkUserId);
      if (outcome.kind === 'error') return fail(outcome.reason);
      if (outcome.kind === 'linked') return page({ linked: provider });
      const code = await codes.issue({
        purpose: outcome.kind,
        userId: outcome.userId,
        provider,
        subject: profile.subject,
        email: profile.email ?? null,
      });
      return page({ code });
    },

    async exchange(code: string, userAgent?: string): Promise<TSocialExchangeResponse> {
      const handoff = await codes.consume(code, ['session', 'link']);
      if (!handoff) throw socialError('VALIDATION_FAILED', 'codeInvalid', 'code');
      if (handoff.purpose === 'session') return { status: 'signed-in', ...(await signIn(handoff.userId, userAgent)) };
      const user = await users.findById(handoff.userId);
      if (!user) throw socialError('VALIDATION_FAILED', 'codeInvalid', 'code');
      const linkToken = await codes.issue({ ...handoff, purpose: 'link-token' });
      const linked = await identities.list(user.id);
      return {
        status: 'link-required',
        provider: handoff.provider,
        email: user.email,
        linkToken,
        hasPassword: user.passwordHash !== null,
        providers: [...new Set(linked.map((i) => i.provider))],
      };
    },

    /** The password proves the account is theirs: link the provider and sign in. */
    async link(linkToken: string, password: string, userAgent?: string): Promise<TAuthTokens> {
      const pending = await codes.peek(linkToken, 'link-token');
      const user = pending ? await users.findById(pending.userId) : undefined;
      const ok = await checkPassword(user?.passwordHash, password);
      if (!pending || !user) throw socialError('VALIDATION_FAILED', 'linkTokenInvalid', 'linkToken');
      if (!ok) throw socialError('VALIDATION_FAILED', 'passwordIncorrect', 'password');
      if (user.disabledAt) throw authError('FORBIDDEN', 'accountDisabled');
      if (!(await codes.consume(linkToken, ['link-token'])))
        throw socialError('VALIDATION_FAILED', 'linkTokenInvalid', 'linkToken');
      const linked = await identities.link({
        userId: user.id,
        provider: pending.provider,
        subject: pending.subject,
        email: pending.email,
      });
      if (!linked) {
        const owner = await identities.find(pending.provider, pending.subject);
        if (owner?.userId !== user.id) throw socialError('CONFLICT', 'identityInUse');
      }
      return signIn(user.id, userAgent);
    },

    identities: (userId: string) => identities.list(userId),

    /** Never removes the last way in: an account without a password keeps at least one provider. */
    async unlink(userId: string, provider: TSocialProvider): Promise<void> {
      const [user, linked] = await Promise.all([users.findById(userId), identities.list(userId)]);
      if (!linked.some((i) => i.provider === provider)) throw socialError('NOT_FOUND', 'notLinked');
      const others = linked.filter((i) => i.provider !== provider);
      if (!user?.passwordHash && others.length === 0) throw socialError('CONFLICT', 'lastSignInMethod');
      await identities.unlink(userId, provider);
    },
  };
}

export type SocialService = ReturnType<typeof createSocialService>;
