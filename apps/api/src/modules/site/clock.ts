/**
 * The time the site answers with (open now, the visitor's day, "last 7 days"). One object on the
 * app so a test can stand it still: `app.clock.now = () => new Date('2025-01-02T07:00:00Z')`.
 */
export interface Clock {
  now(): Date;
}

export const systemClock = (): Clock => ({ now: () => new Date() });
