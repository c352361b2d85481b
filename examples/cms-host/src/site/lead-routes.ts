/**
 * The demo's enquiry, review and checkout pages and endpoints (SPEC 2.6, 2.7, 3.10, 3.15, 4.6,
 * 5.1, 7.6, 7.11): each answers a browser without JavaScript with a whole page, and an AJAX
 * submit of @stayfront/leads with the same HTML, from which the widget reads the messages block.
 * A refused form is answered 200 with its error messages, as Drupal's form API answers: the
 * answer is the page, and a 4xx would be a failed load in the browser's console.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Liquid } from 'liquidjs';
import type { Listing } from '../data/listing.js';
import { type CheckoutProblem, checkDetails, checkoutTitle, checkoutView } from './checkout.js';
import {
  ANTIBOT_PATH,
  checkEnquiry,
  checkReview,
  createAntibot,
  HONEYPOT_TOKEN,
  LOCKED_ACTION,
  type Outcome,
  visitorName,
} from './leads.js';
import type { SiteData } from './site-data.js';
import { json } from './view-models.js';

type Render = (template: string, data: Record<string, unknown>) => Promise<string>;

/** The modal enquiry form's id: SPEC 2.6, modal lead forms' ids start with bt-leads. */
const MODAL_ENQUIRY_ID = 'bt-leads-rental-enquiry';
/** SPEC 7.11: the call-tracking cookie this site's (imagined) service sets for paid visits. */
export const CALL_TRACKING_COOKIE = 'calltrk_number';
const TRACKED_NUMBER = '8005550142';

const HTML = 'text/html; charset=utf-8';
const formOf = (request: FastifyRequest) =>
  new URLSearchParams(typeof request.body === 'string' ? request.body : '');
const queryOf = (request: FastifyRequest) => new URLSearchParams(request.url.split('?')[1] ?? '');
const today = () => new Date().toISOString().slice(0, 10);

/** The messages block of an answer: what a page shows and the lead-form widget reads. */
const messages = (outcome: Outcome, success: string) =>
  outcome.ok ? { type: 'status', items: [success] } : { type: 'error', items: outcome.problems };

/** The lead-form widget's config on this site's forms (see @stayfront/leads' README). */
const leadConfig = (extra: Record<string, unknown> = {}) =>
  json({ honeypot: { token: HONEYPOT_TOKEN }, ...extra });

