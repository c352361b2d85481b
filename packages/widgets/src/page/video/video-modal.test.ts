import type { MountContext } from '@stayfront/loader';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as island from '../../islands/video-modal.js';
import { click, reduceMotion } from '../../test-support/link-click.js';
import { quietIframeLoading } from '../../test-support/quiet-iframes.js';
import { MODAL_ANIMATION_MS } from '../modal/modal-dialog.js';
import type { VideoModalConfig } from './video-modal.js';

const YOUTUBE = 'https://www.youtube-nocookie.com/embed/abc';

function mountLink(href = YOUTUBE, config: Record<string, unknown> = { title: 'Video tour' }) {
  const holder = document.createElement('p');
  holder.innerHTML = `<a data-widget="video-modal">Watch the video tour</a>`;
  const link = holder.querySelector('a') as HTMLAnchorElement;
  link.setAttribute('href', href);
  document.body.append(holder);
  const parsed = island.parseConfig?.(config);
  if (!parsed || !('value' in parsed)) throw new Error(JSON.stringify(parsed));
  const context: MountContext<VideoModalConfig> = {
    name: 'video-modal',
    config: parsed.value,
    signal: new AbortController().signal,
    report: vi.fn(),
  };
  const cleanup = island.mount(link, context) as () => void;
  return { link, cleanup };
}

const dialog = () => document.querySelector('dialog.sf-video-modal') as HTMLDialogElement | null;
const iframe = () => document.querySelector('iframe');
const video = () => document.querySelector('video');

