/**
 * Video modal (SPEC 4.11): a link to a video player (an allowed embed host, e.g. YouTube's
 * no-cookie embed or Vimeo's player) or to a same-site video file opens, on a plain click, a
 * modal dialog, and only then is the source loaded: an `<iframe>` for an embed, a
 * `<video controls>` for a file. Closing unloads it (iframe removed; video paused, `src` removed
 * and `load()` called), so playback and network stop. Modified and middle clicks, `target` and
 * `download` links, non-http(s) schemes and hosts off the list stay ordinary links.
 *
 * The player opens in the page's one modal dialog (`../modal/modal-dialog.ts`: focus to the
 * heading, Tab wraps, Escape / close button / backdrop close, focus back to the link, 250 ms
 * `data-state` animation), which stops it as soon as it starts closing. Classes:
 * `.sf-modal.sf-video-modal` while a player shows, `.sf-video-modal__frame` (the iframe or video).
 */
import type { Cleanup, ConfigIssue } from '@stayfront/loader';
import {
  defineWidgetConfig,
  optionalText,
  type ParsedValue,
  type Reader,
  text,
} from '../../config/widget-config.js';
import { isPlainClick } from '../../runtime/navigation-hooks.js';
import { existingModal, modalFor } from '../modal/modal-dialog.js';

/** The embed hosts allowed when the config names none. */
export const DEFAULT_VIDEO_HOSTS: readonly string[] = [
  'www.youtube-nocookie.com',
  'player.vimeo.com',
];

/** Same-site files played in a `<video>` rather than an iframe. */
const VIDEO_FILE = /\.(mp4|m4v|webm|ogv)$/i;
const HOST = /^[a-z0-9.-]+(:\d{1,5})?$/i;

/** A list of at most 20 host names (`host` or `host:port`, no scheme). */
function hostList(fallback: readonly string[]): Reader<readonly string[]> {
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

export const parseVideoModalConfig = defineWidgetConfig('video-modal', {
  /** The dialog heading, also the iframe's `title` / the video's label. @default the link's text */
  title: optionalText(200),
  /** The close button's text. @default 'Close' */
  close: text('Close', 100),
  /** Hosts whose pages may be embedded in the iframe. @default DEFAULT_VIDEO_HOSTS */
  hosts: hostList(DEFAULT_VIDEO_HOSTS),
});

export type VideoModalConfig = ParsedValue<typeof parseVideoModalConfig>;

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

/** The player for `source`, made only when the dialog opens (SPEC 4.11). */
function player(document: Document, source: VideoSource, title: string): HTMLElement {
  if (source.kind === 'iframe') {
    const frame = document.createElement('iframe');
    frame.className = 'sf-video-modal__frame';
    frame.title = title;
    frame.setAttribute('allow', 'fullscreen; picture-in-picture');
    frame.setAttribute('allowfullscreen', '');
    frame.setAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
    frame.src = source.url.href;
    return frame;
  }
  const video = document.createElement('video');
  video.className = 'sf-video-modal__frame';
  video.controls = true;
  video.playsInline = true;
  video.setAttribute('playsinline', '');
  video.setAttribute('preload', 'metadata');
  if (title) video.setAttribute('aria-label', title);
  video.src = source.url.href;
  return video;
}

/** Makes `element` (or the link in it) open its video in the dialog; returns the cleanup. */
export function attachVideoModal(element: HTMLElement, config: VideoModalConfig): Cleanup {
  const document = element.ownerDocument;
  const link =
    element.closest<HTMLAnchorElement>('a[href]') ??
    element.querySelector<HTMLAnchorElement>('a[href]');
  if (!link) throw new Error('video-modal: expected a link (<a href>) to the video.');
  const hadPopup = link.getAttribute('aria-haspopup');
  const playable = videoSource(link.getAttribute('href') ?? '', document, config.hosts) !== null;
  if (playable) link.setAttribute('aria-haspopup', 'dialog');

  const onClick = (event: MouseEvent) => {
    if (!isPlainClick(event, link)) return;
    const source = videoSource(link.getAttribute('href') ?? '', document, config.hosts);
    if (!source) return;
    event.preventDefault();
    const title = config.title ?? link.textContent?.replace(/\s+/g, ' ').trim() ?? '';
    const media = player(document, source, title);
    void modalFor(document).open({
      opener: link,
      title,
      close: config.close,
      content: { node: media, className: 'sf-video-modal' },
    });
    // The visitor asked to watch: start a file at once (browsers may refuse; controls remain).
    if (media instanceof HTMLVideoElement) media.play()?.catch?.(() => {});
  };
  link.addEventListener('click', onClick);

  return () => {
    link.removeEventListener('click', onClick);
    if (hadPopup === null) link.removeAttribute('aria-haspopup');
    else link.setAttribute('aria-haspopup', hadPopup);
    const modal = existingModal(document);
    if (modal?.opener === link) modal.close(true);
  };
}
