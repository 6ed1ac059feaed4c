import { useCallback, useEffect, useRef, useState } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Whether the visitor's system asks for less motion (no media queries: it does not). */
const motionReduced = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia(REDUCED_MOTION).matches;

/**
 * The banner video's playing state: it plays on its own unless the visitor's system asks for
 * less motion, and the visitor stops and restarts it (WCAG 2.2.2: motion longer than five
 * seconds can be paused).
 */
export function useBannerVideo() {
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(() => !motionReduced());

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    // A browser that refuses to play (power saving) leaves the poster: nothing to report.
    if (playing) element.play()?.catch(() => undefined);
    else element.pause();
  }, [playing]);

  const toggle = useCallback(() => setPlaying((before) => !before), []);
  return { video, playing, toggle };
}
