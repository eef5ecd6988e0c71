/** GET /admin/contact-messages and /admin/registrations as the pages send them. */
export type TMessagesQuery = { q?: string; handled?: 'true' | 'false'; limit: number; offset: number };
export type TRegistrationsQuery = { q?: string; courseId?: string; limit: number; offset: number };

export const formsAdminKeys = {
  all: ['forms-admin'] as const,
  messageLists: () => [...formsAdminKeys.all, 'messages'] as const,
  messages: (query: TMessagesQuery) => [...formsAdminKeys.messageLists(), query] as const,
  registrationLists: () => [...formsAdminKeys.all, 'registrations'] as const,
  registrations: (query: TRegistrationsQuery) => [...formsAdminKeys.registrationLists(), query] as const,
  courseOptions: () => [...formsAdminKeys.all, 'course-options'] as const,
};
