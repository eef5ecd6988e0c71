import { useEffect, useState } from 'react';

/**
 * Whether a moment the server named (`until`, ISO) is still ahead, by the server's clock: its
 * `serverTime` when the answer was received (`receivedAt`, the device's Date.now() then) gives the
 * offset, so a device clock set wrong neither opens nor keeps shut what the server decides.
 * Turns false by itself when the moment comes.
 */
export function useWaitUntil(until: string | null, serverTime: string, receivedAt: number): boolean {
  const due = until ? Date.parse(until) - Date.parse(serverTime) + receivedAt : null;
  const [passed, setPassed] = useState<number | null>(null);
  useEffect(() => {
    if (due === null) return;
    const timer = window.setTimeout(() => setPassed(due), Math.max(0, due - Date.now()));
    return () => window.clearTimeout(timer);
  }, [due]);
  return due !== null && passed !== due && due > receivedAt;
}
