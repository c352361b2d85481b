import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeCarousel } from '../../test-support/fake-carousel-api.js';
import { quietIframeLoading } from '../../test-support/quiet-iframes.js';
import { startTourSlider } from './tour-slider.js';
import {
  parseTourSliderConfig,
  type TourSliderConfig,
  tourGeometry,
} from './tour-slider-config.js';

const MARKUP = `<section data-widget="tour-slider" aria-labelledby="h">
  <h2 id="h">Tours</h2>
  <ul class="tours">
    <li><a href="https://player.vimeo.com/video/1"><img src="/a.svg" alt=""> Living room</a></li>
    <li><a href="/media/garden.webm"><img src="/b.svg" alt=""> Garden</a></li>
    <li><a href="https://elsewhere.example/tour"><img src="/c.svg" alt=""> Elsewhere</a></li>
    <li><a href="javascript:alert(1)"><img src="/d.svg" alt=""> Hostile</a></li>
  </ul>
</section>`;

const root = () => document.querySelector('[data-widget]') as HTMLElement;
const links = () => [...root().querySelectorAll<HTMLAnchorElement>('li a')];
const slides = () => [...root().querySelectorAll<HTMLElement>('li')];
const status = () => root().querySelector('[aria-live]') as HTMLElement;

function config(raw: object = {}): TourSliderConfig {
  const parsed = parseTourSliderConfig(raw);
  if (!('value' in parsed)) throw new Error(JSON.stringify(parsed.issues));
  return parsed.value;
}

function setup(raw: object = {}, width = 1000) {
  Object.defineProperty(root(), 'clientWidth', { configurable: true, get: () => width });
  const fake = fakeCarousel();
  const cleanup = startTourSlider(root(), config(raw), fake.create);
  const api = fake.instances[0];
  if (!api) throw new Error('no carousel');
  return { cleanup, api, user: userEvent.setup() };
}

beforeEach(() => {
  document.body.innerHTML = MARKUP;
  quietIframeLoading();
  // happy-dom cannot play media; these stand in for the browser's.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('tour-slider config (SPEC 3.21)', () => {
  it('has documented defaults', () => {
    expect(tourGeometry(config())).toEqual({
      centerArea: 0.6,
      breakpoint: 768,
      breakpointCenterArea: 0.85,
      slidesSpacing: 8,
      maxHeight: 520,
      aspectRatio: 16 / 9,
    });
    expect(config()).toMatchObject({ loop: false, responsiveRS: true, label: null });
  });

  it('accepts the legacy names, with the breakpoint keys at the top or in visibleNearby', () => {
    const legacy = {
      visibleNearby: { enabled: true, centerArea: 0.7, breakpoint: 600, breakpointCenterArea: 0.9 },
      slidesSpacing: 12,
      max_height: 400,
      responsiveRS: false,
      aspectRatio: '4:3',
    };
    expect(tourGeometry(config(legacy))).toEqual({
      centerArea: 0.7,
      breakpoint: 600,
      breakpointCenterArea: 0.9,
      slidesSpacing: 12,
      maxHeight: 400,
      aspectRatio: 4 / 3,
    });
    expect(
      tourGeometry(config({ ...legacy, breakpoint: 500, breakpointCenterArea: 1 })),
    ).toMatchObject({
      breakpoint: 500,
      breakpointCenterArea: 1,
    });
    expect(tourGeometry(config({ aspectRatio: 1.5 })).aspectRatio).toBe(1.5);
    expect(tourGeometry(config({ aspectRatio: '16/10' })).aspectRatio).toBe(1.6);
  });

  it('shows one whole slide when visibleNearby is disabled', () => {
    expect(tourGeometry(config({ visibleNearby: { enabled: false } }))).toMatchObject({
      centerArea: 1,
      breakpointCenterArea: 1,
    });
  });

  it('warns about an unknown key in visibleNearby, as at the top level, rather than failing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const element = document.createElement('div');
    const parsed = parseTourSliderConfig({ visibleNearby: { centreArea: 0.7 } }, element);
    expect(parsed).toMatchObject({ value: { visibleNearby: { centerArea: 0.6 } } });
    // With the element the loader hands over, as its errors have it.
    expect(warn).toHaveBeenCalledWith(
      'Stayfront tour-slider: unknown config key(s) $.visibleNearby.centreArea ignored.',
      element,
    );
  });

  it('reports each bad value with its path', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(
      parseTourSliderConfig({
        visibleNearby: { centerArea: 2, breakpoint: -1, extra: 1 },
        slidesSpacing: 'wide',
        max_height: 10,
        aspectRatio: '16x9',
        breakpointCenterArea: 0,
      }),
    ).toEqual({
      issues: [
        { path: '$.visibleNearby.centerArea', message: 'expected a number from 0.1 to 1' },
        { path: '$.visibleNearby.breakpoint', message: 'expected a whole number from 0 to 10000' },
        { path: '$.slidesSpacing', message: 'expected a whole number from 0 to 200' },
        { path: '$.max_height', message: 'expected a whole number from 50 to 4000' },
        { path: '$.breakpointCenterArea', message: 'expected a number from 0.1 to 1' },
        {
          path: '$.aspectRatio',
          message: 'expected a width/height ratio from 0.2 to 5, e.g. 1.78 or "16:9"',
        },
      ],
    });
    expect(parseTourSliderConfig({ visibleNearby: 0.6 })).toEqual({
      issues: [
        { path: '$.visibleNearby', message: 'expected an object such as { "centerArea": 0.6 }' },
      ],
    });
  });
});

