import type { TCaptionTrack } from '@masar/contracts';
import { useTranslation } from '@/lib/use-translation';

/**
 * <track> elements for a <video>, the chosen language on by default: the player's lectures and the
 * catalogue's free previews (issue 20).
 */
export function CaptionTrackList({ tracks, chosen }: { tracks: TCaptionTrack[]; chosen: string }) {
  const { t } = useTranslation('study');
  return tracks.map((track) => (
    <track
      key={track.url}
      kind="captions"
      src={track.url}
      srcLang={track.language}
      label={t(`captions.language.${track.language}`)}
      default={track.language === chosen}
    />
  ));
}
