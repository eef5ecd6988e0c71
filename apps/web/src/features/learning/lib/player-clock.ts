/**
 * The player's video as the study tools see it (issue 20): a note takes the time it is at, a note
 * clicked seeks it. A note of another lecture leaves a pending seek that lecture's video applies
 * once it has loaded (after the resume at the saved position).
 */
let current: { lectureId: string; video: HTMLVideoElement } | null = null;
let pending: { lectureId: string; seconds: number } | null = null;

const seek = (video: HTMLVideoElement, seconds: number) => {
  video.currentTime = seconds;
};

/** Registers the lecture's <video>; the returned function unregisters it. */
export function attachPlayerVideo(lectureId: string, video: HTMLVideoElement): () => void {
  current = { lectureId, video };
  const applyPending = () => {
    if (pending?.lectureId !== lectureId) return;
    const { seconds } = pending;
    pending = null;
    // after the other loadedmetadata listeners (the resume at the saved position)
    setTimeout(() => seek(video, seconds), 0);
  };
  if (video.readyState >= 1) applyPending();
  video.addEventListener('loadedmetadata', applyPending);
  return () => {
    video.removeEventListener('loadedmetadata', applyPending);
    if (current?.video === video) current = null;
  };
}

/** Whole seconds into the lecture's video (0 when another lecture or no video is playing). */
export function playerSeconds(lectureId: string): number {
  if (current?.lectureId !== lectureId) return 0;
  return Math.min(86_400, Math.floor(current.video.currentTime || 0));
}

/** Seeks the lecture's video now when it is the one shown (true), or once it is shown (false). */
export function seekLecture(lectureId: string, seconds: number): boolean {
  if (current?.lectureId === lectureId) {
    seek(current.video, seconds);
    return true;
  }
  pending = { lectureId, seconds };
  return false;
}

/** 75 → "1:15", 3725 → "1:02:05", as a video player shows a time. */
export function clockTime(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(Math.floor(seconds % 60)).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
