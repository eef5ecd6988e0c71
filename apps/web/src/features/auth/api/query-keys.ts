export const authKeys = {
  all: ['auth'] as const,
  me: () => [...authKeys.all, 'me'] as const,
  confirmEmail: (token: string) => [...authKeys.all, 'confirm-email', token] as const,
};
