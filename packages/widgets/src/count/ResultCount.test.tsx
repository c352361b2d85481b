import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as resultCount from '../islands/result-count.js';
import { LISTINGS } from '../test-support/listings.js';
import { mountWidget, perform, resetPage, settle, setupPage } from '../test-support/search-page.js';

const page = (attributes = '') =>
  `<p class="result-count" data-widget="result-count" data-search="main"${attributes}>
     12 properties (server)
   </p>`;

const status = () => screen.getByRole('status');

afterEach(resetPage);

describe('result-count', () => {
  it('keeps the server text in a polite live region until the first answer', async () => {
    const testPage = setupPage(page());
    testPage.solr.hold();
    const widget = await mountWidget('[data-widget="result-count"]', resultCount);
    expect(status().textContent).toBe('12 properties (server)');
    expect(status().getAttribute('data-state')).toBe('pending');
    // The live region exists before its text changes, so the change is announced.
    const region = status();
    await perform(() => testPage.solr.release());
    expect(status()).toBe(region);
    expect(region.textContent).toBe('12 properties');
    expect(region.getAttribute('data-state')).toBe('ready');
    expect(widget.element.querySelectorAll('[role="status"]')).toHaveLength(1);
  });

  it('changes its text only when a search has settled', async () => {
    const testPage = setupPage(page());
    await mountWidget('[data-widget="result-count"]', resultCount);
    await settle();
    expect(status().textContent).toBe('12 properties');
    const texts: string[] = [];
    const observer = new MutationObserver(() => texts.push(status().textContent ?? ''));
    observer.observe(status(), { childList: true, characterData: true, subtree: true });

    testPage.solr.hold();
    await perform(() =>
      testPage.search().setQuery((query) => ({ ...query, terms: { ss_town: ['Fowey'] } })),
    );
    expect(status().textContent).toBe('12 properties');
    expect(status().getAttribute('data-state')).toBe('pending');
    await perform(() => testPage.solr.release());
    expect(status().textContent).toBe('4 properties');
    expect(status().getAttribute('data-state')).toBe('ready');
    await Promise.resolve();
    observer.disconnect();
    // One change, straight to the settled count.
    expect(new Set(texts)).toEqual(new Set(['4 properties']));
  });

  it('uses the singular for one property', async () => {
    setupPage(page(), { docs: LISTINGS.slice(0, 1) });
    await mountWidget('[data-widget="result-count"]', resultCount);
    await settle();
    expect(status().textContent).toBe('1 property');
  });

  it('does not nest a live region inside an element that is one', async () => {
    setupPage(page(' role="status"'));
    const widget = await mountWidget('[data-widget="result-count"]', resultCount);
    await settle();
    expect(screen.getAllByRole('status')).toEqual([widget.element]);
    expect(widget.element.textContent).toBe('12 properties');
  });

  it('says the results could not be loaded when the first search fails, not the server number', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const testPage = setupPage(page());
    testPage.solr.failNext(1);
    await mountWidget('[data-widget="result-count"]', resultCount);
    await settle();
    expect(status().textContent).toBe('The results could not be loaded.');
    expect(status().getAttribute('data-state')).toBe('error');
  });

  it('claims no number for a failed search, says so once, and counts again after a retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const testPage = setupPage(page());
    await mountWidget('[data-widget="result-count"]', resultCount);
    await settle();
    expect(status().textContent).toBe('12 properties');
    const texts: string[] = [];
    const observer = new MutationObserver(() => texts.push(status().textContent ?? ''));
    observer.observe(status(), { childList: true, characterData: true, subtree: true });

    testPage.solr.failNext(1);
    await perform(() =>
      testPage.search().setQuery((query) => ({ ...query, terms: { ss_town: ['Fowey'] } })),
    );
    expect(status().textContent).toBe('The results could not be loaded.');
    expect(status().getAttribute('data-state')).toBe('error');
    // A retry that is under way changes nothing that is read out; the count comes back once.
    testPage.solr.hold();
    await perform(() => testPage.search().retry());
    expect(status().textContent).toBe('The results could not be loaded.');
    expect(status().getAttribute('data-state')).toBe('pending');
    await perform(() => testPage.solr.release());
    expect(status().textContent).toBe('4 properties');
    expect(status().getAttribute('data-state')).toBe('ready');
    await Promise.resolve();
    observer.disconnect();
    expect(texts.filter((text, index) => text !== texts[index - 1])).toEqual([
      'The results could not be loaded.',
      '4 properties',
    ]);
  });
});
