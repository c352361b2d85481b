/**
 * The favourites markup of the demo's layout and favourites page
 * (examples/cms-host/templates/layout.liquid and favourites.liquid).
 */
import { el, widget } from '../harness/markup.js';
import { COUNTER_SEARCH, FAVOURITES_SEARCH } from '../scenarios/search-configs.js';
import { results, searchConfig } from './search-markup.js';

/** The header with the counter, and the counter's own search instance (it is never started). */
export const siteHeader = () => [
  searchConfig(COUNTER_SEARCH, 'favourites'),
  el(
    'header',
    { class: 'site-header' },
    el(
      'div',
      { class: 'site-header__inner' },
      el('a', { class: 'site-name', href: '/' }, 'Harbourside Holiday Homes'),
      widget(
        'div',
        'favourites-counter',
        {
          search: 'favourites',
          load: 'idle',
          config: { path: '/favourites' },
          attributes: { class: 'favourites-counter' },
        },
        el('a', { href: '/favourites' }, 'Favourites'),
      ),
    ),
  ),
];

/** The favourites page: the view sets the query, the results show it, each card with its flag. */
export const favouritesPage = () => [
  searchConfig(FAVOURITES_SEARCH, 'favourites'),
  el('h1', {}, 'Your favourites'),
  widget(
    'div',
    'favourites-view',
    { search: 'favourites', attributes: { class: 'favourites-view' } },
    el('p', {}, 'Homes you mark as favourites are kept in this browser, without an account.'),
  ),
  el('div', { class: 'favourites-filters' }),
  results({ search: 'favourites', withFlag: true, config: {} }),
];

export const favouritesBlock = () =>
  widget(
    'aside',
    'favourites-block',
    {
      search: 'favourites',
      config: { target: '.favourites-filters', path: '/favourites' },
      attributes: { class: 'favourites-block' },
    },
    el('h2', {}, 'Saved homes'),
    el('p', {}, el('a', { href: '/favourites' }, 'View your favourites')),
  );
