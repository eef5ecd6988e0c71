/**
 * The length of a chosen video file in whole seconds, read by the browser from its metadata
 * (a <video> element, nothing uploaded); null when the browser cannot tell within `timeoutMs`.
 * Recordings made by MediaRecorder carry no duration in their header: the browser reports
 * Infinity until it is asked to seek past the end, which makes it scan the file.
 */
export function readVideoDuration(file: File, timeoutMs = 10_000): Promise<number | null> {
  return new Promise((resolve) => {
    const video = document.createElement('video');
    const url = URL.createObjectURL(file);
    let done = false;
    const finish = (seconds: number | null) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      video.removeAttribute('src');
      video.load();
      URL.revokeObjectURL(url);
      resolve(seconds === null ? null : Math.round(seconds));
    };
    const timer = setTimeout(() => finish(null), timeoutMs);
    const check = () => {
      if (Number.isFinite(video.duration) && video.duration > 0) finish(video.duration);
    };
    video.preload = 'metadata';
    video.muted = true;
    video.onloadedmetadata = () => {
      if (Number.isFinite(video.duration)) return finish(video.duration);
      video.ondurationchange = check;
      video.ontimeupdate = check;
      video.currentTime = Number.MAX_SAFE_INTEGER;
    };
    video.onerror = () => finish(null);
    video.src = url;
  });
}
