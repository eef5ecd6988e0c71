import { CAPTION_LANGUAGES, type TCaptionLanguage } from '@masar/contracts';
import { readStoredCaptionChoice } from '@/lib/caption-choice';

/** The captions language the learner last chose ('off' for none); none chosen yet (or unknown): null. */
export function readCaptionChoice(): TCaptionLanguage | 'off' | null {
  const stored = readStoredCaptionChoice();
  return stored === 'off' || (CAPTION_LANGUAGES as readonly string[]).includes(stored ?? '')
    ? (stored as TCaptionLanguage | 'off')
    : null;
}
