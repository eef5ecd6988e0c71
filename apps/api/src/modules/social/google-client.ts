import * as oidc from 'openid-client';
import type { Config } from '#src/config/config';
import { splitName, type FlowSecrets, type ProviderClient, type ProviderProfile } from './provider-client';
import { defined } from '@masar/contracts/defined';

type GoogleConfig = NonNullable<Config['google']>;

/** Seconds allowed for each call to the provider (discovery, token, userinfo). */
const TIMEOUT_SECONDS = 10;

const isTrue = (value: unknown) => value === true || value === 'true';
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/**
 * Google through OpenID Connect with `openid-client`: discovery from the issuer URL, PKCE (S256),
 * state and nonce; the ID token's signature, issuer, audience, expiry and nonce are checked by
 * authorizationCodeGrant. Discovery is cached per process and retried after a failure.
 */
export function createGoogleClient(google: GoogleConfig): ProviderClient {
  let discovered: Promise<oidc.Configuration> | undefined;
  const insecure = new URL(google.issuerUrl).protocol === 'http:'; // loopback only (config.ts)

  function configuration(): Promise<oidc.Configuration> {
    discovered ??= oidc
      .discovery(
        new URL(google.issuerUrl),
        google.clientId,
        google.clientSecret,
        oidc.ClientSecretPost(google.clientSecret),
        {
          execute: insecure ? [oidc.allowInsecureRequests] : [],
          timeout: TIMEOUT_SECONDS,
        },
      )
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  }

  return {
    provider: 'google',

    async authorizationUrl(flow: FlowSecrets): Promise<URL> {
      const config = await configuration();
      return oidc.buildAuthorizationUrl(config, {
        redirect_uri: flow.redirectUri,
        scope: 'openid email profile',
        state: flow.state,
        nonce: flow.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(flow.codeVerifier),
        code_challenge_method: 'S256',
      });
    },

    async finish(callbackUrl: URL, flow: FlowSecrets): Promise<ProviderProfile> {
      const config = await configuration();
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: flow.codeVerifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      const idToken = defined(tokens.claims());
      // Google puts email and profile in the ID token; a provider that does not is asked at userinfo
      const claims: Record<string, unknown> = text(idToken.email)
        ? idToken
        : await oidc.fetchUserInfo(config, tokens.access_token, idToken.sub);
      const email = text(claims.email)?.toLowerCase();
      const given = text(claims.given_name);
      const names = given
        ? { firstName: given.slice(0, 100), lastName: (text(claims.family_name) ?? '').slice(0, 100) }
        : splitName(text(claims.name), email);
      return {
        subject: idToken.sub,
        email,
        emailVerified: email !== undefined && isTrue(claims.email_verified),
        ...names,
      };
    },
  };
}
