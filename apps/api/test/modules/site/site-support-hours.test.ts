import { describe, expect, it } from 'vitest';
import { isSupportOpen as isOpen, SUPPORT_HOURS, wallClock } from '@masar/contracts/support-hours';
import { describeSupportHours } from '#src/modules/site/support-hours';

const isSupportOpen = (at: Date) => isOpen(SUPPORT_HOURS, at);

// Egypt: UTC+2 in winter; daylight saving (UTC+3) again since 2023, from the last Friday of April
// to the last Thursday of October. ICU's time-zone data decides, not an offset written here.
const at = (iso: string) => new Date(iso);

describe('support hours: Sunday to Thursday, 09:00-18:00 in Africa/Cairo', () => {
  it.each([
    ['Thursday 17:59 (winter, UTC+2) is open', '2025-01-16T15:59:00Z', true],
    ['Thursday 18:00 (winter) is closed', '2025-01-16T16:00:00Z', false],
    ['Sunday 09:00 (winter) is open', '2025-01-12T07:00:00Z', true],
    ['Sunday 08:59 (winter) is closed', '2025-01-12T06:59:00Z', false],
    ['Friday noon is closed', '2025-01-17T10:00:00Z', false],
    ['Saturday noon is closed', '2025-01-18T10:00:00Z', false],
    ['Thursday 17:59 (summer, UTC+3) is open', '2025-07-17T14:59:00Z', true],
    ['Thursday 18:00 (summer) is closed', '2025-07-17T15:00:00Z', false],
    ['Monday 09:00 (summer) is open', '2025-07-14T06:00:00Z', true],
    // 06:30 UTC is 09:30 in summer (open) and would be 08:30 (closed) with a fixed UTC+2
    ['Monday 06:30 UTC in summer is 09:30 in Cairo: open', '2025-07-14T06:30:00Z', true],
    ['Monday 06:30 UTC in winter is 08:30 in Cairo: closed', '2025-01-13T06:30:00Z', false],
    // Wednesday 23:30 UTC is already Thursday 01:30 in Cairo: closed by the hour, not the day
    ['late Wednesday UTC is early Thursday in Cairo: closed', '2025-01-15T23:30:00Z', false],
    // Thursday 22:30 UTC in summer is Friday 01:30 in Cairo
    ['Thursday night UTC is Friday in Cairo', '2025-07-17T22:30:00Z', false],
  ])('%s', (_label, iso, open) => {
    expect(isSupportOpen(at(iso))).toBe(open);
  });

  it('follows the switch to summer time on the last Friday of April 2025', () => {
    // clocks go from 00:00 to 01:00 on Friday 25 April: before, 21:59 UTC Thursday is 23:59 Thursday
    expect(wallClock(at('2025-04-24T21:59:00Z'), 'Africa/Cairo')).toEqual({ day: 4, minutes: 23 * 60 + 59 });
    expect(wallClock(at('2025-04-24T22:00:00Z'), 'Africa/Cairo')).toEqual({ day: 5, minutes: 60 });
    // the Sunday after, 09:00 Cairo is 06:00 UTC
    expect(isSupportOpen(at('2025-04-27T05:59:00Z'))).toBe(false);
    expect(isSupportOpen(at('2025-04-27T06:00:00Z'))).toBe(true);
  });

  it('follows the switch back on the last Thursday of October 2025', () => {
    // that Thursday, 17:59 Cairo summer time is 14:59 UTC; the next Sunday 09:00 is 07:00 UTC
    expect(isSupportOpen(at('2025-10-30T14:59:00Z'))).toBe(true);
    expect(isSupportOpen(at('2025-10-30T15:00:00Z'))).toBe(false);
    expect(isSupportOpen(at('2025-11-02T06:59:00Z'))).toBe(false);
    expect(isSupportOpen(at('2025-11-02T07:00:00Z'))).toBe(true);
  });

  it('describes the hours for mails in both languages', () => {
    expect(describeSupportHours('en')).toBe('Sunday to Thursday, 09:00–18:00 (Cairo time)');
    expect(describeSupportHours('ar')).toBe('من الأحد إلى الخميس، من الساعة 09:00 حتى 18:00 بتوقيت القاهرة');
  });
});
