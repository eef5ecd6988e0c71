import { PLAYBACK_RATES, type TContentLecture } from '@masar/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { Notice } from '@/components/ui/notice';
import { StatusSpinner } from '@/components/ui/status-spinner';
import { errorText } from '@/lib/error-text';
import { formatNumber } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { useMediaUrl } from '../api/get-media-url';
import { usePlayerVideo } from '../hooks/use-player-video';
import { useVideoProgress } from '../hooks/use-video-progress';
import { readPlaybackSpeed, storePlaybackSpeed } from '../lib/playback-speed';
import { CaptionSelect, CaptionTracks, useLectureCaptions } from './study/lecture-captions';

// shared with the server: the fastest of them bounds the watched seconds it credits
const SPEEDS = PLAYBACK_RATES;

/** The native player over a short-lived signed URL (range requests), with a speed choice. */
export function VideoLecture({ courseId, lecture }: { courseId: string; lecture: TContentLecture }) {
  const { t, i18n } = useTranslation('learning');
  const media = useMediaUrl(lecture._id, lecture.hasMedia);
  const videoRef = useRef<HTMLVideoElement>(null);
  const [speed, setSpeed] = useState(readPlaybackSpeed);
  const speedId = useId();
  useVideoProgress(videoRef, courseId, lecture, media.data?.url);
  usePlayerVideo(videoRef, lecture._id, media.data?.url);
  const captions = useLectureCaptions(lecture._id, i18n.resolvedLanguage ?? 'ar');

  useEffect(() => {
    if (videoRef.current) videoRef.current.playbackRate = speed;
  }, [speed, media.data]);

  if (!lecture.hasMedia) return <Notice>{t('player.noVideo')}</Notice>;
  if (media.isPending)
    return (
      <StatusSpinner label={t('player.loadingVideo')} className="aspect-video justify-center rounded-xl bg-canvas" />
    );
  if (media.isError) return <Notice tone="danger">{errorText(media.error, 'generic')}</Notice>;

  // an expired URL (a long pause): fetch a fresh one; the hook resumes at the saved position
  const onError = () => {
    if (Date.parse(media.data.expiresAt) <= Date.now()) void media.refetch();
  };

  return (
    <div className="grid gap-3">
      <video
        ref={videoRef}
        key={media.data.url}
        src={media.data.url}
        controls
        preload="metadata"
        playsInline
        onError={onError}
        aria-label={lecture.title}
        className="aspect-video w-full rounded-xl bg-ink"
      >
        <CaptionTracks
          videoRef={videoRef}
          tracks={captions.tracks}
          chosen={captions.chosen}
          onChoose={captions.choose}
        />
      </video>
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <div className="flex items-center gap-2">
          <label htmlFor={speedId} className="font-semibold text-ink">
            {t('player.speed')}
          </label>
          <select
            id={speedId}
            value={speed}
            onChange={(event) => {
              const chosen = Number(event.target.value);
              setSpeed(chosen);
              storePlaybackSpeed(chosen);
            }}
            className="h-9 rounded-md border border-line bg-surface px-2"
          >
            {SPEEDS.map((value) => (
              <option key={value} value={value}>
                {formatNumber(value, i18n.resolvedLanguage ?? 'ar')}×
              </option>
            ))}
          </select>
        </div>
        <CaptionSelect tracks={captions.tracks} chosen={captions.chosen} onChoose={captions.choose} />
        <p className="text-muted">{lecture.completed ? t('player.videoDone') : t('player.videoRule')}</p>
      </div>
    </div>
  );
}
