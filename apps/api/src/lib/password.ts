import { hash, verify, type Algorithm } from '@node-rs/argon2';

// OWASP's argon2id recommendation: 19 MiB, 2 iterations, 1 lane (~15 ms here).
const OPTIONS = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);
export const verifyPassword = (digest: string, password: string): Promise<boolean> =>
  verify(digest, password).catch(() => false);
