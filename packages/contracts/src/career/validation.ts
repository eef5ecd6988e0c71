/**
 * Validation keys of the career forms (CV wizard, interview answers). The API answers them in
 * the request's language; the web shows them in the active one. English texts below.
 */
export const CAREER_VALIDATION = {
  required: 'career.validation.required',
  tooLong: 'career.validation.tooLong',
  tooMany: 'career.validation.tooMany',
  emailInvalid: 'career.validation.emailInvalid',
  phoneInvalid: 'career.validation.phoneInvalid',
  urlInvalid: 'career.validation.urlInvalid',
  monthInvalid: 'career.validation.monthInvalid',
  endBeforeStart: 'career.validation.endBeforeStart',
  nothingToChange: 'career.validation.nothingToChange',
  oneSource: 'career.validation.oneSource',
  answerRequired: 'career.validation.answerRequired',
  jobDescriptionTooShort: 'career.validation.jobDescriptionTooShort',
  jobDescriptionTooLong: 'career.validation.jobDescriptionTooLong',
} as const;

export type TCareerValidationKey = (typeof CAREER_VALIDATION)[keyof typeof CAREER_VALIDATION];

export const CAREER_VALIDATION_EN: Record<TCareerValidationKey, string> = {
  'career.validation.required': 'This field is required',
  'career.validation.tooLong': 'This text is too long',
  'career.validation.tooMany': 'Too many items',
  'career.validation.emailInvalid': 'Invalid email address',
  'career.validation.phoneInvalid': 'Enter a phone number such as +20 10 1234 5678',
  'career.validation.urlInvalid': 'Enter a full link starting with https://',
  'career.validation.monthInvalid': 'Enter a year (2024) or a month (2024-05)',
  'career.validation.endBeforeStart': 'The end date is before the start date',
  'career.validation.nothingToChange': 'Nothing to change',
  'career.validation.oneSource': 'Give exactly one source: a saved CV or a review',
  'career.validation.answerRequired': 'Write an answer first',
  'career.validation.jobDescriptionTooShort': 'Paste the whole job description: this is too short to match against',
  'career.validation.jobDescriptionTooLong': 'This job description is too long: paste at most 20,000 characters',
};

/** Upload limit of a CV for review (SPEC section 5): 10 MB. */
export const RESUME_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
