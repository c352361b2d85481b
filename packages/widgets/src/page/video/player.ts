/**
 * Players for the video widgets (SPEC 4.11): what a link may play, the element that plays it, and
 * how to stop it. Shared by the video modal and the tour slider, which both load a source only
 * when the visitor asks and unload it when the dialog closes or the slide changes.
 *
 * A link plays only a same-site video file (in `<video controls>`) or an http(s) page on an
 * allowed embed host (in an `<iframe>`); every other URL, `javascript:` included, stays an
 * ordinary link for the browser.
 */
import type { ConfigIssue } from '@stayfront/loader';
import type { Reader } from '../../config/widget-config.js';

/** The embed hosts allowed when a config names none. */
export const DEFAULT_VIDEO_HOSTS: readonly string[] = [
  'www.youtube-nocookie.com',
  'player.vimeo.com',
];

/** Same-site files played in a `<video>` rather than an iframe. */
const VIDEO_FILE = /\.(mp4|m4v|webm|ogv)$/i;
const HOST = /^[a-z0-9.-]+(:\d{1,5})?$/i;

/** A config key holding at most 20 host names (`host` or `host:port`, no scheme). */
export function hostList(fallback: readonly string[]): Reader<readonly string[]> {
  return (value: unknown, path: string, issues: ConfigIssue[]) => {
    if (value === undefined) return fallback;
    if (
      !Array.isArray(value) ||
      value.length > 20 ||
      !value.every((host) => typeof host === 'string' && host.length <= 253 && HOST.test(host))
    ) {
      issues.push({ path, message: 'expected a list of at most 20 host names' });
      return fallback;
    }
    return value.map((host: string) => host.toLowerCase());
  };
}

export type VideoSource =
  | { readonly kind: 'iframe'; readonly url: URL }
  | { readonly kind: 'video'; readonly url: URL };

/**
 * What a link's `href` may play: a same-site video file, or an http(s) page on an allowed host;
 * null for everything else (left to the browser).
 */
export function videoSource(
  href: string,
  document: Document,
  hosts: readonly string[],
): VideoSource | null {
  const base = document.defaultView?.location.href ?? document.baseURI;
  let url: URL;
  try {
    url = new URL(href.trim(), document.baseURI || base);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.origin === new URL(base).origin && VIDEO_FILE.test(url.pathname))
    return { kind: 'video', url };
  if (hosts.includes(url.host.toLowerCase())) return { kind: 'iframe', url };
  return null;
}

/** The element that plays `source`, made only when the visitor asks (SPEC 4.11). */
export function createPlayer(
  document: Document,
  source: VideoSource,
  title: string,
  className: string,
): HTMLIFrameElement | HTMLVideoElement {
  if (source.kind === 'iframe') {
    const frame = document.createElement('iframe');
    frame.className = className;
    frame.title = title;
    // Permissions Policy only: `allowfullscreen` beside `allow` makes Chromium warn "Allow
    // attribute will take precedence over 'allowfullscreen'", and `fullscreen` says the same.
    frame.setAttribute('allow', 'fullscreen; picture-in-picture');
    frame.setAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
    frame.src = source.url.href;
    return frame;
  }
  const video = document.createElement('video');
  video.className = className;
  video.controls = true;
  video.playsInline = true;
  video.setAttribute('playsinline', '');
  video.setAttribute('preload', 'metadata');
  if (title) video.setAttribute('aria-label', title);
  video.src = source.url.href;
  return video;
}

/** Starts a file the visitor asked to watch (browsers may refuse; the controls remain). */
export function startPlayer(player: HTMLElement): void {
  if (player instanceof HTMLVideoElement) player.play()?.catch?.(() => {});
}

/**
 * Stops what plays inside `root` (or `root` itself): videos paused and unloaded, so the network
 * stops too; embedded players removed.
 */
export function stopMedia(root: HTMLElement): void {
  const videos = root instanceof HTMLVideoElement ? [root] : root.querySelectorAll('video');
  for (const video of videos) {
    video.pause();
    video.removeAttribute('src');
    video.load();
  }
  if (root instanceof HTMLIFrameElement) root.remove();
  for (const frame of root.querySelectorAll('iframe')) frame.remove();
}
