import type { TContentLecture } from '@masar/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type RefObject } from 'react';
import { saveProgressOnLeave, useSaveProgress } from '../api/save-progress';
import { WatchedRangeTracker, clipToLength } from '../lib/watched-ranges';

/** PRODUCT.md section 4: about every 10 s while playing, on pause, and when the page is left. */
export const SAVE_EVERY_MS = 10_000;

/**
 * Wires a <video> to the progress call: resumes at the saved position, tracks what is really
 * watched (seeks excluded) and reports it. The server decides completion (90% unique seconds) and
 * credits no more than could have been played since it handed out the media URL (issue 16).
 */
export function useVideoProgress(
  videoRef: RefObject<HTMLVideoElement | null>,
  courseId: string,
  lecture: TContentLecture,
  src: string | undefined,
) {
  // stable across renders (TanStack Query binds it once per observer)
  const { mutate } = useSaveProgress(courseId);
  const client = useQueryClient();

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !src) return;
    const tracker = new WatchedRangeTracker();
    let lastSent = -1;
    const position = () => Math.min(86_400, Math.floor(video.currentTime || 0));

    const report = (onLeave = false) => {
      const watchedRanges = clipToLength(tracker.take(), lecture.durationSeconds);
      const positionSeconds = position();
      if (watchedRanges.length === 0 && positionSeconds === lastSent) return;
      lastSent = positionSeconds;
      const body = { positionSeconds, watchedRanges };
      if (onLeave) void saveProgressOnLeave(client, lecture._id, body);
      else mutate({ lectureId: lecture._id, body }, { onError: () => tracker.restore(watchedRanges) });
    };

    const onMetadata = () => {
      const start = lecture.positionSeconds;
      if (start > 0 && (!video.duration || start < video.duration - 3)) video.currentTime = start;
    };
    const onTime = () => {
      if (!video.paused && !video.seeking) tracker.tick(video.currentTime, performance.now(), video.playbackRate);
    };
    const onSeeking = () => tracker.break();
    const onPause = () => {
      if (video.ended) tracker.end(video.currentTime);
      tracker.break();
      report();
    };
    const onLeave = () => report(true);
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') report(true);
    };

    if (video.readyState >= 1) onMetadata();
    video.addEventListener('loadedmetadata', onMetadata);
    video.addEventListener('timeupdate', onTime);
    video.addEventListener('seeking', onSeeking);
    video.addEventListener('pause', onPause);
    video.addEventListener('ended', onPause);
    window.addEventListener('pagehide', onLeave);
    document.addEventListener('visibilitychange', onVisibility);
    const timer = window.setInterval(() => {
      if (!video.paused) report();
    }, SAVE_EVERY_MS);

    return () => {
      window.clearInterval(timer);
      video.removeEventListener('loadedmetadata', onMetadata);
      video.removeEventListener('timeupdate', onTime);
      video.removeEventListener('seeking', onSeeking);
      video.removeEventListener('pause', onPause);
      video.removeEventListener('ended', onPause);
      window.removeEventListener('pagehide', onLeave);
      document.removeEventListener('visibilitychange', onVisibility);
      // another lecture or another page inside the app: the keepalive request survives either
      report(true);
    };
    // the saved position is read once per lecture: later saves must not seek the playing video
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [videoRef, lecture._id, courseId, src, mutate, client]);
}
