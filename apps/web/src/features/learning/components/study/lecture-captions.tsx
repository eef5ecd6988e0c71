import type { TCaptionLanguage, TCaptionTrack } from '@masar/contracts';
import { useEffect, useId, useState, type RefObject } from 'react';
import { CaptionTrackList } from '@/components/caption-track-list';
import { storeCaptionChoice } from '@/lib/caption-choice';
import { useTranslation } from '@/lib/use-translation';
import { useCaptions } from '../../api/get-captions';
import { readCaptionChoice } from '../../lib/caption-choice';

type TChoice = TCaptionLanguage | 'off';

/** The lecture's captions and the learner's choice: the stored one, else the page's language when it has captions. */
export function useLectureCaptions(lectureId: string, pageLanguage: string) {
  const captions = useCaptions(lectureId);
  const [choice, setChoice] = useState<TChoice | null>(readCaptionChoice);
  const tracks = captions.data ?? [];
  const fallback: TChoice = tracks.some((t) => t.language === pageLanguage)
    ? (pageLanguage as TCaptionLanguage)
    : 'off';
  const chosen = choice ?? fallback;
  const choose = (next: TChoice) => {
    setChoice(next);
    storeCaptionChoice(next);
  };
  return { tracks, chosen: tracks.some((t) => t.language === chosen) ? chosen : 'off', choose };
}

/**
 * <track> elements for the <video>, and the chosen one showing. A choice made in the browser's own
 * captions menu is remembered too.
 */
export function CaptionTracks({
  videoRef,
  tracks,
  chosen,
  onChoose,
}: {
  videoRef: RefObject<HTMLVideoElement | null>;
  tracks: TCaptionTrack[];
  chosen: TChoice;
  onChoose: (choice: TChoice) => void;
}) {
  useEffect(() => {
    const list = videoRef.current?.textTracks;
    // jsdom and very old browsers have no TextTrackList events
    if (!list || typeof list.addEventListener !== 'function') return;
    const apply = () => {
      for (const track of Array.from(list)) track.mode = track.language === chosen ? 'showing' : 'disabled';
    };
    apply();
    const onChange = () => {
      const showing = Array.from(list).find((track) => track.mode === 'showing');
      const next = (showing?.language ?? 'off') as TChoice;
      if (next !== chosen) onChoose(next);
    };
    list.addEventListener('addtrack', apply);
    list.addEventListener('change', onChange);
    return () => {
      list.removeEventListener('addtrack', apply);
      list.removeEventListener('change', onChange);
    };
  }, [videoRef, tracks, chosen, onChoose]);
  return <CaptionTrackList tracks={tracks} chosen={chosen} />;
}

/** The captions choice beside the speed choice. */
export function CaptionSelect({
  tracks,
  chosen,
  onChoose,
}: {
  tracks: TCaptionTrack[];
  chosen: TChoice;
  onChoose: (choice: TChoice) => void;
}) {
  const { t } = useTranslation('study');
  const id = useId();
  if (tracks.length === 0) return null;
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="font-semibold text-ink">
        {t('captions.label')}
      </label>
      <select
        id={id}
        value={chosen}
        onChange={(event) => onChoose(event.target.value as TChoice)}
        className="h-9 rounded-md border border-line bg-surface px-2"
      >
        <option value="off">{t('captions.off')}</option>
        {tracks.map((track) => (
          <option key={track.language} value={track.language}>
            {t(`captions.language.${track.language}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
