import { useEffect, type RefObject } from 'react';
import { attachPlayerVideo } from '../lib/player-clock';

/** Lets the study tools read and seek the lecture's <video> (lib/player-clock.ts). */
export function usePlayerVideo(
  videoRef: RefObject<HTMLVideoElement | null>,
  lectureId: string,
  src: string | undefined,
) {
  useEffect(() => {
    const video = videoRef.current;
    if (!video || !src) return;
    return attachPlayerVideo(lectureId, video);
  }, [videoRef, lectureId, src]);
}