describe('tour-slider', () => {
  it('builds a centred APG carousel from the list, keeping the heading as its name', () => {
    const { api } = setup();
    expect(root().getAttribute('role')).toBe('region');
    expect(root().hasAttribute('aria-label')).toBe(false);
    expect(root().getAttribute('aria-labelledby')).toBe('h');
    // An <li> may not be a group (axe's aria-allowed-role): the group is a div inside each.
    expect(slides().map((slide) => slide.getAttribute('role'))).toEqual(Array(4).fill('none'));
    const groups = slides().map((slide) => slide.firstElementChild as HTMLElement);
    expect(groups.map((group) => group.getAttribute('role'))).toEqual(Array(4).fill('group'));
    expect(groups.map((group) => group.getAttribute('aria-label'))).toEqual([
      '1 of 4',
      '2 of 4',
      '3 of 4',
      '4 of 4',
    ]);
    expect(root().querySelector('ul')?.getAttribute('role')).toBe('none');
    expect(api.options).toMatchObject({ align: 'center', containScroll: false, loop: false });
    expect(status().textContent).toBe('Tour 1 of 4');
    expect(root().querySelector('button[aria-label="Next tour"]')).not.toBeNull();
  });

  it('sizes the slides from the slider width before Embla measures, spacing inside each slide', () => {
    const { api } = setup({}, 1000);
    expect(root().style.getPropertyValue('--sf-carousel-slide-size')).toBe('608px');
    expect(root().style.getPropertyValue('--sf-tour-height')).toBe('338px');
    expect(slides()[0]?.style.paddingInline).toBe('4px');
    expect(api.reInit).not.toHaveBeenCalled();
  });

  it('measures again on resize (100 ms throttle) when responsiveRS is on, once when off', async () => {
    vi.useFakeTimers();
    try {
      let width = 1000;
      Object.defineProperty(root(), 'clientWidth', { configurable: true, get: () => width });
      const fake = fakeCarousel();
      const stop = startTourSlider(root(), config(), fake.create);
      width = 375;
      window.dispatchEvent(new Event('resize'));
      expect(root().style.getPropertyValue('--sf-carousel-slide-size')).toBe('326px');
      expect(fake.instances[0]?.reInit).toHaveBeenCalledTimes(1);
      stop();

      document.body.innerHTML = MARKUP;
      width = 1000;
      Object.defineProperty(root(), 'clientWidth', { configurable: true, get: () => width });
      startTourSlider(root(), config({ responsiveRS: false }), fakeCarousel().create);
      width = 375;
      await vi.advanceTimersByTimeAsync(200);
      window.dispatchEvent(new Event('resize'));
      expect(root().style.getPropertyValue('--sf-carousel-slide-size')).toBe('608px');
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the focus on a tour link a keyboard visitor reached before it woke', () => {
    // It wakes as it nears the viewport: Tab reaches a tour's link first, and moving the list into
    // the carousel's viewport took the focus away to <body> (found by a keyboard-only audit).
    const link = links()[1] as HTMLAnchorElement;
    link.focus();
    setup();
    expect(document.activeElement).toBe(link);
  });

  it('brings a clicked neighbour to the middle without opening it', async () => {
    const { api, user } = setup();
    await user.click(links()[1] as HTMLElement);
    expect(api.scrollTo).toHaveBeenCalledWith(1);
    expect(status().textContent).toBe('Tour 2 of 4');
    expect(root().querySelector('.sf-tour-slider__player')).toBeNull();
  });

  it('brings a neighbour to the middle when the keyboard focuses its link', async () => {
    const { api, user } = setup();
    links()[0]?.focus();
    await user.tab();
    expect(document.activeElement).toBe(links()[1]);
    expect(api.scrollTo).toHaveBeenCalledWith(1);
  });

  it('plays the selected tour in place, focused, and unloads it when the slide changes', async () => {
    const { user } = setup();
    await user.click(links()[0] as HTMLElement);
    const frame = root().querySelector('iframe.sf-tour-slider__player') as HTMLIFrameElement;
    expect(frame.src).toBe('https://player.vimeo.com/video/1');
    expect(frame.title).toBe('Living room');
    expect(links()[0]?.hidden).toBe(true);
    expect(slides()[0]?.hasAttribute('data-playing')).toBe(true);
    expect(slides()[0]?.getAttribute('data-state')).toBe('active');
    expect(document.activeElement).toBe(frame);

    await user.click(root().querySelector('button[aria-label="Next tour"]') as HTMLElement);
    expect(frame.isConnected).toBe(false);
    expect(links()[0]?.hidden).toBe(false);
    expect(slides()[0]?.hasAttribute('data-playing')).toBe(false);
    expect(slides()[0]?.getAttribute('data-state')).toBe('inactive');
  });

  it('plays a same-site file in a video and stops it on the next change', async () => {
    const { user } = setup();
    await user.click(links()[1] as HTMLElement);
    await user.click(links()[1] as HTMLElement);
    const video = root().querySelector('video.sf-tour-slider__player') as HTMLVideoElement;
    expect(video.getAttribute('src')).toBe(`${location.origin}/media/garden.webm`);
    expect(video.controls).toBe(true);
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalled();
    // Playing another tour unloads the first.
    await user.click(links()[0] as HTMLElement);
    expect(HTMLMediaElement.prototype.pause).toHaveBeenCalled();
    expect(video.isConnected).toBe(false);
  });

  it('leaves Left/Right to a playing video, and gives focus back to the link when it unloads', async () => {
    const { api, user } = setup();
    await user.click(links()[1] as HTMLElement);
    await user.click(links()[1] as HTMLElement);
    const video = root().querySelector('video') as HTMLVideoElement;
    expect(document.activeElement).toBe(video);
    const key = new KeyboardEvent('keydown', {
      key: 'ArrowRight',
      bubbles: true,
      cancelable: true,
    });
    video.dispatchEvent(key);
    expect(key.defaultPrevented).toBe(false);
    expect(api.scrollNext).not.toHaveBeenCalled();
    expect(video.isConnected).toBe(true);
    api.scrollTo(2);
    expect(video.isConnected).toBe(false);
    expect(document.activeElement).toBe(links()[1]);
  });

  it('lets a press on a playing video use its own controls instead of dragging the slide', async () => {
    const { api, user } = setup();
    await user.click(links()[0] as HTMLElement);
    await user.click(links()[1] as HTMLElement);
    await user.click(links()[1] as HTMLElement);
    const press = (target: Element) => {
      const event = new MouseEvent('mousedown', { bubbles: true });
      Object.defineProperty(event, 'target', { value: target });
      return api.options.watchDrag(api, event);
    };
    expect(press(root().querySelector('video') as HTMLVideoElement)).toBe(false);
    expect(press(root().querySelectorAll('img')[2] as HTMLImageElement)).toBe(true);
  });

  it('names the player from the link text, else its aria-label, title or poster alt', async () => {
    const { user } = setup();
    const link = links()[0] as HTMLAnchorElement;
    link.replaceChildren(Object.assign(document.createElement('img'), { alt: 'Lounge tour' }));
    await user.click(link);
    expect(root().querySelector('iframe')?.title).toBe('Lounge tour');
  });

  it('leaves links it cannot play to the browser, javascript: included', async () => {
    const { api } = setup();
    api.scrollTo(2);
    const offSite = new MouseEvent('click', { bubbles: true, cancelable: true });
    links()[2]?.dispatchEvent(offSite);
    expect(offSite.defaultPrevented).toBe(false);
    api.scrollTo(3);
    const hostile = new MouseEvent('click', { bubbles: true, cancelable: true });
    links()[3]?.dispatchEvent(hostile);
    expect(hostile.defaultPrevented).toBe(false);
    hostile.preventDefault();
    expect(root().querySelector('iframe, video')).toBeNull();
  });

  it('leaves modified clicks to the browser', () => {
    setup();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    links()[0]?.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });

  it('stops playback and restores the server markup exactly on cleanup', async () => {
    const before = root().outerHTML;
    const { cleanup, user, api } = setup();
    await user.click(links()[0] as HTMLElement);
    cleanup();
    expect(api.destroyed).toBe(true);
    expect(root().outerHTML).toBe(before);
  });

  it('warns and does nothing without a list', () => {
    document.body.innerHTML = '<div data-widget="tour-slider"><p>No tours</p></div>';
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fake = fakeCarousel();
    startTourSlider(root(), config(), fake.create)();
    expect(fake.instances).toHaveLength(0);
    expect(warn).toHaveBeenCalledWith(
      'Stayfront tour-slider: no list of tours inside the widget; nothing to do.',
    );
  });
});
