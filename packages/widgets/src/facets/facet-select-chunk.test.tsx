/**
 * The drop-down display is a chunk of its own (Facet.tsx), asked for at the facet's mount. When it
 * cannot be loaded (a deploy replaced it, the network dropped), the mount fails as a widget whose
 * chunk failed does: the loader reports it and the server's links stay.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as facet from '../islands/facet.js';
import { BASE_CONFIG, mountWidget, resetPage, setupPage } from '../test-support/search-page.js';

vi.mock('./FacetSelect.js', () => {
  throw new Error('chunk failed');
});

afterEach(resetPage);

const section = (display: string) =>
  `<section id="f" data-widget="facet" data-search="main" data-widget-config='${JSON.stringify({ facet: 'ss_town', display })}'>
    <h3>Town</h3><ul><li><a href="/search?f=ss_town:Fowey">Fowey</a></li></ul></section>`;

describe('facet: the drop-down display’s chunk', () => {
  it('fails the mount when it does not load, the server’s links kept', async () => {
    setupPage(section('select'), { config: BASE_CONFIG });
    // The chunk's own error (vitest wraps a failing mock factory's), not React's.
    const failure = await mountWidget('#f', facet).catch((error: Error) => error);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).cause).toEqual(new Error('chunk failed'));
    const element = document.getElementById('f');
    expect(element?.querySelector('a[href="/search?f=ss_town:Fowey"]')?.textContent).toBe('Fowey');
    expect(element?.querySelector('select')).toBeNull();
  });

  it('is not asked for by the other displays', async () => {
    setupPage(section('checkbox'), { config: BASE_CONFIG });
    const mounted = await mountWidget('#f', facet);
    expect(mounted.errors).toEqual([]);
    mounted.unmount();
  });
});
