import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as resultCount from '../islands/result-count.js';
import { LISTINGS } from '../test-support/listings.js';
import {
  mountWidget,
  perform,
  resetPage,
  settle,
  setupPage,
  type TestPage,
} from '../test-support/search-page.js';

const page = (attributes = '') =>
  `<p class="result-count" data-widget="result-count" data-search="main"${attributes}>
     12 properties (server)
   </p>`;

/** The README's markup: the element is the live region. */
const LIVE_PAGE =
  '<h2><span data-widget="result-count" data-search="main" role="status">12 properties</span></h2>';

/**
 * The count's live region: the element when it is one (before waking too), else the span the
 * widget put in it.
 */
const status = () => {
  const region = document.querySelector<HTMLElement>('.sf-result-count, [role="status"]');
  if (!region?.matches('[role="status"], [aria-live="polite"]')) throw new Error('No live region');
  return region;
};

/**
 * What a screen reader would be told about `region`: nodes added to or removed from it and text
 * changes inside it, until `stop()` is called.
 */
function recordChanges(region: Element) {
  const changes: string[] = [];
  const note = (records: MutationRecord[]) => {
    for (const record of records) {
      if (record.type === 'characterData') changes.push(`text ${record.target.textContent}`);
      for (const node of record.removedNodes) changes.push(`- ${node.textContent?.trim()}`);
      for (const node of record.addedNodes) changes.push(`+ ${node.textContent?.trim()}`);
    }
  };
  const observer = new MutationObserver(note);
  observer.observe(region, { childList: true, characterData: true, subtree: true });
  return {
    changes,
    stop: () => {
      note(observer.takeRecords());
      observer.disconnect();
      return changes;
    },
  };
}

/** Sets up `body`, mounts the widget and lets its first search settle. */
async function mountSettled(body: string, options?: Parameters<typeof setupPage>[1]) {
  const testPage = setupPage(body, options);
  const widget = await mountWidget('[data-widget="result-count"]', resultCount);
  await settle();
  return { testPage, widget };
}

/** Narrows the search to Fowey (4 of the 12 listings) and lets it run. */
const searchFowey = (testPage: TestPage) =>
  perform(() =>
    testPage.search().setQuery((query) => ({ ...query, terms: { ss_town: ['Fowey'] } })),
  );

/** Every text the status region shows, until `stop()` (which lets pending records arrive first). */
function recordTexts() {
  const texts: string[] = [];
  const observer = new MutationObserver(() => texts.push(status().textContent ?? ''));
  observer.observe(status(), { childList: true, characterData: true, subtree: true });
  return {
    stop: async () => {
      await Promise.resolve();
      observer.disconnect();
      return texts;
    },
  };
}

afterEach(resetPage);

