import { createHmac } from 'node:crypto';
import type { Config } from '#src/config/config';
import { splitName, type FlowSecrets, type ProviderClient, type ProviderProfile } from './provider-client';

type FacebookConfig = NonNullable<Config['facebook']>;

const TIMEOUT_MS = 10_000;

export class FacebookError extends Error {
  override name = 'FacebookError';
}

/** Graph API errors come as HTTP 4xx with `{ error: { message, type, code, fbtrace_id } }`. */
async function graphGet(url: URL): Promise<Record<string, unknown>> {
  const response = await fetch(url, {
    signal: AbortSignal.timeout(TIMEOUT_MS),
    headers: { accept: 'application/json' },
  });
  const body = (await response.json().catch(() => undefined)) as Record<string, unknown> | undefined;
  if (!body || typeof body !== 'object')
    throw new FacebookError(`Graph API answered HTTP ${response.status} without JSON`);
  const error = body.error as { message?: unknown; type?: unknown; code?: unknown } | undefined;
  if (!response.ok || error) {
    throw new FacebookError(
      `Graph API error ${String(error?.type ?? response.status)} ${String(error?.code ?? '')}: ${String(error?.message ?? '')}`.trim(),
    );
  }
  return body;
}

/**
 * Facebook Login through plain OAuth 2 ("manually build a login flow"): the login dialog, the code
 * exchanged at /oauth/access_token, then /me?fields=id,name,email signed with appsecret_proof
 * (HMAC-SHA256 of the access token with the app secret). The `state` check happens before this.
 */
export function createFacebookClient(facebook: FacebookConfig): ProviderClient {
  return {
    provider: 'facebook',

    async authorizationUrl(flow: FlowSecrets): Promise<URL> {
      const url = new URL(facebook.authUrl);
      url.searchParams.set('client_id', facebook.appId);
      url.searchParams.set('redirect_uri', flow.redirectUri);
      url.searchParams.set('state', flow.state);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('scope', 'email');
      return url;
    },

    async finish(callbackUrl: URL, flow: FlowSecrets): Promise<ProviderProfile> {
      const code = callbackUrl.searchParams.get('code');
      if (!code) throw new FacebookError('the callback carries no code');
      const exchange = new URL(`${facebook.graphUrl}/oauth/access_token`);
      exchange.searchParams.set('client_id', facebook.appId);
      exchange.searchParams.set('redirect_uri', flow.redirectUri);
      exchange.searchParams.set('client_secret', facebook.appSecret);
      exchange.searchParams.set('code', code);
      const token = await graphGet(exchange);
      if (typeof token.access_token !== 'string') throw new FacebookError('the code exchange answered no access_token');

      const me = new URL(`${facebook.graphUrl}/me`);
      me.searchParams.set('fields', 'id,name,email');
      me.searchParams.set('access_token', token.access_token);
      me.searchParams.set(
        'appsecret_proof',
        createHmac('sha256', facebook.appSecret).update(token.access_token).digest('hex'),
      );
      const profile = await graphGet(me);
      if (typeof profile.id !== 'string' || !profile.id) throw new FacebookError('/me answered no id');
      const email =
        typeof profile.email === 'string' && profile.email.includes('@')
          ? profile.email.trim().toLowerCase()
          : undefined;
      return {
        subject: profile.id,
        email,
        emailVerified: false,
        ...splitName(typeof profile.name === 'string' ? profile.name : undefined, email),
      };
    },
  };
}
