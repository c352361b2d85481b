import type { MountContext } from '@stayfront/loader';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as island from '../../islands/collapsible.js';
import {
  ANIMATION_MS,
  COLLAPSED_HEIGHT_PX,
  type CollapsibleConfig,
  parseCollapsibleConfig,
} from './collapsible-config.js';

const text = () => document.querySelector('.rental__description') as HTMLElement;
const toggle = () => document.querySelector('.sf-collapsible__toggle') as HTMLButtonElement | null;

let contentHeight = 600;

function page(config = '{"collapsedHeight":220}') {
  document.body.innerHTML = `<div class="rental__description" data-widget="collapsible" data-widget-config='${config}'><p>Long text…</p></div><p>After</p>`;
  Object.defineProperty(text(), 'scrollHeight', { configurable: true, get: () => contentHeight });
}

async function mount() {
  const raw = JSON.parse(text().getAttribute('data-widget-config') ?? '{}');
  const parsed = island.parseConfig?.(raw);
  if (!parsed || !('value' in parsed)) throw new Error('config');
  const context = {
    name: 'collapsible',
    config: parsed.value,
    signal: new AbortController().signal,
    report: vi.fn(),
  } as MountContext<CollapsibleConfig>;
  return (await island.mount(text(), context)) as () => void;
}

function reducedMotion(reduce: boolean) {
  const real = window.matchMedia.bind(window);
  vi.spyOn(window, 'matchMedia').mockImplementation((query) =>
    query.includes('prefers-reduced-motion')
      ? ({ matches: reduce } as MediaQueryList)
      : real(query),
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  contentHeight = 600;
});
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('collapsible config', () => {
  it('defaults to 220 px, "Read more" / "Read less" and the 300 ms fast animation', () => {
    expect(COLLAPSED_HEIGHT_PX).toBe(220);
    expect(ANIMATION_MS.fast).toBe(300);
    expect(parseCollapsibleConfig({})).toEqual({
      value: { collapsedHeight: 220, text: 'Read more', altText: 'Read less', duration: 300 },
    });
  });

  it('accepts collapsedHeight and the legacy collapsed_height, collapsedHeight first', () => {
    const height = (raw: object) => {
      const parsed = parseCollapsibleConfig(raw);
      return 'value' in parsed ? parsed.value.collapsedHeight : parsed.issues;
    };
    expect(height({ collapsedHeight: 180 })).toBe(180);
    expect(height({ collapsed_height: 150 })).toBe(150);
    expect(height({ collapsedHeight: 180, collapsed_height: 150 })).toBe(180);
    expect(height({ collapsedHeight: '220px' })).toEqual([
      { path: '$.collapsedHeight', message: expect.any(String) },
    ]);
  });

  it('takes the slow 1000 ms animation', () => {
    expect(parseCollapsibleConfig({ speed: 'slow' })).toMatchObject({ value: { duration: 1000 } });
  });
});

describe('collapsible', () => {
  it('collapses long text to 220 px with a toggle button after it', async () => {
    page();
    await mount();
    expect(text().style.height).toBe('220px');
    expect(text().style.overflow).toBe('hidden');
    expect(text().getAttribute('data-state')).toBe('collapsed');
    const button = toggle() as HTMLButtonElement;
    expect(text().nextElementSibling).toBe(button);
    expect(button.type).toBe('button');
    expect(button.textContent).toBe('Read more');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-controls')).toBe(text().id);
  });

  it('expands and collapses with a 300 ms height animation, swapping the text; focus stays', async () => {
    page();
    await mount();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const button = toggle() as HTMLButtonElement;
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.textContent).toBe('Read less');
    expect(text().getAttribute('data-state')).toBe('expanded');
    expect(text().style.transition).toContain('300ms');
    expect(text().style.height).toBe('600px');
    expect(document.activeElement).toBe(button);
    await vi.advanceTimersByTimeAsync(299);
    expect(text().style.height).toBe('600px');
    await vi.advanceTimersByTimeAsync(1);
    expect(text().style.height).toBe('');
    expect(text().style.overflow).toBe('');
    expect(text().style.transition).toBe('');

    await user.click(button);
    expect(button.textContent).toBe('Read more');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(text().style.height).toBe('220px');
    expect(text().style.overflow).toBe('hidden');
    await vi.advanceTimersByTimeAsync(300);
    expect(text().style.height).toBe('220px');
    expect(document.activeElement).toBe(button);
    expect(toggle()).toBe(button);
  });

  it('does not animate when the visitor prefers reduced motion', async () => {
    reducedMotion(true);
    page();
    await mount();
    (toggle() as HTMLButtonElement).click();
    expect(text().style.transition).toBe('');
    expect(text().style.height).toBe('');
  });

  it('uses the configured texts and height (legacy keys too)', async () => {
    page('{"collapsed_height":100,"text":"More","alt_text":"Less"}');
    await mount();
    expect(text().style.height).toBe('100px');
    (toggle() as HTMLButtonElement).click();
    expect(toggle()?.textContent).toBe('Less');
  });

  it('leaves text shorter than the collapsed height alone: no button, nothing cut', async () => {
    contentHeight = 220;
    page();
    await mount();
    expect(toggle()).toBeNull();
    expect(text().hasAttribute('style')).toBe(false);
    expect(text().hasAttribute('data-state')).toBe(false);
  });

  it('measures again on resize, throttled to 250 ms', async () => {
    contentHeight = 200;
    page();
    await mount();
    expect(toggle()).toBeNull();
    // Narrower viewport: the text wraps onto more lines.
    contentHeight = 400;
    window.dispatchEvent(new Event('resize'));
    expect(toggle()).not.toBeNull();
    expect(text().style.height).toBe('220px');
    // Within the 250 ms window only the trailing call measures.
    contentHeight = 100;
    window.dispatchEvent(new Event('orientationchange'));
    expect(toggle()).not.toBeNull();
    await vi.advanceTimersByTimeAsync(250);
    expect(toggle()).toBeNull();
    expect(text().hasAttribute('style')).toBe(false);
  });

  it('keeps the expanded state across a resize', async () => {
    reducedMotion(true);
    page();
    await mount();
    (toggle() as HTMLButtonElement).click();
    window.dispatchEvent(new Event('resize'));
    expect(toggle()?.getAttribute('aria-expanded')).toBe('true');
    expect(text().style.height).toBe('');
  });

  it('puts the markup back on cleanup', async () => {
    page();
    const cleanup = await mount();
    cleanup();
    expect(toggle()).toBeNull();
    expect(text().hasAttribute('style')).toBe(false);
    expect(text().hasAttribute('id')).toBe(false);
    expect(text().hasAttribute('data-state')).toBe(false);
    contentHeight = 900;
    window.dispatchEvent(new Event('resize'));
    expect(toggle()).toBeNull();
  });
});
