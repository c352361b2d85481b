/**
 * The search page's markup, piece by piece, as the demo's templates write it
 * (examples/cms-host/templates/search.liquid and partials/card-template.liquid): stories put
 * together the pieces a state needs, and the docs show each piece as it is to be pasted.
 * Every piece takes the page's words (`PageTexts`), because a translated site translates its
 * template too, not only Stayfront's catalogue.
 */
import { el, jsonBlock, type MarkupElement, widget } from '../harness/markup.js';
import { ENGLISH_TEXTS, type PageTexts } from '../scenarios/catalogues.js';
import {
  AUTOCOMPLETE_FIELD,
  MAIN_SEARCH,
  ROWS_OPTIONS,
  SORT_OPTIONS,
} from '../scenarios/search-configs.js';

/**
 * The search config with the facet labels and value descriptions in the page's language (neither
 * is sent to Solr).
 */
export function localSearch(texts: PageTexts, config = MAIN_SEARCH) {
  return {
    ...config,
    facets: config.facets.map((facet) => {
      const descriptions = texts.facetDescriptions?.[facet.field];
      return {
        ...facet,
        label: texts.facetLabels[facet.field] ?? facet.label,
        ...(descriptions ? { descriptions } : {}),
      };
    }),
  };
}

export const searchConfig = (config: object = MAIN_SEARCH, name = 'main'): MarkupElement =>
  jsonBlock('data-search-config', name, config);

export const messagesConfig = (locale: string, messages: object): MarkupElement =>
  jsonBlock('data-messages-config', 'default', { locale, messages });

/**
 * The result card as a results template: document fields bound with `data-field…`. The
 * listings' own words (title, type, town, summary) carry `dir="auto"`: they are in the language
 * they were written in, which need not be the page's. On a right-to-left page an English summary
 * otherwise takes the page's direction, and its full stop shows at its start (the left).
 */
export function cardTemplate(texts: PageTexts = ENGLISH_TEXTS, withFlag = false): MarkupElement {
  return el(
    'template',
    {},
    el(
      'article',
      { class: 'card', 'data-field-data-id': 'id' },
      el(
        'a',
        {
          class: 'card__media',
          'data-field-href': 'ss_url',
          tabindex: '-1',
          'aria-hidden': 'true',
        },
        el('img', {
          'data-field-src': 'sm_images',
          alt: '',
          width: 400,
          height: 267,
          decoding: 'async',
        }),
      ),
      el(
        'div',
        { class: 'card__body' },
        el(
          'h3',
          { class: 'card__title' },
          el('a', { 'data-field-href': 'ss_url', 'data-field': 'ss_title', dir: 'auto' }),
        ),
        el(
          'p',
          { class: 'card__facts' },
          el('span', { 'data-field': 'ss_property_type', dir: 'auto' }),
          texts.inTown,
          el('span', { 'data-field': 'ss_town', dir: 'auto' }),
          ' · ',
          el('span', { 'data-field': 'its_bedrooms', 'data-format': texts.bedrooms }),
          texts.sleeps,
          el('span', { 'data-field': 'its_sleeps' }),
        ),
        el('p', { class: 'card__summary', 'data-field': 'tm_summary', dir: 'auto' }),
        el(
          'p',
          { class: 'card__meta' },
          el(
            'span',
            { class: 'card__price', 'data-if': 'fts_price' },
            el(
              'strong',
              {},
              '$',
              el('span', { 'data-field': 'fts_price', 'data-format': 'integer' }),
            ),
            texts.perNight,
          ),
          el(
            'span',
            { class: 'card__rating', 'data-if': 'fts_rating' },
            '★ ',
            el('span', { 'data-field': 'fts_rating', 'data-format': 'fixed:1' }),
            el('span', { class: 'visually-hidden' }, texts.outOf5),
            ' (',
            el('span', { 'data-field': 'its_review_count' }),
            texts.reviews,
          ),
        ),
        withFlag && flagWidget(),
      ),
    ),
  );
}

/** The favourites toggle a card carries; its id is the card's `data-id`. */
export const flagWidget = () =>
  widget(
    'div',
    'flag',
    {
      config: { text: { flag: 'Add to favourites', unflag: 'Remove from favourites' } },
      attributes: { class: 'flag' },
    },
    el('a', { class: 'flag__link', href: '#favourites' }, 'Add to favourites'),
  );

