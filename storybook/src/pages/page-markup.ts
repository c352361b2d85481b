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

/** The demo's hero video, copied beside the stories (storybook/public/media/): same-site, 93 KB. */
export const COAST_VIDEO = 'media/coast.webm';

/** The home page's search box (home.liquid), as the hero holds it. */
const heroSearch = () =>
  el(
    'form',
    { class: 'search-form search-form--hero', action: '/search', method: 'get', role: 'search' },
    el('label', { for: 'home-search' }, 'Where, or what'),
    el(
      'div',
      { class: 'search-form__row' },
      el('input', {
        id: 'home-search',
        name: 'q',
        type: 'search',
        placeholder: 'Sea view, hot tub, St Ives…',
      }),
      el('button', { type: 'submit' }, 'Search'),
    ),
  );

/**
 * The home page's hero (home.liquid): the muted background video behind the heading and the
 * search box, without `autoplay` (the widget starts it) and hidden from assistive technology.
 */
export const videoHero = (config?: object) =>
  el(
    'section',
    { class: 'hero' },
    widget(
      'div',
      'background-video',
      { ...(config ? { config } : {}), attributes: { class: 'hero__video' } },
      el('video', {
        src: COAST_VIDEO,
        muted: true,
        playsinline: true,
        preload: 'metadata',
        'aria-hidden': 'true',
        tabindex: '-1',
      }),
    ),
    el('h1', {}, 'Holiday homes by the harbour, the dunes and the hills'),
    el('p', {}, '320 cottages, villas and cabins, each with the owner’s own description.'),
    heroSearch(),
  );

/** The home page's hero picture (home.liquid), decorative, its image set once it is near. */
export const lazyBackground = (image: string) =>
  widget('div', 'lazy-background', {
    attributes: { class: 'hero__art', 'aria-hidden': 'true', 'data-bg': image },
  });

/** The home page's things-to-do teaser, its banner picture loaded once it is near. */
export const thingsTeaser = (image: string) =>
  el(
    'section',
    { class: 'things-teaser', 'aria-labelledby': 'things-heading' },
    lazyBackground(image),
    el('h2', { id: 'things-heading' }, 'Things to do nearby'),
    el(
      'p',
      {},
      'Gardens, harbour walks, galleries and boat trips, a short drive from every home. ',
      el('a', { href: '/things-to-do' }, 'All things to do'),
    ),
  );

/** The hero with its lazily loaded picture above the heading, as the home page has it. */
export const artHero = (image: string) =>
  el(
    'section',
    { class: 'hero' },
    lazyBackground(image),
    el('h1', {}, 'Holiday homes by the harbour, the dunes and the hills'),
    el('p', {}, '320 cottages, villas and cabins, each with the owner’s own description.'),
  );

/** The detail page's link to its video tour (rental.liquid), here to a same-site file. */
export const videoModalLink = (href = COAST_VIDEO) =>
  el(
    'p',
    {},
    widget(
      'a',
      'video-modal',
      { config: { title: 'Video tour' }, attributes: { href } },
      'Watch the video tour',
    ),
  );

const LOCATION = [
  'St Ives, Cornwall: two streets back from the harbour, five minutes from Porthmeor Beach and the Tate.',
  'The station is a ten-minute walk, with trains to St Erth for the main line; buses to Penzance and Land’s End leave from the Malakoff above the harbour. In summer the town is busy by day and quiet again by nine.',
  'The coast path west to Zennor is one of the finest walks in Cornwall: six miles of granite cliffs, seals and wild flowers, with a bus back along the top road.',
];

const RULES = [
  'Arrival from 4 pm, departure by 10 am; the key safe code comes by email the day before you arrive. Saturday changeovers in July and August, any day the rest of the year.',
  'No smoking inside, and no parties: the lane is quiet and the neighbours are close. One well-behaved dog is welcome, though not upstairs or on the sofas.',
  'Please leave the cottage as you found it: the bins go out on Tuesday morning, and the recycling guide is in the kitchen drawer.',
];

/** The detail page's price box (rental.liquid), for the recorded first listing. */
const priceBox = () =>
  el(
    'div',
    { class: 'rental__price' },
    el('p', {}, el('strong', {}, '$90'), ' per night'),
    el('p', {}, '★ 4.8 (212 reviews)'),
  );

const askAbout = () =>
  el('p', {}, el('a', { href: '/contact?property=node-1' }, 'Ask about availability'));

/** The detail page's booking column (rental.liquid) with its video tour link. */
export const bookingAside = () =>
  el('aside', { class: 'rental__aside' }, priceBox(), askAbout(), videoModalLink());

/**
 * The detail page's two columns (rental.liquid): the description, and beside it the booking
 * column as a `sticky-column`, which stays in view while the text scrolls on wide screens.
 */
export const stickyColumns = (config?: object) =>
  el(
    'div',
    { class: 'rental__columns' },
    el(
      'div',
      { class: 'rental__main' },
      el('h2', {}, 'About this home'),
      longText(),
      el('h2', {}, 'Amenities'),
      el(
        'ul',
        { class: 'amenities' },
        [
          'Wifi',
          'Wood burner',
          'Walled garden',
          'Walk-in shower',
          'Dog welcome',
          'Washing machine',
          'Cot and high chair',
          'Parking permit',
        ].map((item) => el('li', {}, item)),
      ),
      el('h2', {}, 'Location'),
      LOCATION.map((paragraph) => el('p', {}, paragraph)),
      el('h2', {}, 'House rules'),
      RULES.map((paragraph) => el('p', {}, paragraph)),
    ),
    widget(
      'aside',
      'sticky-column',
      {
        ...(config ? { config } : {}),
        // In a grid or flex row the column must keep its own height: stretched to the row's,
        // it has no room to move and stays where it is.
        attributes: { class: 'rental__aside', style: 'align-self: start' },
      },
      priceBox(),
      askAbout(),
    ),
  );
