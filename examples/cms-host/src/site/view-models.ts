/** Listings and things to do as the templates see them: plain values, JSON configs as strings. */
import { NETWORK_LABELS, networkHref } from '@stayfront/widgets/share-links';
import type { Listing, ThingToDo } from '../data/listing.js';
import { documentId } from '../data/listing.js';
import { listingMapConfig, thingMapConfig } from './map-config.js';

/** The demo's words for the flag toggle (SPEC 3.6 defaults are "Flag" / "Unflag"). */
export const FLAG_TEXT = { text: { flag: 'Add to favourites', unflag: 'Remove from favourites' } };

/** JSON for a data attribute; the template escapes it for the attribute. */
export const json = (value: unknown) => JSON.stringify(value);

/** JSON inside `<script type="application/json">`: `<` escaped so it can never end the element. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function listingCard(listing: Listing) {
  return {
    id: documentId(listing.key),
    code: listing.propertyCode,
    url: listing.url,
    title: listing.title,
    summary: listing.summary,
    type: listing.propertyType,
    town: listing.town,
    region: listing.region,
    bedrooms: listing.bedrooms,
    bathrooms: listing.bathrooms,
    sleeps: listing.sleeps,
    price: listing.price === null ? null : Math.round(listing.price),
    // Grouped as the results template's `integer` format shows it once a search runs in the
    // browser ("12,500,000"), so a card reads the same before and after the widgets wake.
    price_text: listing.price === null ? null : Math.round(listing.price).toLocaleString('en-US'),
    rating: listing.rating === null ? null : listing.rating.toFixed(1),
    reviews: listing.reviewCount,
    image: listing.images[0] ?? '',
    flag_config: json({ id: documentId(listing.key), ...FLAG_TEXT }),
  };
}

/** The rental page; `things` are the site's things to do, the closest of which its map shows. */
export function listingPage(listing: Listing, things: readonly ThingToDo[] = []) {
  return {
    ...listingCard(listing),
    share_config: json({ title: listing.title, networks: SHARE_NETWORKS }),
    description: listing.description,
    images: listing.images,
    tours: listingTours(listing),
    amenities: listing.amenities,
    latitude: listing.latitude,
    longitude: listing.longitude,
    map_config: json(listingMapConfig(listing, things)),
  };
}

/**
 * The share links, rendered by the server as a CMS's share module would, with the widgets' own
 * link builder: they work without JavaScript, and the share-form widget keeps them, so waking it
 * moves nothing.
 */
const SHARE_NETWORKS = ['facebook', 'x', 'whatsapp', 'email'] as const;

export function shareLinks(url: string, title: string) {
  return SHARE_NETWORKS.map((network) => ({
    label: NETWORK_LABELS[network],
    href: networkHref(network, url, title),
    mail: network === 'email',
  }));
}

/**
 * The detail page's tour slider (SPEC 3.21): players on the default embed hosts and the site's own
 * coast video, each with one of the listing's photos as its poster. The embed ids are made up, as
 * the rest of the demo's data is.
 */
function listingTours(listing: Listing) {
  const poster = (index: number) => listing.images[index % listing.images.length] ?? '';
  const code = encodeURIComponent(listing.propertyCode);
  return [
    { title: 'Video tour', url: `https://www.youtube-nocookie.com/embed/tour-${code}` },
    { title: 'Virtual tour: living spaces', url: `https://player.vimeo.com/video/${code}-living` },
    { title: 'A walk along the coast', url: '/assets/media/coast.webm' },
    { title: 'Virtual tour: bedrooms', url: `https://player.vimeo.com/video/${code}-bedrooms` },
  ].map((tour, index) => ({ ...tour, poster: poster(index) }));
}

export function thingView(thing: ThingToDo) {
  // The event's days: one for a one-day event, not "2027-01-17 – 2027-01-17". Null, not '', for
  // an attraction: an empty string is truthy in Liquid, so `{% if thing.dates %} · …` printed a
  // stray " · " after every attraction's town.
  const days = [
    ...new Set(
      [thing.startDate, thing.endDate].flatMap((date) => (date ? [date.slice(0, 10)] : [])),
    ),
  ];
  const dates = days.length ? days.join(' – ') : null;
  return {
    ...thing,
    dates,
    map_config: json(thingMapConfig(thing)),
  };
}
