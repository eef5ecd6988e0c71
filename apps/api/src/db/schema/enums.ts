import { pgEnum } from 'drizzle-orm/pg-core';

export const userRole = pgEnum('user_role', ['user', 'admin']);
export const language = pgEnum('language', ['ar', 'en']);
export const trainerSpecialty = pgEnum('trainer_specialty', ['tech', 'business', 'language']);
export const courseCategory = pgEnum('course_category', [
  'AI',
  'Programming',
  'Data Science',
  'Design',
  'Business Management',
]);
export const courseLevel = pgEnum('course_level', ['Beginner', 'Intermediate', 'Advanced']);
export const courseStatus = pgEnum('course_status', ['draft', 'published']);
export const lectureKind = pgEnum('lecture_kind', ['video', 'text', 'pdf', 'quiz']);
/**
 * `refund_due`: the provider took money for a course the learner already owned (a replaced
 * order's late payment); owed back, never an enrolment. `refunded`: an admin gave it back.
 */
export const orderStatus = pgEnum('order_status', ['pending', 'paid', 'failed', 'cancelled', 'refund_due', 'refunded']);
export const emailTokenPurpose = pgEnum('email_token_purpose', ['confirm', 'reset']);
