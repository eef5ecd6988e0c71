import { generateKeyPairSync } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { KoaContextWithOIDC } from 'oidc-provider';
import { defined } from '@masar/contracts/defined';

// A stand-in on purpose: its warnings (Node 20 is below the package's supported runtime, the
// development login page, the in-memory store) are expected here and would only bury real output.
const warn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].startsWith('oidc-provider WARNING')) return;
  warn(...args);
};
const { default: Provider } = await import('oidc-provider');

/** What the stand-in says about the person who signs in; `sub` is the login name typed on its page. */
export interface StandInAccount {
  sub: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  name?: string;
}

export interface OidcStandIn {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** the account a login name signs in as; unknown names get a verified account named after them */
  setAccount(login: string, account: Partial<StandInAccount>): void;
  close(): Promise<void>;
}

export interface OidcStandInOptions {
  port?: number;
  clientId?: string;
  clientSecret?: string;
  redirectUris: string[];
}

export function defaultAccount(login: string): StandInAccount {
  const local = login.split('@')[0] ?? login;
  const [given = local, ...rest] = local.split(/[._-]/);
  const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
  const family = rest.length ? rest.map(cap).join(' ') : 'Tester';
  return {
    sub: login,
    email: login.includes('@') ? login.toLowerCase() : undefined,
    email_verified: true,
    given_name: cap(given),
    family_name: family,
    name: `${cap(given)} ${family}`,
  };
}

/**
 * A real OpenID provider (the `oidc-provider` package) on loopback, standing in for Google:
 * discovery, JWKS, signed ID tokens, PKCE, state and nonce, exactly as a relying party meets them.
 * Its development login page accepts any login name and password; consent is pre-granted to the
 * one client (as for a first-party app), so a sign-in is: authorization URL → login form → back.
 * "[ Cancel ]" on that page answers `error=access_denied`, like Google's cancel.
 */
export async function startOidcProvider(options: OidcStandInOptions): Promise<OidcStandIn> {
  const clientId = options.clientId ?? 'masar-test-client';
  const clientSecret = options.clientSecret ?? 'masar-test-client-secret';
  const accounts = new Map<string, Partial<StandInAccount>>();
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid: 'stand-in-1', use: 'sig', alg: 'RS256' };

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [jwk] },
    cookies: { keys: ['stand-in-cookie-key-0123456789abcdef'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'given_name', 'family_name'] },
    // Google puts the profile and email claims in the ID token of the code flow too
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    async findAccount(_ctx: KoaContextWithOIDC, id: string) {
      const account = { ...defaultAccount(id), ...accounts.get(id) };
      return { accountId: id, claims: async () => ({ ...account, sub: id }) };
    },
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const session = defined(ctx.oidc.session);
      const client = defined(ctx.oidc.client);
      const existing = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (existing) return ctx.oidc.provider.Grant.find(existing);
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: defined(session.accountId) });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    ttl: { Session: 60, Interaction: 600, Grant: 600, AuthorizationCode: 60, AccessToken: 600, IdToken: 600 },
  });
  server.on('request', provider.callback());

  return {
    issuer,
    clientId,
    clientSecret,
    setAccount(login, account) {
      accounts.set(login, account);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A tiny cookie jar over fetch, for walking a provider's pages the way a browser would. */
function browser() {
  const jar = new Map<string, string>();
  return async (url: string, init: { method?: string; body?: URLSearchParams } = {}) => {
    const response = await fetch(url, {
      method: init.method ?? 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(init.body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: init.body,
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const eq = pair.indexOf('=');
      jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    return response;
  };
}

/**
 * Follows an authorization URL through the stand-in's login page as `login` (or presses
 * "[ Cancel ]"), and answers the URL the provider finally redirects to: the app's callback.
 */
export async function signInAtProvider(
  authorizationUrl: string,
  login: string,
  action: 'login' | 'cancel' = 'login',
): Promise<URL> {
  const go = browser();
  let response = await go(authorizationUrl);
  let location = new URL(response.headers.get('location') ?? '', authorizationUrl);
  const loginPage = await go(location.href);
  const html = await loginPage.text();
  const pick = (re: RegExp) => new URL(html.match(re)?.[1]?.replaceAll('&amp;', '&') ?? '', location).href;
  response =
    action === 'cancel'
      ? await go(pick(/<a href="([^"]+\/abort)"/))
      : await go(pick(/<form[^>]*action="([^"]+)"/), {
          method: 'POST',
          body: new URLSearchParams({ prompt: 'login', login, password: 'any' }),
        });
  for (let hops = 0; hops < 10; hops += 1) {
    location = new URL(response.headers.get('location') ?? '', location);
    if (!location.href.startsWith(new URL(authorizationUrl).origin)) return location;
    response = await go(location.href);
  }
  throw new Error('the provider did not redirect back');
}
