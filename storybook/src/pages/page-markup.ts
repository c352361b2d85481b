/**
 * Markup of the page widgets as the demo's templates write them (rental.liquid, home.liquid,
 * things.liquid, contact.liquid), with the recorded fragments and images.
 */
import { page } from '../fixtures.js';
import { el, type MarkupElement, widget } from '../harness/markup.js';

const DESCRIPTION = [
  'A whitewashed fisherman’s cottage two streets back from the harbour, with thick granite walls that keep it cool in August and a wood burner for the long evenings of October.',
  'Downstairs, the kitchen opens onto a small walled garden with a table for six; the sitting room has deep sofas, a shelf of local guides and a window seat over the lane. Upstairs are two bedrooms, one with a view of the boats, and a bathroom with a walk-in shower.',
  'The beach is a five-minute walk, the coastal path starts at the end of the lane, and the bakery opens at seven. Parking is by permit in the harbour car park, which we arrange for you.',
  'We welcome one well-behaved dog. Bed linen and towels are included, and the cottage is cleaned between stays by the same family who have looked after it for twenty years.',
];

export const longText = () => DESCRIPTION.map((paragraph) => el('p', {}, paragraph));

export const collapsible = (
  paragraphs: readonly MarkupElement[],
  config: object = { collapsedHeight: 120 },
) =>
  widget(
    'div',
    'collapsible',
    { config, attributes: { class: 'rental__description' } },
    paragraphs,
  );

export const tabs = () =>
  widget(
    'div',
    'tabs',
    { attributes: { class: 'rental__tabs' } },
    el(
      'nav',
      { class: 'rental__tablist', 'aria-label': 'Sections of this page' },
      el('a', { href: '#about' }, 'About'),
      el('a', { href: '#amenities' }, 'Amenities'),
      el('a', { href: '#location' }, 'Location'),
    ),
    el(
      'section',
      { id: 'about', 'aria-labelledby': 'about-heading' },
      el('h2', { id: 'about-heading' }, 'About this home'),
      longText().slice(0, 2),
    ),
    el(
      'section',
      { id: 'amenities', 'aria-labelledby': 'amenities-heading' },
      el('h2', { id: 'amenities-heading' }, 'Amenities'),
      el(
        'ul',
        { class: 'amenities' },
        ['Wifi', 'Wood burner', 'Walled garden', 'Walk-in shower', 'Dog welcome'].map((item) =>
          el('li', {}, item),
        ),
      ),
    ),
    el(
      'section',
      { id: 'location', 'aria-labelledby': 'location-heading' },
      el('h2', { id: 'location-heading' }, 'Location'),
      el(
        'p',
        {},
        'St Ives, Cornwall: two streets back from the harbour, five minutes from Porthmeor Beach.',
      ),
    ),
  );

export const gallery = () =>
  widget(
    'div',
    'gallery',
    { load: 'visible', attributes: { class: 'rental__gallery' } },
    page.gallery.map((image, index) =>
      el('img', {
        src: image.src,
        alt: image.alt,
        width: 800,
        height: 533,
        loading: index === 0 ? undefined : 'lazy',
      }),
    ),
  );

export const modalLink = (href = '/fragments/terms') =>
  el(
    'p',
    {},
    widget(
      'a',
      'modal',
      { config: { title: 'Booking terms' }, attributes: { href } },
      'Booking terms',
    ),
  );

export const toasts = (messages: readonly [type: string, text: string][]) =>
  widget(
    'div',
    'toasts',
    { attributes: { class: 'status' } },
    el(
      'ul',
      { class: 'messages' },
      messages.map(([type, text]) =>
        el('li', { class: 'messages__item', 'data-type': type }, text),
      ),
    ),
  );

export const jumpMenu = () =>
  widget(
    'form',
    'jump-menu',
    { attributes: { class: 'jump-menu', action: '/go', method: 'get' } },
    el('label', { for: 'jump-to' }, 'Jump to'),
    el(
      'select',
      { id: 'jump-to', name: 'to' },
      el('option', { value: '' }, 'Choose a page…'),
      el('option', { value: '/search' }, 'Find a holiday home'),
      el('option', { value: '/favourites' }, 'Your favourites'),
      el('option', { value: 'contact::/contact' }, 'Contact us'),
    ),
    el('button', { type: 'submit' }, 'Go'),
  );

