import { z } from 'zod';
import { ZAuthTokens } from './auth';
import { ZLanguage } from './common/enums';

/** Social sign-in (PRODUCT.md section 3): Google through OpenID Connect, Facebook through OAuth 2. */
export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export const ZSocialProvider = z.enum(SOCIAL_PROVIDERS);
export type TSocialProvider = z.infer<typeof ZSocialProvider>;

/** GET /auth/providers: the providers this server is configured for; the sign-in buttons follow it. */
export const ZSocialProviders = z.object({ providers: z.array(ZSocialProvider) });
export type TSocialProviders = z.infer<typeof ZSocialProviders>;

/**
 * Why a sign-in came back without a code: the API redirects to /auth/google/callback?error=<one of
 * these>, and the page explains it in the visitor's language.
 */
export const SOCIAL_SIGN_IN_ERRORS = [
  /** the visitor cancelled at the provider (`error=access_denied`) */
  'cancelled',
  /** the provider refused the request (any other provider error) */
  'denied',
  /** the sign-in took too long, was already finished, or was started in another browser */
  'expired',
  /** the provider could not be reached or its answer did not verify */
  'failed',
  /** the provider is not configured on this server */
  'unavailable',
  /** the provider did not share an email address */
  'email_missing',
  'account_disabled',
  /** connecting from the profile: this provider account already belongs to another user */
  'identity_in_use',
] as const;
export const ZSocialSignInError = z.enum(SOCIAL_SIGN_IN_ERRORS);
export type TSocialSignInError = z.infer<typeof ZSocialSignInError>;

/** GET /auth/{provider}: starts the flow; `lang` is the language of an account it creates. */
export const ZSocialStartQuery = z.object({ lang: ZLanguage.optional() });

/** The provider's redirect back; extra parameters (Google's scope, authuser...) are ignored. */
export const ZSocialCallbackQuery = z.object({
  code: z.string().max(4096).optional(),
  state: z.string().max(512).optional(),
  iss: z.string().max(2048).optional(),
  error: z.string().max(256).optional(),
  error_description: z.string().max(2048).optional(),
  error_reason: z.string().max(256).optional(),
});

/** POST /auth/social/exchange: the one-time code from the callback page's URL. */
export const ZSocialExchangeRequest = z.object({ code: z.string().min(1).max(512) });

/**
 * Either a session, or (an existing account with the provider's email that may not be linked
 * automatically) a link token to confirm with the account's password at POST /auth/social/link.
 */
export const ZSocialExchangeResponse = z.discriminatedUnion('status', [
  ZAuthTokens.extend({ status: z.literal('signed-in') }),
  z.object({
    status: z.literal('link-required'),
    provider: ZSocialProvider,
    email: z.string(),
    linkToken: z.string(),
    /** false: the account signs in only through other providers (listed), so no password can confirm */
    hasPassword: z.boolean(),
    providers: z.array(ZSocialProvider),
  }),
]);
export type TSocialExchangeResponse = z.infer<typeof ZSocialExchangeResponse>;

export const ZSocialLinkRequest = z.object({
  linkToken: z.string().min(1).max(512),
  password: z.string().min(1).max(1024),
});
export type TSocialLinkRequest = z.infer<typeof ZSocialLinkRequest>;

/** A provider account linked to the signed-in user (the profile lists them). */
export const ZSocialIdentity = z.object({
  provider: ZSocialProvider,
  email: z.string().nullable(),
  linkedAt: z.string(),
});
export type TSocialIdentity = z.infer<typeof ZSocialIdentity>;
export const ZSocialIdentityList = z.array(ZSocialIdentity);

export const ZSocialProviderParams = z.object({ provider: ZSocialProvider });

/** POST /auth/{provider}/connect (signed in): where to send the browser to link that provider. */
export const ZSocialConnectResponse = z.object({ url: z.string() });
export type TSocialConnectResponse = z.infer<typeof ZSocialConnectResponse>;
