import type { TUser } from '@masar/contracts';

/** A ZUser as the API answers it. */
export function makeUser(overrides: Partial<TUser> = {}): TUser {
  return {
    _id: 'u1',
    email: 'sara@example.com',
    firstName: 'Sara',
    lastName: 'Ali',
    role: 'user',
    preferredLanguage: 'en',
    emailVerified: true,
    hasPassword: true,
    disabled: false,
    createdAt: '2026-01-15T10:00:00.000Z',
    ...overrides,
  };
}

/** Stores a session the way the client does after login. */
export function signIn(user: TUser = makeUser(), tokens = { accessToken: 'access-1', refreshToken: 'refresh-1' }) {
  localStorage.setItem('accessToken', tokens.accessToken);
  localStorage.setItem('refreshToken', tokens.refreshToken);
  localStorage.setItem('user', JSON.stringify(user));
}
