import { authKeys } from './query-keys';

export const socialKeys = {
  providers: () => [...authKeys.all, 'social', 'providers'] as const,
  identities: () => [...authKeys.all, 'social', 'identities'] as const,
};
