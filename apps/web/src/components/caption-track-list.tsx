import type { TCaptionTrack } from '@masar/contracts';
import { useTranslation } from '@/lib/use-translation';

/**
 * <track> elements for a <video>, the chosen language on by default: the player's lectures and the
 * catalogue's free previews (issue 20). Labelled from the start-up namespace: a namespace loaded
 * on demand would suspend the preview dialog as it opens and lose the focus it sets.
 */
export function CaptionTrackList({ tracks, chosen }: { tracks: TCaptionTrack[]; chosen: string }) {
  const { t } = useTranslation('common');
  return tracks.map((track) => (
    <track
      key={track.url}
      kind="captions"
      src={track.url}
      srcLang={track.language}
      label={t(`language.names.${track.language}`)}
      default={track.language === chosen}
    />
  ));
}
