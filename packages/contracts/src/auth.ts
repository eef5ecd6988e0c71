import { z } from 'zod';
import { ZLanguage, ZUserRole } from './common/enums';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, VALIDATION } from './validation';

export const ZEmail = z
  .string({ error: VALIDATION.emailRequired })
  .trim()
  .min(1, VALIDATION.emailRequired)
  .max(254, VALIDATION.emailInvalid)
  .pipe(z.email(VALIDATION.emailInvalid))
  .transform((email) => email.toLowerCase());

/** A password being chosen: SPEC section 5's rules; "common" is checked by the API. */
export const ZNewPassword = z
  .string({ error: VALIDATION.passwordRequired })
  .min(1, VALIDATION.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, VALIDATION.passwordMin)
  .max(PASSWORD_MAX_LENGTH, VALIDATION.passwordMax);

const ZName = (required: string) =>
  z.string({ error: required }).trim().min(1, required).max(100, VALIDATION.nameTooLong);

export const ZUser = z.object({
  _id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: ZUserRole,
  preferredLanguage: ZLanguage,
  emailVerified: z.boolean(),
  hasPassword: z.boolean(),
  disabled: z.boolean(),
  createdAt: z.string(),
});
export type TUser = z.infer<typeof ZUser>;

export const ZRegisterRequest = z.object({
  firstName: ZName(VALIDATION.firstNameRequired),
  lastName: ZName(VALIDATION.lastNameRequired),
  email: ZEmail,
  password: ZNewPassword,
  /** "I am 18 or older, or have a parent's or guardian's consent, and I accept the terms of service" */
  acceptTerms: z.literal(true, { error: VALIDATION.termsRequired }),
  language: ZLanguage.optional(),
});
export type TRegisterRequest = z.infer<typeof ZRegisterRequest>;

export const ZLoginRequest = z.object({
  email: ZEmail,
  password: z.string({ error: VALIDATION.passwordRequired }).min(1, VALIDATION.passwordRequired).max(1024),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

/** Login and registration answer both tokens (SPEC section 7) and the user. */
export const ZAuthTokens = z.object({ accessToken: z.string(), refreshToken: z.string(), user: ZUser });
export type TAuthTokens = z.infer<typeof ZAuthTokens>;

export const ZRefreshRequest = z.object({ refreshToken: z.string().min(1).max(512) });
/** The refresh token is rotated on every use: store both (PRODUCT.md section 3). */
export const ZRefreshResponse = z.object({ accessToken: z.string(), refreshToken: z.string() });

export const ZAddPasswordRequest = z.object({ password: ZNewPassword });
export const ZAddPasswordResponse = z.object({ message: z.string(), accessToken: z.string().optional() });

export const ZForgotPasswordRequest = z.object({ email: ZEmail, language: ZLanguage.optional() });
export const ZResendConfirmationRequest = z.object({ email: ZEmail, language: ZLanguage.optional() });
export const ZConfirmEmailRequest = z.object({ token: z.string().min(1).max(512) });

export const ZResetPasswordRequest = z
  .object({
    token: z.string({ error: VALIDATION.resetTokenMissing }).min(1, VALIDATION.resetTokenMissing).max(512),
    password: ZNewPassword,
    confirmPassword: z.string({ error: VALIDATION.confirmPasswordRequired }).min(1, VALIDATION.confirmPasswordRequired),
  })
  .refine((body) => body.password === body.confirmPassword, {
    message: VALIDATION.passwordsMustMatch,
    path: ['confirmPassword'],
  });

export const ZChangePasswordRequest = z.object({
  currentPassword: z
    .string({ error: VALIDATION.currentPasswordRequired })
    .min(1, VALIDATION.currentPasswordRequired)
    .max(1024),
  newPassword: ZNewPassword,
});

/** Signs out every other session of the account; the current one stays. */
export const ZLogoutOthersRequest = z.object({ refreshToken: z.string().min(1).max(512) });

export const ZUpdateMeRequest = z
  .object({
    firstName: ZName(VALIDATION.firstNameRequired),
    lastName: ZName(VALIDATION.lastNameRequired),
    preferredLanguage: ZLanguage,
  })
  .partial();

/** Answers that carry only a (translated) message, e.g. "Password reset link has been sent to your email." */
export const ZMessage = z.object({ message: z.string() });
