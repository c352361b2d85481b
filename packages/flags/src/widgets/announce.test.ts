import { afterEach, describe, expect, it } from 'vitest';
import { announce, prepareAnnouncer } from './announce.js';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('announce', () => {
  it('speaks through one polite, visually hidden live region per document', () => {
    prepareAnnouncer(document);
    prepareAnnouncer(document);
    const regions = document.querySelectorAll('[data-sf-announcer]');
    expect(regions).toHaveLength(1);
    const region = regions[0] as HTMLElement;
    expect(region.getAttribute('role')).toBe('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.style.position).toBe('absolute');
    expect(region.textContent).toBe('');
  });

  it('adds each message as a new node, so a repeated one is heard again', () => {
    prepareAnnouncer(document);
    const region = document.querySelector('[data-sf-announcer]') as HTMLElement;
    const added: string[] = [];
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) added.push(node.textContent ?? '');
    }).observe(region, { childList: true });
    announce(document, 'Removed.');
    announce(document, 'Removed.');
    return Promise.resolve().then(() => {
      expect(added).toEqual(['Removed.', 'Removed.']);
      expect(region.textContent).toBe('Removed.');
    });
  });

  it('makes its region again when the page lost it', () => {
    announce(document, 'One');
    document.body.innerHTML = '';
    announce(document, 'Two');
    expect(document.querySelector('[data-sf-announcer]')?.textContent).toBe('Two');
  });
});
