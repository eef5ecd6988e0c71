import type { TSocialProvider } from '@masar/contracts';

/** What a provider tells us about the person who signed in. */
export interface ProviderProfile {
  /** the provider's stable user id: identities are keyed by (provider, subject), never by email */
  subject: string;
  email: string | undefined;
  /** Google's `email_verified`; Facebook makes no such promise */
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

/** One flow in progress, as the provider needs it at each end. */
export interface FlowSecrets {
  state: string;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
}

export interface ProviderClient {
  readonly provider: TSocialProvider;
  authorizationUrl(flow: FlowSecrets): Promise<URL>;
  /** verifies the provider's answer (the callback URL with its query) and reads the profile */
  finish(callbackUrl: URL, flow: FlowSecrets): Promise<ProviderProfile>;
}

/** A name split the way sign-up asks for it; never empty (first name is required). */
export function splitName(
  full: string | undefined,
  email: string | undefined,
): { firstName: string; lastName: string } {
  const words = (full ?? '').trim().split(/\s+/).filter(Boolean);
  const first = words[0] ?? email?.split('@')[0] ?? 'Masar';
  return { firstName: first.slice(0, 100), lastName: words.slice(1).join(' ').slice(0, 100) };
}
