import { describe, expect, it } from 'vitest';
import { isSupportOpen, SUPPORT_HOURS as DEFAULT_SCHEDULE, wallClock } from '@masar/contracts/support-hours';
import { formatDays, formatTimeOfDay } from '../support-hours';

// Cairo is UTC+2 in winter and UTC+3 in summer (daylight saving time since 2023)
describe('support hours (Sunday–Thursday 9:00–18:00 Africa/Cairo)', () => {
  it('reads the wall clock of Cairo', () => {
    expect(wallClock(new Date('2026-01-04T07:00:00Z'), 'Africa/Cairo')).toEqual({ day: 0, minutes: 9 * 60 });
    expect(wallClock(new Date('2026-07-05T06:00:00Z'), 'Africa/Cairo')).toEqual({ day: 0, minutes: 9 * 60 });
  });

  it('is open on a working day between 9:00 and 18:00, Cairo time', () => {
    expect(isSupportOpen(DEFAULT_SCHEDULE, new Date('2026-01-04T06:59:00Z'))).toBe(false); // Sunday 8:59
    expect(isSupportOpen(DEFAULT_SCHEDULE, new Date('2026-01-04T07:00:00Z'))).toBe(true); // Sunday 9:00
    expect(isSupportOpen(DEFAULT_SCHEDULE, new Date('2026-01-08T15:59:00Z'))).toBe(true); // Thursday 17:59
    expect(isSupportOpen(DEFAULT_SCHEDULE, new Date('2026-01-08T16:00:00Z'))).toBe(false); // Thursday 18:00
    expect(isSupportOpen(DEFAULT_SCHEDULE, new Date('2026-01-09T10:00:00Z'))).toBe(false); // Friday noon
    expect(isSupportOpen(DEFAULT_SCHEDULE, new Date('2026-01-10T10:00:00Z'))).toBe(false); // Saturday noon
    // summer time: 9:00 in Cairo is 06:00 UTC
    expect(isSupportOpen(DEFAULT_SCHEDULE, new Date('2026-07-05T06:00:00Z'))).toBe(true);
    // Thursday 23:30 UTC is already Friday in Cairo
    expect(isSupportOpen(DEFAULT_SCHEDULE, new Date('2026-01-08T23:30:00Z'))).toBe(false);
  });

  it('writes the days as a range, or a list when they are not consecutive', () => {
    expect(formatDays([0, 1, 2, 3, 4], 'en')).toBe('Sunday–Thursday');
    expect(formatDays([1, 3], 'en')).toBe('Monday and Wednesday');
    expect(formatDays([0, 1, 2, 3, 4], 'ar')).toBe('الأحد–الخميس');
  });
});

describe('support hours as the page writes them', () => {
  it('writes times of day with the site digits in both languages', () => {
    expect(formatTimeOfDay('09:00', 'en')).toBe('09:00');
    expect(formatTimeOfDay('18:30', 'ar')).toBe('18:30');
  });
});
