// The learner's captions choice, kept in localStorage: the player sets it, a free preview in the
// catalogue follows it. No runtime import of the contracts here: the catalogue's pages would pull
// in zod with them (the bundle budget).
import type { TCaptionLanguage } from '@masar/contracts';

const KEY = 'captions';

/** What is stored, unchecked ('off' for none); nothing stored or no storage: null. */
export function readStoredCaptionChoice(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function storeCaptionChoice(choice: TCaptionLanguage | 'off') {
  try {
    localStorage.setItem(KEY, choice);
  } catch {
    // private mode: the choice lasts for this page only
  }
}
