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

const DESCRIPTIONS = {
  Pool: 'Heated from May to September',
  'Hot tub': 'Private, on the terrace',
};

async function mountAmenities(widget: object = { facet: 'sm_amenities' }) {
  setupPage(
    `<section id="f" data-widget="facet" data-search="main" data-widget-config='${JSON.stringify(widget)}'><h3>Amenities</h3></section>`,
    {
      config: {
        ...BASE_CONFIG,
        facets: [{ field: 'sm_amenities', label: 'Amenities', descriptions: DESCRIPTIONS }],
      },
    },
  );
  await mountWidget('#f', facet);
  await settle();
}

/** The element `aria-describedby` points at. */
const descriptionOf = (control: HTMLElement) => {
  const id = control.getAttribute('aria-describedby');
  return id ? document.getElementById(id) : null;
};

/** Waits until @floating-ui/react, loaded on first use, positions the open tooltip. */
const positioned = () =>
  waitFor(() => expect(screen.getByRole('tooltip').style.position).toBe('absolute'));

afterEach(resetPage);

describe('facet: tooltips', () => {
  it('links items that have a description with aria-describedby, hidden until wanted', async () => {
    await mountAmenities();
    const pool = screen.getByRole('checkbox', { name: 'Pool (3)' });
    const description = descriptionOf(pool);
    expect(description?.textContent).toBe('Heated from May to September');
    expect(description?.getAttribute('role')).toBe('tooltip');
    expect(description?.hidden).toBe(true);
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(
      screen.getByRole('checkbox', { name: 'Wifi (9)' }).hasAttribute('aria-describedby'),
    ).toBe(false);
  });

  it('opens on hover, positioned by floating-ui, and closes on Escape and on leaving', async () => {
    await mountAmenities();
    const user = userEvent.setup();
    await user.hover(screen.getByText('Hot tub'));
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip.textContent).toBe('Private, on the terrace');
    expect(tooltip.getAttribute('data-state')).toBe('open');
    await positioned();
    expect(descriptionOf(screen.getByRole('checkbox', { name: 'Hot tub (3)' }))).toBe(
      screen.getByRole('tooltip'),
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.unhover(screen.getByText('Hot tub'));
    await user.hover(screen.getByText('Hot tub'));
    expect(screen.getByRole('tooltip').textContent).toBe('Private, on the terrace');
    await user.unhover(screen.getByText('Hot tub'));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('opens on keyboard focus and closes on Escape and on blur', async () => {
    await mountAmenities();
    const user = userEvent.setup();
    const pool = screen.getByRole('checkbox', { name: 'Pool (3)' });
    // Wifi, Parking (no descriptions), then Hot tub, then Pool.
    await user.tab();
    await user.tab();
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.tab();
    expect(screen.getByRole('tooltip').textContent).toBe('Private, on the terrace');
    await user.tab();
    expect(document.activeElement).toBe(pool);
    expect(screen.getAllByRole('tooltip').map((tip) => tip.textContent)).toEqual([
      'Heated from May to September',
    ]);
    await positioned();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(document.activeElement).toBe(pool);
    await user.tab({ shift: true });
    await user.tab();
    expect(screen.getByRole('tooltip')).toBeTruthy();
    // Pool is the last control: Tab leaves the facet.
    await user.tab();
    expect(document.activeElement).not.toBe(pool);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('works the same on link lists', async () => {
    await mountAmenities({ facet: 'sm_amenities', display: 'links' });
    const user = userEvent.setup();
    const pool = screen.getByRole('button', { name: 'Pool (3)' });
    expect(descriptionOf(pool)?.textContent).toBe('Heated from May to September');
    await user.hover(pool);
    expect(screen.getByRole('tooltip').textContent).toBe('Heated from May to September');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