export const lazyBlock = (url: string) =>
  widget(
    'section',
    'lazy-block',
    { config: { url }, attributes: { class: 'rental__nearby' } },
    el(
      'p',
      {},
      'Things to do nearby: ',
      el('a', { href: '/things-to-do' }, 'see all things to do'),
      '.',
    ),
  );

export const progress = (uri: string) =>
  widget(
    'div',
    'progress',
    { config: { uri, method: 'GET', interval: 1000, label: 'Importing listings' } },
    el('p', {}, 'The import runs in the background; this page shows its progress.'),
  );

export const shareForm = () =>
  widget(
    'div',
    'share-form',
    {
      config: {
        url: 'https://harbourside.example/rentals/saltwater-flat-with-sea-views-1',
        title: page.title,
        networks: ['facebook', 'x', 'whatsapp', 'email'],
      },
      attributes: { class: 'share' },
    },
    el(
      'form',
      { class: 'share-form', method: 'get' },
      el('label', { for: 'share-url' }, 'Link to this home'),
      el('input', {
        id: 'share-url',
        class: 'share-form__url',
        name: 'share_url',
        value: 'https://harbourside.example/rentals/saltwater-flat-with-sea-views-1',
        readonly: true,
      }),
    ),
  );

/** A card as the server renders it (partials/card.liquid), from a recorded document. */
export function serverCard(doc: Readonly<Record<string, unknown>>): MarkupElement {
  const image = Array.isArray(doc.sm_images) ? String(doc.sm_images[0]) : undefined;
  return el(
    'article',
    { class: 'card', 'data-id': String(doc.id) },
    el(
      'a',
      { class: 'card__media', href: String(doc.ss_url), tabindex: '-1', 'aria-hidden': 'true' },
      el('img', { src: image, alt: '', width: 400, height: 267, loading: 'lazy' }),
    ),
    el(
      'div',
      { class: 'card__body' },
      el(
        'h3',
        { class: 'card__title' },
        el('a', { href: String(doc.ss_url) }, String(doc.ss_title)),
      ),
      el(
        'p',
        { class: 'card__facts' },
        `${String(doc.ss_property_type)} in ${String(doc.ss_town)}`,
      ),
      el('p', { class: 'card__summary' }, String(doc.tm_summary)),
    ),
  );
}

export const featuredCarousel = (docs: readonly Readonly<Record<string, unknown>>[]) =>
  widget(
    'section',
    'featured-carousel',
    { attributes: { class: 'featured', 'aria-labelledby': 'featured-heading' } },
    el('h2', { id: 'featured-heading' }, 'Guests’ favourites'),
    el(
      'ul',
      { class: 'results__list' },
      docs.map((doc) => el('li', {}, serverCard(doc))),
    ),
  );

const TOURS = [
  'Living room tour',
  'Kitchen and garden',
  'The view from the bedroom',
  'Harbour walk',
];

/** The detail page's tours (rental.liquid): posters linking to their players. */
export const tourSlider = () =>
  widget(
    'section',
    'tour-slider',
    {
      load: 'visible',
      config: {
        visibleNearby: { centerArea: 0.6 },
        slidesSpacing: 12,
        max_height: 420,
        breakpoint: 768,
        breakpointCenterArea: 0.85,
        responsiveRS: true,
        aspectRatio: '16:9',
      },
      attributes: { class: 'rental__tours', 'aria-labelledby': 'tours-heading' },
    },
    el('h2', { id: 'tours-heading' }, 'Video and virtual tours'),
    el(
      'ul',
      { class: 'tours' },
      TOURS.map((title, index) =>
        el(
          'li',
          { class: 'tour' },
          el(
            'a',
            { href: `https://www.youtube-nocookie.com/embed/tour-${index + 1}` },
            el('img', { src: page.gallery[index]?.src, alt: '', width: 640, height: 360 }),
            el('span', { class: 'tour__title' }, title),
          ),
        ),
      ),
    ),
  );