export function registerLeadRoutes(
  app: FastifyInstance,
  site: SiteData,
  liquid: Liquid,
  render: Render,
): void {
  const antibot = createAntibot({ [MODAL_ENQUIRY_ID]: '/enquiry' });
  const propertyOptions = (selected: string | null) =>
    site.listings.slice(0, 200).map((listing) => ({
      // SPEC 3.16: value::url; choosing a property opens the form for it (SPEC 7.8).
      value: `${listing.propertyCode}::/contact?property=${encodeURIComponent(listing.propertyCode)}`,
      label: listing.title,
      selected: listing.propertyCode === selected,
    }));

  // SPEC 7.11: a visit from a paid ad gets the tracked number (the service's cookie).
  app.addHook('onRequest', async (request, reply) => {
    if (queryOf(request).get('utm_medium') === 'cpc')
      reply.header('Set-Cookie', `${CALL_TRACKING_COOKIE}=${TRACKED_NUMBER}; Path=/; SameSite=Lax`);
  });

  const contactPage = (query: URLSearchParams, form: URLSearchParams | null, result: unknown) =>
    render('contact', {
      page_type: 'contact',
      title: 'Contact us',
      result,
      values: form ? Object.fromEntries(form) : {},
      properties: propertyOptions(
        form?.get('field_inquiry_properties')?.split('::')[0] ?? query.get('property'),
      ),
      lead_config: leadConfig({
        optin: true,
        ajax: true,
        captcha: {
          scriptUrl: '/assets/demo-captcha.js',
          siteKey: 'demo-site-key',
          invisible: true,
        },
      }),
    });
  app.get('/contact', async (request, reply) =>
    reply.type(HTML).send(await contactPage(queryOf(request), null, null)),
  );
  app.post('/contact', async (request, reply) => {
    const form = formOf(request);
    const outcome = checkEnquiry(form, true);
    const result = messages(
      outcome,
      `Thank you, ${visitorName(form)}. We will answer within a day.`,
    );
    // A sent enquiry leaves an empty form; a refused one keeps what was typed.
    return reply
      .type(HTML)
      .send(await contactPage(new URLSearchParams(), outcome.ok ? null : form, result));
  });

  // SPEC 4.6, 7.6: the modal enquiry form (fragments/enquiry) posts to LOCKED_ACTION until the page
  // has judged the visitor human and given the form its real action and key.
  app.get(ANTIBOT_PATH, async (_request, reply) =>
    reply.header('Cache-Control', 'no-store').send(antibot.settings()),
  );
  const locked = async (reply: FastifyReply) =>
    reply
      .code(403)
      .type(HTML)
      .send(
        await render('message', {
          page_type: 'message',
          title: 'Form not sent',
          message:
            'This form needs JavaScript to check that you are not a robot. Please enable it, or call or email us.',
        }),
      );
  app.post(LOCKED_ACTION, async (_request, reply) => locked(reply));
  const enquiryFragment = (
    property: string | null,
    result: unknown,
    form: URLSearchParams | null,
  ) =>
    liquid.renderFile('fragments/enquiry', {
      form_id: MODAL_ENQUIRY_ID,
      locked_action: LOCKED_ACTION,
      property,
      listing: property ? site.listings.find((listing) => listing.propertyCode === property) : null,
      result,
      values: form ? Object.fromEntries(form) : {},
      lead_config: leadConfig({ ajax: true, optin: true }),
    });
  app.get('/fragments/enquiry', async (request, reply) =>
    reply.type(HTML).send(await enquiryFragment(queryOf(request).get('property'), null, null)),
  );
  app.post('/enquiry', async (request, reply) => {
    const form = formOf(request);
    if (!antibot.accepts(form)) return locked(reply);
    const outcome = checkEnquiry(form, true);
    const result = messages(
      outcome,
      `Thank you, ${visitorName(form)}. We will answer within a day.`,
    );
    return reply
      .type(HTML)
      .send(await enquiryFragment(form.get('property'), result, outcome.ok ? null : form));
  });

  // SPEC 3.15, 4.10: the review form, in a modal on a listing's page (opened by ?leaveReview).
  const reviewFragment = (property: string | null, result: unknown) =>
    liquid.renderFile('fragments/review', {
      property,
      result,
      review_config: leadConfig({ ajax: true }),
    });
  app.get('/fragments/review', async (request, reply) =>
    reply.type(HTML).send(await reviewFragment(queryOf(request).get('property'), null)),
  );
  app.post('/reviews', async (request, reply) => {
    const form = formOf(request);
    const outcome = checkReview(form);
    const result = messages(
      outcome,
      'Thank you for your review. It will appear once we have read it.',
    );
    return reply.type(HTML).send(await reviewFragment(form.get('property'), result));
  });

  // SPEC 2.7: the checkout of a free stay found by the availability form.
  const checkoutPage = async (
    listing: NonNullable<ReturnType<typeof site.listingsBySlug.get>>,
    query: URLSearchParams,
    extra: { problems?: CheckoutProblem[]; confirmed?: boolean; values?: object } = {},
  ) => {
    const checkout = {
      ...checkoutView(listing, query, today(), { confirmed: extra.confirmed === true }),
      ...extra,
    };
    return render('checkout', {
      page_type: 'checkout',
      title: checkoutTitle(listing.title, {
        step: 'step' in checkout ? checkout.step : null,
        problems: checkout.problems ?? [],
        confirmed: extra.confirmed === true,
      }),
      checkout,
    });
  };
  /**
   * A request for a step other than the one shown goes to the shown step's own address (303), on
   * the listing's own checkout path: not the request's, which in absolute form
   * (`GET http://elsewhere/checkout/…`) names another host and made this an open redirect.
   */
  const redirectTo = (listing: Listing, view: ReturnType<typeof checkoutView>) =>
    'redirect' in view && view.redirect
      ? `${listing.url.replace(/^\/rentals\//, '/checkout/')}${view.redirect}`
      : null;
  app.get<{ Params: { slug: string } }>('/checkout/:slug', async (request, reply) => {
    const listing = site.listingsBySlug.get(request.params.slug);
    if (!listing) return reply.callNotFound();
    const query = queryOf(request);
    const target = redirectTo(listing, checkoutView(listing, query, today()));
    if (target) return reply.redirect(target, 303);
    return reply.type(HTML).send(await checkoutPage(listing, query));
  });
  app.post<{ Params: { slug: string } }>('/checkout/:slug', async (request, reply) => {
    const listing = site.listingsBySlug.get(request.params.slug);
    if (!listing) return reply.callNotFound();
    const form = formOf(request);
    const query = new URLSearchParams(
      [...form].filter(([name]) => name !== 'name' && name !== 'email'),
    );
    query.set('step', '3');
    // The details alone request no booking: the stay must still be free and each cover chosen
    // (SPEC 4.9). A form sent after its dates were taken gets the page of its GET, its own
    // problem and title, not a confirmation ("Booking requested"); one without the covers goes
    // to step 2's address, as the GET does.
    const stay = checkoutView(listing, query, today());
    const target = redirectTo(listing, stay);
    if (target) return reply.redirect(target, 303);
    if (!('problems' in stay) || stay.problems.length > 0)
      return reply.type(HTML).send(await checkoutPage(listing, query));
    const problems = checkDetails(form);
    return reply.type(HTML).send(
      await checkoutPage(listing, query, {
        problems,
        confirmed: problems.length === 0,
        values: Object.fromEntries(form),
      }),
    );
  });
}