export function results(
  options: { search?: string; withFlag?: boolean; texts?: PageTexts; config?: object } = {},
) {
  return widget(
    'div',
    'results',
    {
      search: options.search ?? 'main',
      config: options.config ?? { numvisible: 12 },
      attributes: { class: 'results' },
    },
    cardTemplate(options.texts, options.withFlag),
    el('ul', { class: 'results__list' }),
  );
}

export function facet(field: string, config: object = {}, texts: PageTexts = ENGLISH_TEXTS) {
  const definition = MAIN_SEARCH.facets.find((candidate) => candidate.field === field);
  return widget(
    'section',
    'facet',
    { search: 'main', config: { facet: field, ...config }, attributes: { class: 'facet' } },
    el(
      'h3',
      { class: 'facet__label', id: `facet-${field}` },
      texts.facetLabels[field] ?? definition?.label ?? field,
    ),
  );
}

export const resultCount = () =>
  el(
    'h2',
    { class: 'result-count' },
    // aria-live, not role="status": Chromium leaves a heading holding a status unnamed.
    widget('span', 'result-count', { search: 'main', attributes: { 'aria-live': 'polite' } }),
  );

export const sort = (texts: PageTexts = ENGLISH_TEXTS) =>
  widget('div', 'sort', {
    search: 'main',
    config: {
      options: SORT_OPTIONS.map((option, index) => ({
        value: option.value,
        label: texts.sortLabels[index] ?? option.label,
      })),
    },
  });

export const hitsPerPage = () =>
  widget('div', 'hits-per-page', {
    search: 'main',
    config: { options: ROWS_OPTIONS },
    attributes: { class: 'hits-per-page' },
  });

export const selections = () =>
  widget('div', 'selections', { search: 'main', attributes: { class: 'selections' } });

export const reset = () =>
  widget('div', 'reset', { search: 'main', attributes: { class: 'reset' } });

export const pager = (texts: PageTexts = ENGLISH_TEXTS) =>
  widget('nav', 'pager', {
    search: 'main',
    attributes: { class: 'pager', 'aria-label': texts.pages },
  });

/** The search box: a form without `action` searches on its own page, here the story's. */
export const autocomplete = (texts: PageTexts = ENGLISH_TEXTS) =>
  el(
    'form',
    { class: 'search-form', method: 'get', role: 'search' },
    el('label', { for: 'search-text' }, texts.searchLabel),
    widget(
      'div',
      'autocomplete',
      {
        search: 'main',
        load: 'interaction',
        config: { field: AUTOCOMPLETE_FIELD },
        attributes: { class: 'search-form__row' },
      },
      el('input', {
        id: 'search-text',
        name: 'q',
        type: 'search',
        autocomplete: 'off',
        placeholder: texts.searchPlaceholder,
      }),
      el('button', { type: 'submit' }, texts.searchButton),
    ),
  );

/** The facets of the sidebar, one of each display. */
export const sidebarFacets = (texts: PageTexts = ENGLISH_TEXTS) =>
  MAIN_SEARCH.facets.map((definition) =>
    facet(definition.field, definition.field === 'sm_amenities' ? { show: 5 } : {}, texts),
  );

/** The whole search page: search box, facets, toolbar, chips, results and pager. */
export function searchPage(
  texts: PageTexts = ENGLISH_TEXTS,
  config: object = localSearch(texts),
): MarkupElement[] {
  return [
    searchConfig(config),
    widget(
      'div',
      'search-layout',
      {
        config: { sidebar: '.search__facets', results: '.search__results' },
        attributes: { class: 'search' },
      },
      autocomplete(texts),
      widget(
        'div',
        'search-container',
        { search: 'main', attributes: { class: 'search__layout' } },
        el(
          'aside',
          { class: 'search__facets', 'aria-label': texts.filters },
          reset(),
          ...sidebarFacets(texts),
        ),
        el(
          'section',
          { class: 'search__results', 'aria-label': texts.results },
          el('div', { class: 'search__toolbar' }, resultCount(), sort(texts), hitsPerPage()),
          selections(),
          results({ texts }),
          pager(texts),
        ),
      ),
    ),
  ];
}

/**
 * The analytics adapter (search.liquid): nothing visible, it only names the search and the tag's
 * format. It sends through `gtag`, `ga` or `dataLayer`, whichever the page's tag snippet defines.
 * If it wakes after the first results, it sends the results and failure shown before it woke.
 */
export const analytics = (config: object = { mode: 'ga4', currency: 'USD' }) =>
  widget('div', 'analytics', {
    search: 'main',
    config,
    attributes: { hidden: true },
  });
