import type { MountContext } from '@stayfront/loader';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as island from '../../islands/sticky-column.js';
import {
  STICKY_MIN_WIDTH_PX,
  type StickyColumnConfig,
  startStickyColumn,
} from './sticky-column.js';

const resize = (width: number) =>
  (window as unknown as { happyDOM: { setViewport(size: object): void } }).happyDOM.setViewport({
    width,
  });
const aside = () => document.querySelector('aside') as HTMLElement;

async function mount(config: object = {}) {
  const parsed = island.parseConfig?.(config);
  if (!parsed || !('value' in parsed)) throw new Error('config');
  const context = {
    name: 'sticky-column',
    config: parsed.value,
    signal: new AbortController().signal,
    report: vi.fn(),
  } as MountContext<StickyColumnConfig>;
  return (await island.mount(aside(), context)) as () => void;
}

afterEach(() => {
  resize(1024);
  document.body.innerHTML = '';
});

describe('sticky-column', () => {
  it('is sticky above 768 px, with the theme-overridable top', async () => {
    expect(STICKY_MIN_WIDTH_PX).toBe(768);
    document.body.innerHTML = '<aside data-widget="sticky-column">Book</aside>';
    resize(1024);
    await mount();
    expect(aside().getAttribute('data-state')).toBe('sticky');
    expect(aside().style.position).toBe('sticky');
    expect(aside().getAttribute('style')).toContain('var(--sf-sticky-top, 1rem)');
  });

  it('is static at 768 px and below, and follows the breakpoint both ways', async () => {
    document.body.innerHTML = '<aside data-widget="sticky-column" style="color: red">Book</aside>';
    resize(768);
    await mount();
    expect(aside().getAttribute('data-state')).toBe('static');
    expect(aside().style.position).toBe('');
    resize(769);
    expect(aside().getAttribute('data-state')).toBe('sticky');
    expect(aside().style.position).toBe('sticky');
    resize(500);
    expect(aside().getAttribute('data-state')).toBe('static');
    expect(aside().getAttribute('style')).toBe('color: red');
  });

  it('takes another breakpoint from the config', async () => {
    document.body.innerHTML = '<aside data-widget="sticky-column">Book</aside>';
    resize(1000);
    await mount({ breakpoint: 1200 });
    expect(aside().getAttribute('data-state')).toBe('static');
  });

  it('puts the column back on cleanup and stops listening', async () => {
    document.body.innerHTML = '<aside data-widget="sticky-column">Book</aside>';
    resize(1024);
    const cleanup = await mount();
    cleanup();
    expect(aside().hasAttribute('style')).toBe(false);
    expect(aside().hasAttribute('data-state')).toBe(false);
    resize(1100);
    expect(aside().hasAttribute('data-state')).toBe(false);
  });

  it('stays static where matchMedia is missing', () => {
    document.body.innerHTML = '<aside>Book</aside>';
    vi.spyOn(window, 'matchMedia').mockReturnValue(undefined as unknown as MediaQueryList);
    startStickyColumn(aside(), { breakpoint: 768 });
    expect(aside().getAttribute('data-state')).toBe('static');
  });
});
