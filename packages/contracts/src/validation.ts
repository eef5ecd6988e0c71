/**
 * Validation messages are keys: the API answers them in the request's language, the web shows
 * them in the active one. The English texts of SPEC section 5 are the `en` values of these keys.
 */
export const VALIDATION = {
  emailRequired: 'validation.emailRequired',
  emailInvalid: 'validation.emailInvalid',
  passwordRequired: 'validation.passwordRequired',
  passwordMin: 'validation.passwordMin',
  passwordMax: 'validation.passwordMax',
  passwordCommon: 'validation.passwordCommon',
  confirmPasswordRequired: 'validation.confirmPasswordRequired',
  passwordsMustMatch: 'validation.passwordsMustMatch',
  resetTokenMissing: 'validation.resetTokenMissing',
  firstNameRequired: 'validation.firstNameRequired',
  lastNameRequired: 'validation.lastNameRequired',
  nameTooLong: 'validation.nameTooLong',
  termsRequired: 'validation.termsRequired',
  currentPasswordRequired: 'validation.currentPasswordRequired',
  required: 'validation.required',
  tooLong: 'validation.tooLong',
  phoneInvalid: 'validation.phoneInvalid',
  mobileRequired: 'validation.mobileRequired',
  mobileInvalid: 'validation.mobileInvalid',
  priceInvalid: 'validation.priceInvalid',
  durationInvalid: 'validation.durationInvalid',
  urlInvalid: 'validation.urlInvalid',
} as const;

/** English texts, exactly as SPEC section 5 gives them where it does. */
export const VALIDATION_EN: Record<(typeof VALIDATION)[keyof typeof VALIDATION], string> = {
  'validation.emailRequired': 'Email is required',
  'validation.emailInvalid': 'Invalid email address',
  'validation.passwordRequired': 'Password is required',
  'validation.passwordMin': 'Password must be at least 6 characters',
  'validation.passwordMax': 'Password must be at most 128 characters',
  'validation.passwordCommon': 'This password is too common. Choose one that is harder to guess.',
  'validation.confirmPasswordRequired': 'Please confirm your password',
  'validation.passwordsMustMatch': 'Passwords must match',
  'validation.resetTokenMissing': 'Reset token not found in the link',
  'validation.firstNameRequired': 'First name is required',
  'validation.lastNameRequired': 'Last name is required',
  'validation.nameTooLong': 'Must be at most 100 characters',
  'validation.termsRequired': 'Please confirm your age and accept the terms of service',
  'validation.currentPasswordRequired': 'Current password is required',
  'validation.required': 'This field is required',
  'validation.tooLong': 'This is too long',
  'validation.phoneInvalid': 'Invalid phone number',
  'validation.mobileRequired': 'Enter your mobile number',
  'validation.mobileInvalid': 'Enter an Egyptian mobile number: 11 digits starting with 010, 011, 012 or 015',
  'validation.priceInvalid': 'Enter a price of 0 or more',
  'validation.durationInvalid': 'Enter a duration of 0 seconds or more',
  'validation.urlInvalid': 'Invalid link',
};

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
