import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  followReturnPoint,
  readReturnPoint,
  restoreReturnPoint,
  saveReturnPoint,
} from './return-point.js';

function card(id: string, top = 0, height = 100) {
  const item = document.createElement('li');
  item.setAttribute('data-result-id', id);
  item.innerHTML = `<a href="/rentals/${id}">${id}</a>`;
  item.getBoundingClientRect = () => ({ top, bottom: top + height }) as DOMRect;
  document.body.append(item);
  return item;
}

afterEach(() => {
  history.replaceState(null, '', '/');
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('return point', () => {
  it('keeps the clicked card in the history entry, beside the site’s own state, URL unchanged', () => {
    history.replaceState({ site: 'kept' }, '', '/search#rows=48');
    saveReturnPoint(card('node/31', 250));
    expect(history.state).toEqual({ site: 'kept', sfReturn: ['node/31', 250, '#rows=48'] });
    expect(location.pathname + location.hash).toBe('/search#rows=48');
  });

  it('is read without a change, then taken out of the entry, the site’s state kept', () => {
    history.replaceState({ site: 'kept' }, '', '/search');
    saveReturnPoint(card('node/31'));
    expect(readReturnPoint()).toEqual(['node/31', 0, '']);
    expect(readReturnPoint()).toEqual(['node/31', 0, '']);
    followReturnPoint();
    // The key itself goes, not just its value.
    expect(history.state).toStrictEqual({ site: 'kept' });
    expect(readReturnPoint()).toBeUndefined();
  });

  it('gives back the null state the browser had, and writes nothing when there is nothing to take', () => {
    history.replaceState(null, '', '/search');
    const replaceState = vi.spyOn(history, 'replaceState');
    followReturnPoint();
    expect(replaceState).not.toHaveBeenCalled();
    saveReturnPoint(card('node/31'));
    saveReturnPoint(null);
    expect(history.state).toBeNull();
  });

  it('leaves a state that is not an object alone', () => {
    history.replaceState('a router’s key', '', '/search');
    saveReturnPoint(card('node/31'));
    expect(history.state).toBe('a router’s key');
    expect(readReturnPoint()).toBeUndefined();
    followReturnPoint();
    expect(history.state).toBe('a router’s key');
  });

  it('leaves an array state alone (spread into an object, it would be garbled)', () => {
    history.replaceState(['a router’s', 'stack'], '', '/search');
    saveReturnPoint(card('node/31'));
    expect(history.state).toEqual(['a router’s', 'stack']);
  });

  it('puts the card back and focuses its link, only while nothing else has the focus', () => {
    const scrollBy = vi.fn();
    vi.stubGlobal('scrollBy', scrollBy);
    const item = card('node/31', 700);
    const link = item.querySelector('a') as HTMLAnchorElement;
    restoreReturnPoint(item, 199.6); // by whole pixels: no drift
    expect(scrollBy).toHaveBeenLastCalledWith({ top: 500, behavior: 'instant' });
    expect(document.activeElement).toBe(link);
    // The visitor is typing a query as the answer lands: neither the focus nor the page moves.
    const input = document.createElement('input');
    document.body.append(input);
    input.focus();
    scrollBy.mockClear();
    restoreReturnPoint(item, 200);
    expect(scrollBy).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(input);
    vi.unstubAllGlobals();
  });

  describe('shown again from the back/forward cache', () => {
    const restored = () => dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    const linkOf = (item: Element) => item.querySelector('a') as HTMLAnchorElement;

    it('gives the focus back to the card that had it, where it is, and takes the point out', () => {
      const scrollBy = vi.fn();
      vi.stubGlobal('scrollBy', scrollBy);
      history.replaceState({ site: 'kept' }, '', '/search#rows=48');
      const item = card('node/31', 250);
      followReturnPoint();
      linkOf(item).focus(); // the visitor follows its link
      saveReturnPoint(item);
      // Chromium 150 blurs it as the page goes, and shows the page again with <body> focused.
      linkOf(item).blur();
      restored();
      expect(document.activeElement).toBe(linkOf(item));
      expect(scrollBy).toHaveBeenLastCalledWith({ top: 0, behavior: 'instant' });
      expect(history.state).toStrictEqual({ site: 'kept' });
      // Forward and Back again, from the cache again: the same.
      linkOf(item).blur();
      restored();
      expect(document.activeElement).toBe(linkOf(item));
      vi.unstubAllGlobals();
    });

    it('leaves the focus a browser kept, and a focus last outside the cards, as they are', () => {
      const scrollBy = vi.fn();
      vi.stubGlobal('scrollBy', scrollBy);
      history.replaceState(null, '', '/search');
      const first = card('node/31', 250);
      const second = card('node/32', 400);
      followReturnPoint();
      linkOf(first).focus();
      saveReturnPoint(first);
      linkOf(second).focus();
      restored();
      expect(document.activeElement).toBe(linkOf(second));
      expect(scrollBy).not.toHaveBeenCalled();
      expect(history.state).toBeNull();
      // The visitor went on to the search box, and left by the site's menu.
      const input = document.createElement('input');
      document.body.append(input);
      input.focus();
      input.blur();
      restored();
      expect(document.activeElement).toBe(document.body);
      expect(scrollBy).not.toHaveBeenCalled();
      vi.unstubAllGlobals();
    });
  });
});
