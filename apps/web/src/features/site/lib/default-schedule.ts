import type { TSupportSchedule } from './support-hours';

/** PRODUCT.md section 5, for when GET /site cannot be read: Sunday–Thursday 9:00–18:00 Cairo time. */
export const DEFAULT_SCHEDULE: TSupportSchedule = { timeZone: 'Africa/Cairo', days: [0, 1, 2, 3, 4], opensAt: '09:00', closesAt: '18:00' };
