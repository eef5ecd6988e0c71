import { VALIDATION, ZNewPassword } from '@masar/contracts';
import { z } from 'zod';

/** A new password typed twice: the contract's password rules, then SPEC section 5's confirmation messages. */
export const ZPasswordWithConfirmation = z
  .object({
    password: ZNewPassword,
    confirmPassword: z.string().min(1, VALIDATION.confirmPasswordRequired),
  })
  .refine((values) => values.password === values.confirmPassword, {
    message: VALIDATION.passwordsMustMatch,
    path: ['confirmPassword'],
  });
