/**
 * The drop-down's first press: react-select's code is loaded once per module, so this file has
 * the native select to itself (FacetSelect.test.tsx covers the keyboard's first focus).
 */
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import * as facet from '../islands/facet.js';
import {
  BASE_CONFIG,
  mountWidget,
  resetPage,
  settle,
  setupPage,
} from '../test-support/search-page.js';

afterEach(resetPage);

describe('facet: select, a press', () => {
  it('opens react-select’s menu when a tap or click upgraded the native select', async () => {
    setupPage(
      `<section id="f" data-widget="facet" data-search="main" data-widget-config='{"facet":"ss_town"}'><h3>Town</h3></section>`,
      {
        config: {
          ...BASE_CONFIG,
          facets: [{ field: 'ss_town', label: 'Town', operator: 'OR', display: 'select' }],
        },
      },
    );
    await mountWidget('#f', facet);
    await settle();
    const native = screen.getByRole('combobox', { name: 'Town' });
    expect(native.tagName).toBe('SELECT');
    // A tap: pointerenter and pointerdown (which load the code), then the focus.
    await userEvent.setup().click(native);
    const input = await waitFor(() => {
      const found = screen.getByRole('combobox', { name: 'Town' });
      expect(found.tagName).toBe('INPUT');
      return found;
    });
    expect(document.activeElement).toBe(input);
    // The choices show at once: the first tap is enough.
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
        'Fowey (4)',
        'Padstow (4)',
        'St Ives (4)',
      ]),
    );
  });
});
