import type { TContactMessage, TCourseRegistration } from '@masar/contracts';
import type { ContactMessageRow, RegistrationRow } from './forms-repository';

export const toContactMessage = (row: ContactMessageRow): TContactMessage => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  subject: row.subject,
  message: row.message,
  handled: row.handledAt !== null,
  createdAt: row.createdAt.toISOString(),
});

export const toCourseRegistration = (row: RegistrationRow): TCourseRegistration => ({
  _id: row.id,
  // the course may have been deleted since (the reference is then cleared)
  course: row.courseId && row.courseTitle !== null ? { _id: row.courseId, title: row.courseTitle } : null,
  first_name: row.firstName,
  last_name: row.lastName,
  phone: row.phone,
  email: row.email,
  country: row.country,
  createdAt: row.createdAt.toISOString(),
});
