export const jobsAdminKeys = {
  all: ['jobs-admin'] as const,
  failed: () => [...jobsAdminKeys.all, 'failed'] as const,
};
