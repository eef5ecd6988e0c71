import { hashPassword, verifyPassword } from '#src/lib/password';
import { isCommonPassword } from './common-passwords';
import { fieldError } from '#src/plugins/validation-messages';

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password against a stored hash, or against a dummy hash when there is none, so an
 * unknown email or a password-less account costs the same time as a wrong password.
 */
export async function checkPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  dummyHash ??= hashPassword('masar-dummy-password-for-equal-timing');
  const hash = storedHash ?? (await dummyHash);
  const ok = await verifyPassword(hash, password);
  return ok && storedHash != null;
}

/** Hash of a newly chosen password; common passwords are refused (400 on `field`). */
export async function newPasswordHash(password: string, field = 'password'): Promise<string> {
  if (isCommonPassword(password)) throw fieldError(field, 'validation.passwordCommon');
  return hashPassword(password);
}
