import type { MountContext } from '@stayfront/loader';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as island from '../../islands/background-video.js';
import { BACKGROUND_VIDEO_PLAYS, type BackgroundVideoConfig } from './background-video.js';

const MARKUP =
  '<div data-widget="background-video"><video src="/hero.mp4" muted playsinline autoplay loop></video></div>';
const root = () => document.querySelector('[data-widget]') as HTMLElement;
const video = () => document.querySelector('video') as HTMLVideoElement;

let play: ReturnType<typeof vi.fn>;
let pause: ReturnType<typeof vi.fn>;

function reducedMotion(matches: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: matches && query.includes('reduce'),
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
      }) as unknown as MediaQueryList,
  );
}

async function mount(config: object = {}) {
  const parsed = island.parseConfig?.(config);
  if (!parsed || !('value' in parsed)) throw new Error('config');
  const context = {
    name: 'background-video',
    config: parsed.value,
    signal: new AbortController().signal,
    report: vi.fn(),
  } as MountContext<BackgroundVideoConfig>;
  return (await island.mount(root(), context)) as () => void;
}

beforeEach(() => {
  document.body.innerHTML = MARKUP;
  play = vi.fn(() => Promise.resolve());
  pause = vi.fn();
  video().play = play as unknown as HTMLVideoElement['play'];
  video().pause = pause as unknown as HTMLVideoElement['pause'];
});

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('background-video', () => {
  it('plays 3 times in all, then stops', async () => {
    expect(BACKGROUND_VIDEO_PLAYS).toBe(3);
    reducedMotion(false);
    await mount();
    expect(video().hasAttribute('loop')).toBe(false);
    expect(play).toHaveBeenCalledTimes(1);
    video().dispatchEvent(new Event('ended'));
    video().dispatchEvent(new Event('ended'));
    expect(play).toHaveBeenCalledTimes(3);
    video().dispatchEvent(new Event('ended'));
    video().dispatchEvent(new Event('ended'));
    expect(play).toHaveBeenCalledTimes(3);
  });

  it('never plays with reduced motion', async () => {
    reducedMotion(true);
    await mount();
    expect(play).not.toHaveBeenCalled();
    expect(pause).toHaveBeenCalled();
    expect(video().hasAttribute('autoplay')).toBe(false);
  });

  it('takes the count from the config and restores the attributes', async () => {
    reducedMotion(false);
    const before = root().innerHTML;
    const cleanup = await mount({ plays: 1 });
    video().dispatchEvent(new Event('ended'));
    expect(play).toHaveBeenCalledTimes(1);
    cleanup();
    expect(root().innerHTML).toBe(before);
  });

  it('offers a pause toggle while it moves (WCAG 2.2.2), and a pause by the visitor holds', async () => {
    reducedMotion(false);
    await mount();
    const toggle = root().querySelector('button.sf-background-video__toggle') as HTMLButtonElement;
    expect(toggle.textContent).toBe('Pause background video');
    expect(toggle.hidden).toBe(false);
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(root().getAttribute('data-state')).toBe('playing');
    toggle.click();
    expect(pause).toHaveBeenCalledTimes(1);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(root().getAttribute('data-state')).toBe('paused');
    expect(play).toHaveBeenCalledTimes(1);
    toggle.click();
    expect(play).toHaveBeenCalledTimes(2);
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    // Once the plays are over nothing moves: the toggle goes.
    for (let end = 0; end < 3; end += 1) video().dispatchEvent(new Event('ended'));
    expect(root().getAttribute('data-state')).toBe('ended');
    expect(toggle.hidden).toBe(true);
  });

  it('has no toggle to offer with reduced motion, and takes its name from the config', async () => {
    reducedMotion(true);
    await mount({ pauseText: 'Video anhalten' });
    const toggle = root().querySelector('button') as HTMLButtonElement;
    expect(toggle.textContent).toBe('Video anhalten');
    expect(toggle.hidden).toBe(true);
    expect(root().getAttribute('data-state')).toBe('still');
  });

  it('keeps a focused toggle until focus leaves it, and has none when the browser refuses to play', async () => {
    reducedMotion(false);
    await mount({ plays: 1 });
    const toggle = root().querySelector('button') as HTMLButtonElement;
    toggle.focus();
    video().dispatchEvent(new Event('ended'));
    expect(root().getAttribute('data-state')).toBe('ended');
    expect(toggle.hidden).toBe(false);
    expect(document.activeElement).toBe(toggle);
    toggle.blur();
    expect(toggle.hidden).toBe(true);

    document.body.innerHTML = MARKUP;
    Object.defineProperty(video(), 'paused', { value: true });
    video().play = vi.fn(() =>
      Promise.reject(Object.assign(new Error('refused'), { name: 'NotAllowedError' })),
    ) as never;
    video().pause = pause as unknown as HTMLVideoElement['pause'];
    await mount();
    await Promise.resolve();
    await Promise.resolve();
    expect(root().getAttribute('data-state')).toBe('still');
    expect((root().querySelector('button') as HTMLButtonElement).hidden).toBe(true);
  });

  it('stays paused when the pause interrupted a starting play (AbortError is no refusal)', async () => {
    reducedMotion(false);
    let reject: (error: Error) => void = () => {};
    video().play = vi.fn(
      () =>
        new Promise<void>((_resolve, rejectPlay) => {
          reject = rejectPlay;
        }),
    ) as never;
    await mount();
    const toggle = root().querySelector('button') as HTMLButtonElement;
    toggle.click();
    reject(Object.assign(new Error('interrupted'), { name: 'AbortError' }));
    await Promise.resolve();
    await Promise.resolve();
    expect(root().getAttribute('data-state')).toBe('paused');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(toggle.hidden).toBe(false);
  });
});
