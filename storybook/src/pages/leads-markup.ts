/**
 * Markup of the lead widgets (@stayfront/leads) as the demo's templates write it: the contact
 * page's enquiry form (contact.liquid), the review form (fragments/review.liquid), the inquiry
 * form's property select (README's markup contract) and the phone numbers call tracking rewrites
 * (layout.liquid's footer, contact.liquid's phone line). The servers' answers to the forms' AJAX
 * submits are built here too, as partials/messages.liquid writes them.
 */
import { el, type MarkupElement, widget } from '../harness/markup.js';

/** The demo's honeypot token (examples/cms-host/src/site/leads.ts). */
export const HONEYPOT_TOKEN = 'harbourside';

const field = (id: string, label: string, input: Record<string, string | boolean>) =>
  el('p', {}, el('label', { for: id }, label), el('input', { id, name: id, ...input }));

const hidden = (name: string) => el('input', { type: 'hidden', name, value: '' });

/** The contact page's enquiry form (SPEC 2.6): posts to `/contact` without JavaScript. */
export const enquiryForm = (config: object) =>
  widget(
    'form',
    'lead-form',
    {
      config,
      attributes: { class: 'enquiry', id: 'enquiry', action: '/contact', method: 'post' },
    },
    field('name', 'Your name', { required: true, autocomplete: 'name' }),
    field('email', 'Email', { type: 'email', required: true, autocomplete: 'email' }),
    el(
      'p',
      {},
      el('label', { for: 'message' }, 'Message'),
      el('textarea', { id: 'message', name: 'message', rows: 5, required: true }),
    ),
    el(
      'p',
      { class: 'enquiry__optin' },
      el(
        'span',
        {},
        el('input', { type: 'checkbox', id: 'optin', name: 'bt_leads_optin', value: 1 }),
        el(
          'label',
          { for: 'optin' },
          'I accept the terms and agree to be contacted about my enquiry.',
        ),
      ),
    ),
    hidden('honeypot_time'),
    hidden('fragment'),
    hidden('market_source'),
    hidden('market'),
    el('p', {}, el('button', { type: 'submit' }, 'Send enquiry')),
  );

/**
 * The review form (SPEC 3.15), as the listing page's modal holds it, with the README's marks for
 * the stars (`data-stars`) and the body (`data-rich-text`) that the demo's template leaves out.
 */
export const reviewForm = (config: object) =>
  el(
    'div',
    { class: 'fragment fragment--review' },
    el('h2', {}, 'Review your stay'),
    widget(
      'form',
      'review-form',
      {
        config,
        attributes: { class: 'review', id: 'review-form', action: '/reviews', method: 'post' },
      },
      el('input', { type: 'hidden', name: 'property', value: 'VRF-0012' }),
      el(
        'fieldset',
        { class: 'review__stars', 'data-stars': true },
        el('legend', {}, 'Your rating'),
        [1, 2, 3, 4, 5].flatMap((stars) => [
          el('input', {
            type: 'radio',
            id: `review-rating-${stars}`,
            name: 'review_info[rating]',
            value: stars,
          }),
          el('label', { for: `review-rating-${stars}` }, stars === 1 ? '1 star' : `${stars} stars`),
        ]),
      ),
      el(
        'p',
        {},
        el('label', { for: 'review-headline' }, 'Headline'),
        el('input', { id: 'review-headline', name: 'headline', required: true, maxlength: 120 }),
      ),
      el(
        'p',
        {},
        el('label', { for: 'review-name' }, 'Your name (shown with the review)'),
        el('input', { id: 'review-name', name: 'name', autocomplete: 'given-name' }),
      ),
      el(
        'p',
        {},
        el('label', { for: 'review-body' }, 'Your review'),
        el('textarea', {
          id: 'review-body',
          name: 'body',
          rows: 6,
          required: true,
          'data-rich-text': true,
        }),
      ),
      hidden('honeypot_time'),
      el('p', {}, el('button', { type: 'submit' }, 'Send review')),
    ),
  );

/** Properties as the inquiry form lists them: `code::page` values, grouped by area. */
export const PROPERTIES = {
  Coast: [
    { code: '12', slug: 'villa-rosa', title: 'Villa Rosa' },
    { code: '14', slug: 'sea-cottage', title: 'Sea Cottage' },
    { code: '17', slug: 'harbour-loft', title: 'Harbour Loft' },
  ],
  Moor: [
    { code: '21', slug: 'rose-cottage', title: 'Rose Cottage' },
    { code: '23', slug: 'granite-barn', title: 'Granite Barn' },
    { code: '25', slug: 'wheal-rose', title: 'Wheal Rose' },
  ],
} as const;

export const propertyValue = (property: { code: string; slug: string }) =>
  `${property.code}::/properties/${property.slug}`;

/** The inquiry form with its property select (SPEC 3.16) as the combobox's widget. */
export const inquiryForm = () =>
  el(
    'form',
    { class: 'enquiry', action: '/inquiry', method: 'post' },
    el(
      'p',
      { class: 'enquiry__property', 'data-widget': 'inquiry-select' },
      el('label', { for: 'property' }, 'Property'),
      el(
        'select',
        { id: 'property', name: 'field_inquiry_properties' },
        el('option', { value: '' }, 'Any property'),
        Object.entries(PROPERTIES).map(([area, properties]) =>
          el(
            'optgroup',
            { label: area },
            properties.map((property) =>
              el('option', { value: propertyValue(property) }, property.title),
            ),
          ),
        ),
      ),
    ),
    el('p', {}, el('button', { type: 'submit' }, 'Send enquiry')),
  );

/** The cookie the demo's (imagined) call-tracking service sets for a paid visit. */
export const CALL_TRACKING_COOKIE = 'calltrk_number';

const phoneIcon = () =>
  el(
    'svg',
    { 'aria-hidden': 'true', width: 16, height: 16, viewBox: '0 0 24 24', focusable: 'false' },
    el('path', {
      fill: 'currentColor',
      d: 'M6.6 10.8a15 15 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z',
    }),
  );

/**
 * The page's phone numbers: the footer's line, where the widget is declared (layout.liquid), the
 * contact page's line, a number link with an icon and a "Call us" link written by a theme.
 */
export const phoneNumbers = (config: object): MarkupElement[] => [
  el(
    'p',
    { class: 'contact__phone' },
    'Call us on ',
    el('a', { href: 'tel:+18005550100', 'data-phone': true }, '(800) 555-0100'),
    ', or send us an enquiry.',
  ),
  el(
    'p',
    {},
    el('a', { href: 'tel:8005550100', class: 'phone-link' }, phoneIcon(), ' 800-555-0100'),
    ' · ',
    el('a', { href: 'callto:8005550100' }, 'Call us'),
  ),
  widget(
    'p',
    'call-tracking',
    { config },
    'Call us: ',
    el('a', { href: 'tel:+18005550100', 'data-phone': true }, '(800) 555-0100'),
  ),
];

/** An answer to a form, as the demo's page holds it (partials/messages.liquid). */
export function messagesAnswer(
  type: 'status' | 'error',
  items: readonly string[],
  heading = 'Contact us',
): string {
  const role = type === 'error' ? 'alert' : 'status';
  const list =
    items.length === 1
      ? `<p data-type="${type}">${items[0]}</p>`
      : `<ul>${items.map((item) => `<li data-type="${type}">${item}</li>`).join('')}</ul>`;
  return `<!doctype html><html lang="en"><body><main><h1>${heading}</h1><div class="messages messages--${type}" data-lead-result role="${role}">${list}</div></main></body></html>`;
}
