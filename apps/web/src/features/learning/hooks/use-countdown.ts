import { useEffect, useRef, useState } from 'react';

/**
 * Whole seconds left of `secondsLeft`, counted from when it arrived on the device's monotonic clock
 * (performance.now): the server measured it, so neither the device's date nor a throttled
 * background tab's late ticks move the end. Calls `onZero` once when it reaches zero. null: no limit.
 * The caller keys its component by the attempt: a new `secondsLeft` is a new countdown.
 */
export function useCountdown(secondsLeft: number | null, onZero: () => void): number | null {
  const [left, setLeft] = useState(secondsLeft);
  const zero = useRef(onZero);
  useEffect(() => {
    zero.current = onZero;
  });
  useEffect(() => {
    if (secondsLeft === null) return;
    const endsAt = performance.now() + secondsLeft * 1000;
    let done = false;
    const tick = () => {
      const now = Math.max(0, Math.ceil((endsAt - performance.now()) / 1000));
      setLeft(now);
      if (now === 0 && !done) {
        done = true;
        window.clearInterval(timer);
        zero.current();
      }
    };
    const timer = window.setInterval(tick, 250);
    return () => window.clearInterval(timer);
  }, [secondsLeft]);
  return left;
}
