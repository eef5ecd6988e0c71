import { z } from 'zod';
import { ZEmail } from './auth';
import { VALIDATION } from './validation';

const ZText = (max: number) =>
  z.string({ error: VALIDATION.required }).trim().min(1, VALIDATION.required).max(max, VALIDATION.tooLong);

/** Digits with an optional leading +, spaces, dashes and brackets; Arabic-Indic digits allowed. */
const PHONE = /^\+?[\d\u0660-\u0669\u06F0-\u06F9\s\-()]{6,20}$/;

/** POST /contact: the home page's contact form (SPEC section 3). */
export const ZContactRequest = z.object({
  name: ZText(120),
  email: ZEmail,
  subject: ZText(200),
  message: ZText(5000),
});
export type TContactRequest = z.input<typeof ZContactRequest>;

/** POST /courses/{id}/registrations: the course page's registration-details form (SPEC section 3). */
export const ZCourseRegistrationRequest = z.object({
  first_name: ZText(100),
  last_name: ZText(100),
  phone: ZText(20).pipe(z.string().regex(PHONE, VALIDATION.phoneInvalid)),
  email: ZEmail,
  country: ZText(100),
});
export type TCourseRegistrationRequest = z.input<typeof ZCourseRegistrationRequest>;

export const ZContactMessage = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  handled: z.boolean(),
  createdAt: z.string(),
});
export type TContactMessage = z.infer<typeof ZContactMessage>;
export const ZContactMessageList = z.array(ZContactMessage);

export const ZCourseRegistration = z.object({
  _id: z.string(),
  course: z.object({ _id: z.string(), title: z.string() }).nullable(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string(),
  email: z.string(),
  country: z.string(),
  createdAt: z.string(),
});
export type TCourseRegistration = z.infer<typeof ZCourseRegistration>;
export const ZCourseRegistrationList = z.array(ZCourseRegistration);

/** GET /admin/contact-messages and /admin/registrations: arrays, total in X-Total-Count. */
export const ZAdminFormListQuery = z.object({
  q: z.string().trim().max(200).optional(),
  handled: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  courseId: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).optional(),
});
export type TAdminFormListQuery = z.infer<typeof ZAdminFormListQuery>;

/** PATCH /admin/contact-messages/{id}: mark handled or not. */
export const ZUpdateContactMessageRequest = z.object({ handled: z.boolean() });
