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
import type { Cleanup } from '@stayfront/loader';
import {
  defineWidgetConfig,
  optionalText,
  type ParsedValue,
  text,
} from '../../config/widget-config.js';
import { attachDialogLink, linkText } from '../modal/dialog-link.js';
import { createPlayer, DEFAULT_VIDEO_HOSTS, hostList, startPlayer, videoSource } from './player.js';

export const parseVideoModalConfig = defineWidgetConfig('video-modal', {
  /** The dialog heading, also the iframe's `title` / the video's label. @default the link's text */
  title: optionalText(200),
  /** The close button's text. @default 'Close' */
  close: text('Close', 100),
  /** Hosts whose pages may be embedded in the iframe. @default DEFAULT_VIDEO_HOSTS */
  hosts: hostList(DEFAULT_VIDEO_HOSTS),
});

export type VideoModalConfig = ParsedValue<typeof parseVideoModalConfig>;

/** Makes `element` (or the link in it) open its video in the dialog; returns the cleanup. */
export function attachVideoModal(element: HTMLElement, config: VideoModalConfig): Cleanup {
  const document = element.ownerDocument;
  const sourceOf = (link: HTMLAnchorElement) =>
    videoSource(link.getAttribute('href') ?? '', document, config.hosts);
  return attachDialogLink(element, {
    missingLink: 'video-modal: expected a link (<a href>) to the video.',
    opensDialog: (link) => sourceOf(link) !== null,
    request(link) {
      const source = sourceOf(link);
      if (!source) return null;
      const title = config.title ?? linkText(link);
      const media = createPlayer(document, source, title, 'sf-video-modal__frame');
      return { title, close: config.close, content: { node: media, className: 'sf-video-modal' } };
    },
    // The visitor asked to watch: start a file at once.
    opened: ({ content }) => {
      if ('node' in content && content.node instanceof HTMLElement) startPlayer(content.node);
    },
  });
}
