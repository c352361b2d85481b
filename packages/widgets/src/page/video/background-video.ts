/**
 * Background video (SPEC 2.8, 4.11, 9.4): the home page video replays until it has played 3
 * times, then rests on its last frame, and never plays for a visitor who prefers reduced motion.
 * An enhancer for a server `<video muted playsinline>` (or an element holding one): its `loop`
 * and `autoplay` attributes are taken over (restored by the cleanup), so the count is ours.
 *
 * Three plays of a few seconds each is moving content that lasts more than 5 seconds, so WCAG
 * 2.2.2 (Pause, Stop, Hide) asks for a way to pause it: a toggle button (`aria-pressed`, fixed
 * name "Pause background video") is added while the video moves or the visitor has paused it, and
 * removed once the plays are over or when nothing plays (reduced motion). A visitor's pause holds:
 * nothing restarts the video but the button.
 *
 * Classes: `.sf-background-video__toggle`; the widget element gets `data-state`
 * `playing | paused | ended | still` (still: reduced motion).
 */
import { defineWidgetConfig, integer, type ParsedValue, text } from '../../config/widget-config.js';
import { snapshotMarkup } from '../carousel/markup-snapshot.js';

/** SPEC 9.4: the homepage video plays at most this many times. */
export const BACKGROUND_VIDEO_PLAYS = 3;

export const parseBackgroundVideoConfig = defineWidgetConfig('background-video', {
  /** How many times the video plays in all. @default 3 */
  plays: integer(BACKGROUND_VIDEO_PLAYS, 1, 100),
  /** The pause button's accessible name (it is a toggle: `aria-pressed` says whether paused). */
  pauseText: text('Pause background video', 200),
});

export type BackgroundVideoConfig = ParsedValue<typeof parseBackgroundVideoConfig>;

type State = 'playing' | 'paused' | 'ended' | 'still';

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
  const document = element.ownerDocument;
  const view = document.defaultView;
  const restoreVideo = snapshotMarkup(video);
  const hadState = element.getAttribute('data-state');
  const motion = view?.matchMedia?.('(prefers-reduced-motion: reduce)');
  let played = 0;
  let pausedByVisitor = false;

  video.loop = false;
  video.autoplay = false;
  video.removeAttribute('loop');
  video.removeAttribute('autoplay');

  // The button goes beside the video, never inside it (a <video> shows no children).
  const toggle = document.createElement('button');
  toggle.type = 'button';
  toggle.className = 'sf-background-video__toggle';
  toggle.textContent = config.pauseText;
  (element === video ? video.parentElement : element)?.append(toggle);

  const render = (state: State) => {
    element.setAttribute('data-state', state);
    toggle.setAttribute('aria-pressed', String(state === 'paused'));
    const gone = state === 'ended' || state === 'still';
    // A toggle that has keyboard focus goes only once focus leaves it, so focus is never dropped.
    if (gone && document.activeElement === toggle)
      toggle.addEventListener('blur', () => render(element.getAttribute('data-state') as State), {
        once: true,
      });
    else toggle.hidden = gone;
  };

  const play = () => {
    if (motion?.matches) {
      video.pause();
      return render('still');
    }
    if (pausedByVisitor) return render('paused');
    if (played >= config.plays) return render('ended');
    render('playing');
    // Browsers may refuse (e.g. data saver): the poster then stays, and nothing moves to pause.
    // A pause that interrupts a starting play rejects it too (AbortError): that is no refusal.
    video.play()?.catch?.((error: unknown) => {
      if ((error as Error)?.name !== 'AbortError' && !pausedByVisitor && video.paused)
        render('still');
    });
  };

  const onEnded = () => {
    played += 1;
    if (played < config.plays) video.currentTime = 0;
    play();
  };
  const onToggle = () => {
    pausedByVisitor = !pausedByVisitor;
    if (pausedByVisitor) video.pause();
    play();
  };
  const onMotion = () => {
    if (motion?.matches || (video.paused && !video.ended)) play();
  };

  video.addEventListener('ended', onEnded);
  toggle.addEventListener('click', onToggle);
  motion?.addEventListener('change', onMotion);
  play();

  return () => {
    video.removeEventListener('ended', onEnded);
    toggle.removeEventListener('click', onToggle);
    motion?.removeEventListener('change', onMotion);
    video.pause();
    toggle.remove();
    if (hadState === null) element.removeAttribute('data-state');
    else element.setAttribute('data-state', hadState);
    restoreVideo();
  };
}
