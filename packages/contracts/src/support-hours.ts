/**
 * When the support team answers (PRODUCT.md section 5): the schedule, and whether it is open at a
 * moment on the wall clock of its time zone (daylight saving included, via ICU). The API says it
 * in GET /site and in mails, the web app shows it and keeps "open now" current.
 */
export type TSupportSchedule = {
  timeZone: string;
  /** 0 = Sunday … 6 = Saturday */
  days: readonly number[];
  /** HH:MM, opening included */
  opensAt: string;
  /** HH:MM, closing excluded */
  closesAt: string;
};

/** Sunday to Thursday, 09:00-18:00, Cairo time. */
export const SUPPORT_HOURS: TSupportSchedule = {
  timeZone: 'Africa/Cairo',
  days: [0, 1, 2, 3, 4],
  opensAt: '09:00',
  closesAt: '18:00',
};

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const clocks = new Map<string, Intl.DateTimeFormat>();

function clockOf(timeZone: string) {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    clocks.set(timeZone, clock);
  }
  return clock;
}

/** Minutes since midnight of an HH:MM time. */
export function minutesOfDay(hhmm: string) {
  const [hours = '0', minutes = '0'] = hhmm.split(':');
  return Number(hours) * 60 + Number(minutes);
}

/** The weekday (0 = Sunday) and minute of the day at `at` on the wall clock of `timeZone`. */
export function wallClock(at: Date, timeZone: string): { day: number; minutes: number } {
  const parts = clockOf(timeZone).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { day: WEEKDAYS.indexOf(part('weekday')), minutes: Number(part('hour')) * 60 + Number(part('minute')) };
}

/** Open from opensAt up to, not including, closesAt on the listed days. */
export function isSupportOpen(schedule: TSupportSchedule, at: Date = new Date()) {
  const { day, minutes } = wallClock(at, schedule.timeZone);
  return (
    schedule.days.includes(day) &&
    minutes >= minutesOfDay(schedule.opensAt) &&
    minutes < minutesOfDay(schedule.closesAt)
  );
}

/** Noon UTC of a day that is weekday `day` (7 January 2024 was a Sunday), to name weekdays through Intl. */
export const noonOfWeekday = (day: number) => Date.UTC(2024, 0, 7 + day, 12);
