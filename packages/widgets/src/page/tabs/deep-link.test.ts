/**
 * The tabs' deep-link snippet in happy-dom: the hash it reads, the rule it writes and when, and
 * that it never throws. Which panel the rule shows is tested in Chromium (examples/cms-host
 * rental-shift e2e): happy-dom 21 cannot evaluate the rule's `:has()` (see deep-link.ts).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hashId, showTabTarget, tabTargetRule } from './deep-link.js';

const WAITING =
  '[data-widget=tabs]:not([data-widget-state=ready],[data-widget-state=error],[data-tabs-woken])';
const styles = () => [...document.head.querySelectorAll('style')].map((style) => style.textContent);

/** The snippet as it runs in <head> of a page opened at `hash`. */
function load(hash: string) {
  window.location.hash = hash;
  showTabTarget();
}

afterEach(() => {
  window.dispatchEvent(new Event('hashchange'));
  window.location.hash = '';
  document.head.innerHTML = '';
});

describe('hashId', () => {
  it('reads the id a hash names, percent-decoded, or as written when it does not decode', () => {
    expect(hashId('#location')).toBe('location');
    expect(hashId('#location-heading')).toBe('location-heading');
    expect(hashId('#caf%C3%A9')).toBe('café');
    expect(hashId('#a%20b')).toBe('a b');
    expect(hashId('#100%')).toBe('100%');
    expect(hashId('#%E0%A4%A')).toBe('%E0%A4%A');
    expect(hashId('#')).toBe('');
    expect(hashId('')).toBe('');
  });
});

describe('tabTargetRule', () => {
  it('hides the other panels of a waiting widget with a panel that is or holds the target', () => {
    expect(tabTargetRule('location')).toBe(
      `${WAITING}:has(>section#location,>section #location)>section:not(#location,:has(#location)){display:none}`,
    );
  });

  it('is empty without an id', () => {
    expect(tabTargetRule('')).toBe('');
  });

  it('writes the id as an escaped CSS identifier only, whatever it holds', () => {
    expect(tabTargetRule('1 x')).toContain('>section #\\31 \\ x)');
    expect(tabTargetRule('100%')).toContain('>section #\\31 00\\%)');
    for (const id of ['a"]{}b', '</style><script>alert(1)</script>', 'x){display:block}*{', '\\']) {
      const rule = tabTargetRule(id);
      // The id's every use is the escaped identifier: nothing in it can end the selector or rule.
      expect(rule.split(`#${CSS.escape(id)}`).join('#ID')).toBe(tabTargetRule('ID'));
      expect(rule).not.toContain('</');
    }
  });
});

describe('showTabTarget', () => {
  it('adds the rule for the page’s hash to <head>: a panel, or an element in one', () => {
    load('#location');
    expect(styles()).toEqual([tabTargetRule('location')]);
    window.dispatchEvent(new Event('hashchange'));
    load('#location-heading');
    expect(styles()).toEqual([tabTargetRule('location-heading')]);
  });

  it('hides panels on screen only: a page printed before the tabs wake has every panel', () => {
    load('#location');
    expect([...document.head.querySelectorAll('style')].map((style) => style.media)).toEqual([
      'screen',
    ]);
  });

  it('reads an escaped hash decoded, and one that does not decode as written', () => {
    load('#caf%C3%A9');
    expect(styles()).toEqual([tabTargetRule('café')]);
    window.dispatchEvent(new Event('hashchange'));
    load('#100%');
    expect(styles()).toEqual([tabTargetRule('100%')]);
  });

  it('adds nothing without a hash', () => {
    for (const hash of ['', '#']) load(hash);
    expect(styles()).toEqual([]);
  });

  it('removes its rule on the first hashchange (a tab link followed without the loader)', () => {
    load('#location');
    window.location.hash = '#about';
    window.dispatchEvent(new Event('hashchange'));
    expect(styles()).toEqual([]);
  });

  it('never throws: without CSS.escape, a <head>, or a readable hash', () => {
    window.location.hash = '#location';
    vi.stubGlobal('CSS', undefined);
    expect(() => showTabTarget()).not.toThrow();
    vi.unstubAllGlobals();
    const head = vi.spyOn(document, 'head', 'get').mockReturnValue(null as never);
    expect(() => showTabTarget()).not.toThrow();
    head.mockRestore();
    vi.spyOn(window.location, 'hash', 'get').mockImplementation(() => {
      throw new Error('no location');
    });
    expect(() => showTabTarget()).not.toThrow();
    expect(styles()).toEqual([]);
  });
});
