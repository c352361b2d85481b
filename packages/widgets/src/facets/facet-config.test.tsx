import { createRuntime } from '@stayfront/loader';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MountConfigError } from '../config/mount-config-error.js';
import * as facet from '../islands/facet.js';
import { mountWidget, resetPage, settle, setupPage } from '../test-support/search-page.js';
import { parseFacetConfig } from './facet-config.js';

const section = (config: string) =>
  `<section id="f" data-widget="facet" data-search="main" data-widget-config='${config}'>
    <h3>Town</h3><ul><li><a href="/search?f=ss_town:Fowey">Fowey</a> (4)</li></ul></section>`;

afterEach(resetPage);

describe('facet config', () => {
  it('takes the facet by name or field, with defaults for the rest', () => {
    expect(parseFacetConfig({ facet: 'ss_town' })).toEqual({
      value: { facet: 'ss_town', label: null, show: 0, display: null, value: 'true' },
    });
    // ARCHITECTURE 2 writes it as "field".
    expect(parseFacetConfig({ field: 'sm_amenities', label: 'Amenities', show: 5 })).toEqual({
      value: { facet: 'sm_amenities', label: 'Amenities', show: 5, display: null, value: 'true' },
    });
    expect(parseFacetConfig({ facet: 'bs_pets', display: 'toggle', value: 'yes' })).toEqual({
      value: { facet: 'bs_pets', label: null, show: 0, display: 'toggle', value: 'yes' },
    });
  });

  it('reports a missing facet, and wrong values, with their JSON paths', () => {
    expect(parseFacetConfig({})).toEqual({
      issues: [{ path: '$.facet', message: expect.stringContaining('required') }],
    });
    expect(parseFacetConfig({ facet: '' })).toEqual({
      issues: [{ path: '$.facet', message: expect.stringContaining('required') }],
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const parsed = parseFacetConfig({ show: -1, display: 'grid', facet: 3, extra: true });
    expect('issues' in parsed && parsed.issues.map((issue) => issue.path)).toEqual([
      '$.facet',
      '$.show',
      '$.display',
    ]);
    expect(warn.mock.calls[0]?.[0]).toContain('extra');
    expect(parseFacetConfig({ show: 1.5 })).toEqual({
      issues: [
        { path: '$.show', message: 'expected a whole number from 0 to 1000' },
        { path: '$.facet', message: expect.stringContaining('required') },
      ],
    });
    expect(parseFacetConfig('ss_town')).toEqual({
      issues: [{ path: '$', message: 'expected a JSON object' }],
    });
  });

  it('fails to mount, naming the facets there are, when the search has no such facet', async () => {
    setupPage(section('{"facet":"ss_nope"}'));
    const element = document.getElementById('f') as HTMLElement;
    const parsed = facet.parseConfig({ facet: 'ss_nope' });
    if (!('value' in parsed)) throw new Error('expected a valid config');
    const context = {
      name: 'facet',
      config: parsed.value,
      signal: new AbortController().signal,
      report: vi.fn(),
    };
    const error = await Promise.resolve(facet.mount(element, context)).catch((caught) => caught);
    expect(error).toBeInstanceOf(MountConfigError);
    expect((error as MountConfigError).issues).toEqual([
      {
        path: '$.facet',
        message:
          'search "main" has no facet "ss_nope" (its facets: ss_town, sm_amenities, its_bedrooms)',
      },
    ]);
    // The server fallback stays.
    expect(element.querySelector('a[href="/search?f=ss_town:Fowey"]')).not.toBeNull();
  });

  it('surfaces through the loader: config-error for a missing facet, error for an unknown one', async () => {
    setupPage(
      `${section('{"label":"Town"}').replace('id="f"', 'id="a"')}${section('{"facet":"ss_nope"}').replace('id="f"', 'id="b"')}`,
    );
    const events: { id: string; type: string; detail: Record<string, unknown> }[] = [];
    for (const type of ['stayfront:config-error', 'stayfront:error'])
      document.addEventListener(type, (event) =>
        events.push({
          id: (event.target as HTMLElement).id,
          type,
          detail: (event as CustomEvent).detail,
        }),
      );
    const log = { warn: vi.fn(), error: vi.fn() };
    const runtime = createRuntime({
      definitions: [{ name: 'facet', import: async () => facet }],
      console: log,
    });
    runtime.scan(document.body);
    await waitFor(() =>
      expect(events.filter((event) => event.type === 'stayfront:error')).toHaveLength(2),
    );
    expect(events.find((event) => event.type === 'stayfront:config-error')).toMatchObject({
      id: 'a',
      detail: { phase: 'config', issues: [{ path: '$.facet' }] },
    });
    const unknown = events.find((event) => event.id === 'b');
    expect(unknown?.detail.phase).toBe('mount');
    expect(unknown?.detail.error).toBeInstanceOf(MountConfigError);
    expect(unknown?.detail.error).toMatchObject({ issues: [{ path: '$.facet' }] });
    for (const id of ['a', 'b']) {
      const element = document.getElementById(id) as HTMLElement;
      expect(element.getAttribute('data-widget-state')).toBe('error');
      expect(element.querySelector('a[href]')).not.toBeNull();
    }
    runtime.unmount(document.body);
  });

  it("names the element in the loader's warning about an unknown key, as errors do", async () => {
    setupPage(
      `${section('{"label":"Town"}').replace('id="f"', 'id="a"')}${section('{"lable":"Town"}').replace('id="f"', 'id="b"')}`,
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const runtime = createRuntime({
      definitions: [{ name: 'facet', import: async () => facet }],
      console: { warn: vi.fn(), error: vi.fn() },
    });
    runtime.scan(document.body);
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    // DevTools links the element: with twelve facets the integrator sees which one has the typo.
    expect(warn).toHaveBeenCalledWith(
      'Stayfront facet: unknown config key(s) lable ignored.',
      document.getElementById('b'),
    );
    runtime.unmount(document.body);
  });
});

describe('facet texts', () => {
  // The page catalogue is read once per document: this is the only test of this file that
  // mounts a facet successfully.
  it('come from the page message catalogue', async () => {
    setupPage(
      `<script type="application/json" data-messages-config>{"messages":{"facet.itemCount":"[{count}]","facet.reset":"Tout effacer ({label})","facet.showMore":"Plus"}}</script>${section('{"facet":"ss_town","label":"Ville","show":1}')}`,
      { hash: `fq=${encodeURIComponent('{!tag=ss_town}ss_town:("Fowey")')}` },
    );
    await mountWidget('#f', facet);
    await settle();
    expect(screen.getByRole('group', { name: 'Ville' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Fowey [4]' })).toHaveProperty('checked', true);
    expect(screen.getByRole('button', { name: 'Tout effacer (Ville)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Plus' })).toBeTruthy();
  });
});
