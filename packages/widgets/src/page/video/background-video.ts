/**
 * Background video (SPEC 2.8, 4.11, 9.4): the home page video replays until it has played 3
 * times, then rests on its last frame, and never plays for a visitor who prefers reduced motion.
 * An enhancer for a server `<video muted playsinline>` (or an element holding one): its `loop`
 * and `autoplay` attributes are taken over (restored by the cleanup), so the count is ours.
 */
import { defineWidgetConfig, integer, type ParsedValue } from '../../config/widget-config.js';
import { snapshotMarkup } from '../carousel/markup-snapshot.js';

/** SPEC 9.4: the homepage video plays at most this many times. */
export const BACKGROUND_VIDEO_PLAYS = 3;

export const parseBackgroundVideoConfig = defineWidgetConfig('background-video', {
  /** How many times the video plays in all. @default 3 */
  plays: integer(BACKGROUND_VIDEO_PLAYS, 1, 100),
});

export type BackgroundVideoConfig = ParsedValue<typeof parseBackgroundVideoConfig>;

/** Starts the background video on `element`; returns the cleanup. */
export function startBackgroundVideo(
  element: HTMLElement,
  config: BackgroundVideoConfig,
): () => void {
  const video = element instanceof HTMLVideoElement ? element : element.querySelector('video');
  if (!video) {
    console.warn('Stayfront background-video: no <video> in the widget; nothing to play.');
    return () => {};
  }
  const view = element.ownerDocument.defaultView;
  const restore = snapshotMarkup(video);
  const motion = view?.matchMedia?.('(prefers-reduced-motion: reduce)');
  let played = 0;

  video.loop = false;
  video.autoplay = false;
  video.removeAttribute('loop');
  video.removeAttribute('autoplay');

  const play = () => {
    if (motion?.matches || played >= config.plays) return;
    // Browsers may refuse (e.g. data saver); the poster then stays, which is fine.
    video.play()?.catch?.(() => {});
  };
  const onEnded = () => {
    played += 1;
    if (played >= config.plays) return;
    video.currentTime = 0;
    play();
  };
  const onMotion = () => {
    if (motion?.matches) video.pause();
    else if (video.paused && !video.ended) play();
  };

  video.addEventListener('ended', onEnded);
  motion?.addEventListener('change', onMotion);
  if (motion?.matches) video.pause();
  else play();

  return () => {
    video.removeEventListener('ended', onEnded);
    motion?.removeEventListener('change', onMotion);
    video.pause();
    restore();
  };
}
