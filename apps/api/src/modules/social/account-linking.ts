import type { TLanguage, TSocialProvider, TSocialSignInError } from '@masar/contracts';
import type { Sessions } from '#src/modules/accounts/sessions-repository';
import type { UserRow } from '#src/modules/accounts/user-mapper';
import type { UsersRepository } from '#src/modules/accounts/users-repository';
import type { Identities } from './identities-repository';
import type { ProviderProfile } from './provider-client';

/** Where a provider's answer leads (PRODUCT.md section 3's linking rules). */
export type Outcome =
  | { kind: 'session'; userId: string }
  /** an account has this email but may not be linked without its password */
  | { kind: 'link'; userId: string }
  /** connected from the profile */
  | { kind: 'linked' }
  | { kind: 'error'; reason: TSocialSignInError };

interface Deps {
  users: UsersRepository;
  sessions: Sessions;
  identities: Identities;
  /** mails a confirmation link to an account whose email the provider did not verify */
  confirmEmail: (email: string) => Promise<void>;
}

export function createAccountLinking({ users, sessions, identities, confirmEmail }: Deps) {
  /**
   * Google vouches for the email of an account that never confirmed it: whoever registered it
   * did not prove the address, so their password and sessions must not survive the link
   * (pre-account takeover). The owner can add a password afterwards at /add-password.
   */
  async function adoptUnverified(user: UserRow): Promise<void> {
    if (user.emailVerifiedAt) return;
    await identities.adoptEmail(user.id);
    await sessions.revokeAll(user.id);
  }

  async function resolveOnce(
    provider: TSocialProvider,
    profile: ProviderProfile,
    language: TLanguage,
    linkUserId: string | null,
  ): Promise<Outcome | 'retry'> {
    const known = await identities.find(provider, profile.subject);
    const identity = { provider, subject: profile.subject, email: profile.email ?? null };

    if (linkUserId) {
      if (known) return known.userId === linkUserId ? { kind: 'linked' } : { kind: 'error', reason: 'identity_in_use' };
      return (await identities.link({ ...identity, userId: linkUserId })) ? { kind: 'linked' } : 'retry';
    }

    if (known) {
      const user = await users.findById(known.userId);
      if (!user) return 'retry';
      if (user.disabledAt) return { kind: 'error', reason: 'account_disabled' };
      if (profile.email && profile.email !== known.email)
        await identities.updateEmail(provider, profile.subject, profile.email);
      return { kind: 'session', userId: user.id };
    }

    if (!profile.email) return { kind: 'error', reason: 'email_missing' };
    const existing = await users.findByEmail(profile.email);
    if (existing) {
      if (existing.disabledAt) return { kind: 'error', reason: 'account_disabled' };
      // only Google's verified email links by itself; anything else needs the account's password
      if (provider !== 'google' || !profile.emailVerified) return { kind: 'link', userId: existing.id };
      if (!(await identities.link({ ...identity, userId: existing.id }))) return 'retry';
      await adoptUnverified(existing);
      return { kind: 'session', userId: existing.id };
    }

    const created = await identities
      .createAccount(provider, { ...profile, email: profile.email }, language)
      .catch(() => undefined);
    if (!created) return 'retry';
    if (!created.emailVerifiedAt) await confirmEmail(created.email);
    return { kind: 'session', userId: created.id };
  }

  return {
    /**
     * By (provider, subject) first, never by email alone. A concurrent sign-in of the same person
     * (the same identity or email inserted meanwhile) is settled by looking again once.
     */
    async resolve(
      provider: TSocialProvider,
      profile: ProviderProfile,
      language: TLanguage,
      linkUserId: string | null,
    ): Promise<Outcome> {
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const outcome = await resolveOnce(provider, profile, language, linkUserId);
        if (outcome !== 'retry') return outcome;
      }
      return linkUserId ? { kind: 'error', reason: 'identity_in_use' } : { kind: 'error', reason: 'failed' };
    },
  };
}

export type AccountLinking = ReturnType<typeof createAccountLinking>;
