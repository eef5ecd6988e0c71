/**
 * "Continue learning" belongs to the catalog (the home page and the catalog show it), but the
 * course player makes it stale whenever it saves progress. Features never import each other, so
 * the key they share lives here.
 */
export const continueLearningKeys = {
  all: ['catalog', 'continue'] as const,
  /** per account: a sign-out or another sign-in never shows the previous learner's courses */
  of: (userId: string) => [...continueLearningKeys.all, userId] as const,
};
