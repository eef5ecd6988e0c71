import { CAPTION_LANGUAGES, type TCaptionLanguage } from '@masar/contracts';

const KEY = 'captions';

/** The captions language the learner last chose ('off' for none); none chosen yet: null. */
export function readCaptionChoice(): TCaptionLanguage | 'off' | null {
  try {
    const stored = localStorage.getItem(KEY);
    return stored === 'off' || (CAPTION_LANGUAGES as readonly string[]).includes(stored ?? '')
      ? (stored as TCaptionLanguage | 'off')
      : null;
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
