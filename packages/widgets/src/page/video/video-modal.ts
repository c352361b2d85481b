/**
 * Video modal (SPEC 4.11): a link to a video player (an allowed embed host, e.g. YouTube's
 * no-cookie embed or Vimeo's player) or to a same-site video file opens, on a plain click, a
 * modal dialog, and only then is the source loaded: an `<iframe>` for an embed, a
 * `<video controls>` for a file. Closing unloads it (iframe removed; video paused, `src` removed
 * and `load()` called), so playback and network stop. Modified and middle clicks, `target` and
 * `download` links, non-http(s) schemes and hosts off the list stay ordinary links.
 *
 * The shared modal dialog (`../modal/modal-dialog.ts`) always fetches an HTML fragment, so this is
 * a small dialog of its own with the same behaviour and the same CSS hooks: native
 * `showModal()` (else the `open` attribute), focus to the heading, Tab wraps, Escape / close
 * button / backdrop close, focus back to the link, `data-state="opening|open|closing|closed"`
 * over 250 ms (none with reduced motion). Classes: `.sf-modal.sf-video-modal`,
 * `.sf-modal__header`, `.sf-modal__title`, `.sf-modal__close`, `.sf-modal__body`,
 * `.sf-video-modal__frame` (the iframe or video).
 */
import type { Cleanup, ConfigIssue } from '@stayfront/loader';
import {
  defineWidgetConfig,
  optionalText,
  type ParsedValue,
  type Reader,
  text,
} from '../../config/widget-config.js';
import { MODAL_ANIMATION_MS } from '../modal/modal-dialog.js';

/** The embed hosts allowed when the config names none. */
export const DEFAULT_VIDEO_HOSTS: readonly string[] = [
  'www.youtube-nocookie.com',
  'player.vimeo.com',
];

/** Same-site files played in a `<video>` rather than an iframe. */
const VIDEO_FILE = /\.(mp4|m4v|webm|ogv)$/i;
const HOST = /^[a-z0-9.-]+(:\d{1,5})?$/i;
const FOCUSABLE =
  'a[href], button:not([disabled]), iframe, video[controls], [tabindex]:not([tabindex="-1"])';

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

interface VideoDialog {
  readonly dialog: HTMLDialogElement;
  readonly opener: HTMLElement | null;
  open(opener: HTMLElement, source: VideoSource, title: string, close: string): void;
  close(immediately?: boolean): void;
}

const dialogs = new WeakMap<Document, VideoDialog>();

function videoDialogFor(document: Document): VideoDialog {
  let found = dialogs.get(document);
  if (!found?.dialog.isConnected) {
    found = createVideoDialog(document);
    dialogs.set(document, found);
  }
  return found;
}

/** Stops and drops whatever plays in `body`. */
function unload(body: HTMLElement) {
  for (const video of body.querySelectorAll('video')) {
    video.pause();
    video.removeAttribute('src');
    video.load();
  }
  body.replaceChildren();
}

function createVideoDialog(document: Document): VideoDialog {
  const win = document.defaultView;
  const dialog = document.createElement('dialog');
  dialog.className = 'sf-modal sf-video-modal';
  dialog.setAttribute('data-sf-video-modal', '');
  dialog.setAttribute('aria-modal', 'true');
  dialog.setAttribute('aria-labelledby', 'sf-video-modal-title');
  dialog.setAttribute('data-state', 'closed');
  const header = document.createElement('div');
  header.className = 'sf-modal__header';
  const heading = document.createElement('h2');
  heading.id = 'sf-video-modal-title';
  heading.className = 'sf-modal__title';
  heading.tabIndex = -1;
  const closeButton = document.createElement('button');
  closeButton.type = 'button';
  closeButton.className = 'sf-modal__close';
  const body = document.createElement('div');
  body.className = 'sf-modal__body';
  header.append(heading, closeButton);
  dialog.append(header, body);
  document.body.append(dialog);

  let opener: HTMLElement | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let native = false;

  const duration = () =>
    win?.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 0 : MODAL_ANIMATION_MS;
  const setState = (state: 'opening' | 'open' | 'closing' | 'closed') =>
    dialog.setAttribute('data-state', state);
  const after = (ms: number, then: () => void) => {
    clearTimeout(timer);
    if (ms === 0) then();
    else timer = setTimeout(then, ms);
  };

  function finish() {
    clearTimeout(timer);
    unload(body);
    if (native && dialog.open) dialog.close();
    dialog.removeAttribute('open');
    setState('closed');
    const back = opener;
    opener = null;
    if (back?.isConnected) back.focus();
  }

  function close(immediately = false) {
    if (!opener || dialog.getAttribute('data-state') === 'closing') return;
    // Playback stops at once, not after the closing animation.
    unload(body);
    const ms = immediately ? 0 : duration();
    if (ms) setState('closing');
    after(ms, finish);
  }

  function player(source: VideoSource, title: string): HTMLElement {
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

  function open(from: HTMLElement, source: VideoSource, title: string, closeText: string) {
    clearTimeout(timer);
    unload(body);
    opener = from;
    heading.textContent = title;
    closeButton.textContent = closeText;
    if (!dialog.hasAttribute('open')) {
      native = typeof dialog.showModal === 'function';
      try {
        if (native) dialog.showModal();
      } catch {
        native = false;
      }
      if (!native) dialog.setAttribute('open', '');
    }
    const ms = duration();
    setState(ms ? 'opening' : 'open');
    after(ms, () => setState('open'));
    // The source is loaded only now, inside the open dialog.
    const media = player(source, title);
    body.append(media);
    heading.focus();
    // The visitor asked to watch: start a file at once (browsers may refuse; controls remain).
    if (media instanceof HTMLVideoElement) media.play()?.catch?.(() => {});
  }

  closeButton.addEventListener('click', () => close());
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) close();
  });
  dialog.addEventListener('cancel', (event) => {
    event.preventDefault();
    close();
  });
  dialog.addEventListener('close', () => {
    if (opener && dialog.getAttribute('data-state') !== 'closing') finish();
  });
  dialog.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') {
      const focusables = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = focusables[0];
      const last = focusables.at(-1);
      if (!first || !last) return;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || active === heading)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    }
  });

  return {
    dialog,
    open,
    close,
    get opener() {
      return opener;
    },
  };
}

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

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
    if (event.defaultPrevented || !isPlainClick(event)) return;
    if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return;
    const source = videoSource(link.getAttribute('href') ?? '', document, config.hosts);
    if (!source) return;
    event.preventDefault();
    const title = config.title ?? link.textContent?.replace(/\s+/g, ' ').trim() ?? '';
    videoDialogFor(document).open(link, source, title, config.close);
  };
  link.addEventListener('click', onClick);

  return () => {
    link.removeEventListener('click', onClick);
    if (hadPopup === null) link.removeAttribute('aria-haspopup');
    else link.setAttribute('aria-haspopup', hadPopup);
    const open = dialogs.get(document);
    if (open?.opener === link) open.close(true);
  };
}
