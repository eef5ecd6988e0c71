import { useEffect, useState } from 'react';
import { isSupportOpen, type TSupportSchedule } from '@masar/contracts/support-hours';

/**
 * Open now? Computed from the schedule in its time zone and recomputed every minute (the page may
 * stay open across 18:00); the server's own answer is used if this browser lacks the time zone.
 */
export function useSupportOpen(schedule: TSupportSchedule & { openNow: boolean }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  try {
    return isSupportOpen(schedule, new Date(now));
  } catch {
    return schedule.openNow;
  }
}