describe('result-count', () => {
  it('keeps the server text in a polite live region until the first answer', async () => {
    const testPage = setupPage(page());
    testPage.solr.hold();
    const widget = await mountWidget('[data-widget="result-count"]', resultCount);
    expect(status().textContent?.trim()).toBe('12 properties (server)');
    expect(status().getAttribute('data-state')).toBe('pending');
    // The live region exists before its text changes, so the change is announced.
    const region = status();
    await perform(() => testPage.solr.release());
    expect(status()).toBe(region);
    expect(region.textContent).toBe('12 properties');
    expect(region.getAttribute('data-state')).toBe('ready');
    expect(widget.element.querySelectorAll('[role], [aria-live]')).toHaveLength(1);
  });

  it('leaves a heading its name: the live region it adds to one is not a status', async () => {
    // Chromium names a heading from its content but not through a role="status" inside it, so
    // a screen reader's headings list showed <h2 data-widget="result-count"> blank; aria-live
    // announces the same without a role.
    setupPage('<h2 data-widget="result-count" data-search="main">12 properties (server)</h2>');
    const widget = await mountWidget('[data-widget="result-count"]', resultCount);
    await settle();
    const region = status();
    expect(region.parentElement).toBe(widget.element);
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(widget.element.querySelector('[role]')).toBeNull();
    expect(screen.getByRole('heading').textContent).toBe('12 properties');
  });

  it('changes its text only when a search has settled', async () => {
    const { testPage } = await mountSettled(page());
    expect(status().textContent).toBe('12 properties');
    const recording = recordTexts();

    testPage.solr.hold();
    await searchFowey(testPage);
    expect(status().textContent).toBe('12 properties');
    expect(status().getAttribute('data-state')).toBe('pending');
    await perform(() => testPage.solr.release());
    expect(status().textContent).toBe('4 properties');
    expect(status().getAttribute('data-state')).toBe('ready');
    const texts = await recording.stop();
    // One change, straight to the settled count.
    expect(new Set(texts)).toEqual(new Set(['4 properties']));
  });

  it('uses the singular for one property', async () => {
    await mountSettled(page(), { docs: LISTINGS.slice(0, 1) });
    expect(status().textContent).toBe('1 property');
  });

  it('does not nest a live region inside an element that is one', async () => {
    const { widget } = await mountSettled(page(' role="status"'));
    expect(screen.getAllByRole('status')).toEqual([widget.element]);
    expect(widget.element.textContent).toBe('12 properties');
  });

  it('adopts the server’s count on waking: nothing in the live region changes until the count does', async () => {
    const testPage = setupPage(LIVE_PAGE);
    const region = status();
    const serverText = region.firstChild;
    const wake = recordChanges(region);
    await mountWidget('[data-widget="result-count"]', resultCount);
    await settle();
    expect(region.getAttribute('data-state')).toBe('ready');
    expect(region.classList.contains('sf-result-count')).toBe(true);
    expect(region.firstChild).toBe(serverText);
    expect(wake.stop()).toEqual([]);
    // A search with another count is announced, once.
    const search = recordChanges(region);
    await searchFowey(testPage);
    expect(search.stop()).toEqual(['- 12 properties', '+ 4 properties']);
  });

  it('announces a new filter or sort that leaves the count as it was, not a new page', async () => {
    const testPage = setupPage(LIVE_PAGE);
    const region = status();
    await mountWidget('[data-widget="result-count"]', resultCount);
    await settle();
    const sorted = recordChanges(region);
    await perform(() =>
      testPage.search().setQuery((query) => ({ ...query, sort: 'fts_price asc' })),
    );
    expect(sorted.stop()).toEqual(['- 12 properties', '+ 12 properties']);
    const paged = recordChanges(region);
    await perform(() => testPage.search().setQuery((query) => ({ ...query, start: 10 })));
    expect(testPage.search().getState().start).toBe(10);
    expect(paged.stop()).toEqual([]);
  });

  it('adopts the server’s count in the live region it adds around the server’s text', async () => {
    const testPage = setupPage(page().replace(' (server)', ''));
    testPage.solr.hold();
    await mountWidget('[data-widget="result-count"]', resultCount);
    const wake = recordChanges(status());
    await perform(() => testPage.solr.release());
    expect(status().getAttribute('data-state')).toBe('ready');
    expect(wake.stop()).toEqual([]);
  });

  it('announces a deep link’s first answer, which is not the server’s page', async () => {
    setupPage(LIVE_PAGE, { hash: 'fq=ss_town:%22Fowey%22' });
    const wake = recordChanges(status());
    await mountWidget('[data-widget="result-count"]', resultCount);
    await settle();
    expect(wake.stop()).toEqual(['- 12 properties', '+ 4 properties']);
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
    const { testPage } = await mountSettled(page());
    expect(status().textContent).toBe('12 properties');
    const recording = recordTexts();

    testPage.solr.failNext(1);
    await searchFowey(testPage);
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
    const texts = await recording.stop();
    expect(texts.filter((text, index) => text !== texts[index - 1])).toEqual([
      'The results could not be loaded.',
      '4 properties',
    ]);
  });

  it('announces each failed attempt once, a retry that fails the same way too', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { testPage } = await mountSettled(LIVE_PAGE);
    const message = 'The results could not be loaded.';
    const failure = recordChanges(status());
    testPage.solr.failNext(1);
    await searchFowey(testPage);
    expect(failure.stop()).toEqual(['- 12 properties', `+ ${message}`]);

    // The retry: nothing is said while it runs; its failure is said again, as a new node.
    const retry = recordChanges(status());
    testPage.solr.hold();
    testPage.solr.failNext(1);
    await perform(() => testPage.search().retry());
    expect(status().getAttribute('data-state')).toBe('pending');
    expect(retry.changes).toEqual([]);
    await perform(() => testPage.solr.release());
    expect(status().getAttribute('data-state')).toBe('error');
    expect(retry.stop()).toEqual([`- ${message}`, `+ ${message}`]);

    // A retry that works announces the count.
    const success = recordChanges(status());
    await perform(() => testPage.search().retry());
    expect(success.stop()).toEqual([`- ${message}`, '+ 4 properties']);
  });

  it('gives the server’s nodes back when it is unmounted', async () => {
    setupPage(page());
    const before = document.querySelector('[data-widget="result-count"]')?.innerHTML;
    const widget = await mountWidget('[data-widget="result-count"]', resultCount);
    await settle();
    widget.unmount();
    expect(widget.element.innerHTML).toBe(before);
  });
});