let play: ReturnType<typeof vi.fn<() => Promise<void>>>;
let pause: ReturnType<typeof vi.fn<() => void>>;
let load: ReturnType<typeof vi.fn<() => void>>;
beforeEach(() => {
  quietIframeLoading();
  reduceMotion(true);
  play = vi.fn<() => Promise<void>>(() => Promise.resolve());
  pause = vi.fn<() => void>();
  load = vi.fn<() => void>();
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(pause);
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(load);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('video-modal', () => {
  it('opens an allowed embed on a plain click, loading the iframe only then', () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    const { link } = mountLink();
    expect(link.getAttribute('aria-haspopup')).toBe('dialog');
    expect(iframe()).toBeNull();
    expect(dialog()).toBeNull();

    expect(click(link)).toBe(true);
    expect(showModal).toHaveBeenCalledOnce();
    const open = dialog() as HTMLDialogElement;
    expect(open.open).toBe(true);
    expect(open.getAttribute('aria-modal')).toBe('true');
    const heading = document.getElementById(open.getAttribute('aria-labelledby') ?? '');
    expect(heading?.textContent).toBe('Video tour');
    expect(document.activeElement).toBe(heading);
    expect(open.querySelector('.sf-modal__close')?.textContent).toBe('Close');
    const frame = iframe() as HTMLIFrameElement;
    expect(open.contains(frame)).toBe(true);
    expect(frame.getAttribute('src')).toBe(YOUTUBE);
    expect(frame.title).toBe('Video tour');
    expect(frame.getAttribute('allow')).toBe('fullscreen; picture-in-picture');
    // Both would make Chromium warn that `allow` takes precedence over `allowfullscreen`.
    expect(frame.hasAttribute('allowfullscreen')).toBe(false);
  });

  it('removes the iframe on close (Escape) and returns focus to the link', async () => {
    const user = userEvent.setup();
    const { link } = mountLink();
    link.focus();
    click(link);
    expect(iframe()).not.toBeNull();
    await user.keyboard('{Escape}');
    expect(dialog()?.open).toBe(false);
    expect(dialog()?.getAttribute('data-state')).toBe('closed');
    expect(iframe()).toBeNull();
    expect(document.activeElement).toBe(link);
  });

  it('closes on the close button and on the backdrop, unloading each time', async () => {
    const user = userEvent.setup();
    const { link } = mountLink();
    click(link);
    await user.click(dialog()?.querySelector('.sf-modal__close') as HTMLElement);
    expect(dialog()?.open).toBe(false);
    expect(iframe()).toBeNull();
    expect(document.activeElement).toBe(link);

    click(link);
    expect(iframe()).not.toBeNull();
    dialog()?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(dialog()?.open).toBe(false);
    expect(iframe()).toBeNull();
  });

  it('plays a same-site video file in <video controls>; closing pauses and unloads it', async () => {
    const user = userEvent.setup();
    const { link } = mountLink('/media/tour.mp4', {});
    expect(video()).toBeNull();
    expect(click(link)).toBe(true);
    const player = video() as HTMLVideoElement;
    expect(player.controls).toBe(true);
    expect(player.getAttribute('src')).toBe(`${location.origin}/media/tour.mp4`);
    expect(player.getAttribute('aria-label')).toBe('Watch the video tour');
    expect(dialog()?.querySelector('h2')?.textContent).toBe('Watch the video tour');
    expect(play).toHaveBeenCalled();

    await user.keyboard('{Escape}');
    expect(pause).toHaveBeenCalled();
    expect(load).toHaveBeenCalled();
    expect(player.hasAttribute('src')).toBe(false);
    expect(video()).toBeNull();
  });

  it('leaves modified, middle, target and download clicks to the browser', () => {
    const { link } = mountLink();
    for (const init of [
      { ctrlKey: true },
      { metaKey: true },
      { shiftKey: true },
      { altKey: true },
      { button: 1 },
    ])
      expect(click(link, init)).toBe(false);
    link.target = '_blank';
    expect(click(link)).toBe(false);
    link.removeAttribute('target');
    link.setAttribute('download', '');
    expect(click(link)).toBe(false);
    expect(dialog()).toBeNull();
    expect(iframe()).toBeNull();
  });

  it('refuses off-list hosts, other schemes and off-site video files', () => {
    for (const href of [
      'https://www.youtube.com/embed/abc',
      'https://evil.example/embed/abc',
      'https://player.vimeo.com.evil.example/video/1',
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'ftp://player.vimeo.com/video/1',
      'https://cdn.example/tour.mp4',
      '/media/tour.html',
    ]) {
      const { link } = mountLink(href);
      expect(link.hasAttribute('aria-haspopup'), href).toBe(false);
      expect(click(link), href).toBe(false);
    }
    expect(dialog()).toBeNull();
    expect(document.querySelector('iframe, video')).toBeNull();
  });

  it('takes its host list from the config and rejects a bad one', () => {
    const { link } = mountLink('https://videos.example/embed/1', { hosts: ['videos.example'] });
    expect(click(link)).toBe(true);
    expect(iframe()?.getAttribute('src')).toBe('https://videos.example/embed/1');
    const { link: youtube } = mountLink(YOUTUBE, { hosts: ['videos.example'] });
    expect(click(youtube)).toBe(false);

    for (const hosts of ['player.vimeo.com', ['https://player.vimeo.com'], [1]]) {
      const parsed = island.parseConfig?.({ hosts });
      expect(parsed && 'issues' in parsed && parsed.issues?.[0]?.path).toBe('$.hosts');
    }
  });

  it('Tab wraps inside the dialog', () => {
    const { link } = mountLink();
    click(link);
    const open = dialog() as HTMLDialogElement;
    const close = open.querySelector('.sf-modal__close') as HTMLElement;
    const frame = iframe() as HTMLIFrameElement;
    frame.focus();
    const tab = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
    frame.dispatchEvent(tab);
    expect(tab.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(close);
    const back = new KeyboardEvent('keydown', {
      key: 'Tab',
      shiftKey: true,
      bubbles: true,
      cancelable: true,
    });
    close.dispatchEvent(back);
    expect(document.activeElement).toBe(frame);
  });

  it('animates over 250 ms but stops playback at once', async () => {
    reduceMotion(false);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { link } = mountLink();
    click(link);
    expect(dialog()?.getAttribute('data-state')).toBe('opening');
    await vi.advanceTimersByTimeAsync(MODAL_ANIMATION_MS);
    expect(dialog()?.getAttribute('data-state')).toBe('open');
    dialog()?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(dialog()?.getAttribute('data-state')).toBe('closing');
    expect(iframe()).toBeNull();
    await vi.advanceTimersByTimeAsync(MODAL_ANIMATION_MS);
    expect(dialog()?.getAttribute('data-state')).toBe('closed');
    expect(document.activeElement).toBe(link);
  });

  it('cleanup closes its open dialog and restores the link', () => {
    const { link, cleanup } = mountLink();
    click(link);
    cleanup();
    expect(dialog()?.open).toBe(false);
    expect(iframe()).toBeNull();
    expect(link.hasAttribute('aria-haspopup')).toBe(false);
    expect(click(link)).toBe(false);
  });
});
