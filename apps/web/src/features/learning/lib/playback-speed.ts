import { PLAYBACK_RATES } from '@masar/contracts';

const STORAGE_KEY = 'playbackRate';

/** The speed the learner last chose, kept across lectures and visits like other players do. */
export function readPlaybackSpeed(): number {
  try {
    const stored = Number(localStorage.getItem(STORAGE_KEY));
    return (PLAYBACK_RATES as readonly number[]).includes(stored) ? stored : 1;
  } catch {
    return 1; // storage blocked (private mode, sandboxed frame)
  }
}

export function storePlaybackSpeed(speed: number) {
  try {
    localStorage.setItem(STORAGE_KEY, String(speed));
  } catch {
    // the choice then lasts for this lecture only
  }
}
