/**
 * The demo's enquiry, review and checkout endpoints over HTTP (Fastify's inject): what a browser
 * without JavaScript gets, and what the lead-form widget reads from an AJAX answer.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../src/server.js';
import { answerRange } from '../src/site/availability.js';
import { ANTIBOT_PATH, HONEYPOT_TOKEN, LOCKED_ACTION } from '../src/site/leads.js';
import { loadSiteData, type SiteData } from '../src/site/site-data.js';

let dir: string;
let site: SiteData;
let app: FastifyInstance;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'cms-host-leads-'));
  site = loadSiteData({ LISTINGS_COUNT: '40' }, dir);
  app = await createServer({ site, logger: false, rateLimit: { perSecond: 1000, burst: 1000 } });
});
afterAll(async () => {
  await app?.close();
  site?.db.close();
  rmSync(dir, { recursive: true, force: true });
});

const post = (url: string, fields: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
const enquiry = {
  full_name: 'Ada',
  email: 'ada@example.test',
  message: 'Is the cottage free at Easter?',
  bt_leads_optin: '1',
};
/** The answer's messages block (the element the lead-form widget reads). */
const resultOf = (html: string) =>
  /<(div|ul) class="messages[^>]*data-lead-result[\s\S]*?<\/\1>/.exec(html)?.[0] ?? '';

describe('the contact page enquiry (SPEC 2.6, 5.1)', () => {
  it('thanks a complete enquiry and leaves an empty form', async () => {
    const response = await post('/contact', { ...enquiry, honeypot_time: `${HONEYPOT_TOKEN}|12` });
    expect(response.statusCode).toBe(200);
    expect(resultOf(response.body)).toContain('Thank you, Ada.');
    expect(resultOf(response.body)).toContain('data-type="success"');
    expect(response.body).not.toContain('value="ada@example.test"');
  });

  it('refuses an enquiry without the opt-in with the SPEC text, keeping what was typed', async () => {
    const { bt_leads_optin: _, ...withoutOptin } = enquiry;
    const response = await post('/contact', withoutOptin);
    expect(response.statusCode).toBe(200);
    expect(resultOf(response.body)).toContain('Please accept the terms to proceed.');
    expect(resultOf(response.body)).toContain('role="alert"');
    expect(response.body).toContain('value="ada@example.test"');
  });

  it.each([
    [`${HONEYPOT_TOKEN}|0`, 'That was very quick.'],
    ['other|30', 'The form could not be checked.'],
    [`${HONEYPOT_TOKEN}|x`, 'The form could not be checked.'],
  ])('refuses the honeypot time %s', async (honeypot, text) => {
    const response = await post('/contact', { ...enquiry, honeypot_time: honeypot });
    expect(response.statusCode).toBe(200);
    expect(resultOf(response.body)).toContain(text);
  });

  it('offers each property as value::url opening this form for it (SPEC 3.16, 7.8)', async () => {
    const listing = site.listings[3] as SiteData['listings'][number];
    const page = (await app.inject(`/contact?property=${listing.propertyCode}`)).body;
    const code = encodeURIComponent(listing.propertyCode);
    expect(page).toContain(`value="${listing.propertyCode}::/contact?property=${code}" selected`);
  });
});

describe('the modal enquiry form behind the anti-bot unlock (SPEC 4.6, 7.6)', () => {
  it('is served locked, and the unlock answer gives its real action and a key', async () => {
    const fragment = (await app.inject('/fragments/enquiry')).body;
    expect(fragment).toMatch(/<form[^>]+id="bt-leads-rental-enquiry"[^>]+action="\/antibot"/);
    const unlock = await app.inject(ANTIBOT_PATH);
    expect(unlock.headers['cache-control']).toBe('no-store');
    const settings = unlock.json() as Record<string, { action: string; key: string }>;
    expect(settings['bt-leads-rental-enquiry']?.action).toBe('/enquiry');
    expect(settings['bt-leads-rental-enquiry']?.key).toMatch(/^[\w-]{20,}$/);
  });

  it('refuses a post to the locked action and one with a wrong key; accepts the real key', async () => {
    expect((await post(LOCKED_ACTION, enquiry)).statusCode).toBe(403);
    expect((await post('/enquiry', { ...enquiry, antibot_key: 'guess' })).statusCode).toBe(403);
    const { key } = (await app.inject(ANTIBOT_PATH)).json()['bt-leads-rental-enquiry'] as {
      key: string;
    };
    const sent = await post('/enquiry', { ...enquiry, antibot_key: key });
    expect(sent.statusCode).toBe(200);
    expect(resultOf(sent.body)).toContain('Thank you, Ada.');
  });
});

describe('the review form (SPEC 3.15)', () => {
  it('thanks a complete review and lists every missing part of an incomplete one', async () => {
    const sent = await post('/reviews', {
      'review_info[rating]': '5',
      headline: 'Lovely',
      comment_body: 'We slept to the sound of the sea.',
    });
    expect(sent.statusCode).toBe(200);
    expect(resultOf(sent.body)).toContain('Thank you for your review.');
    const refused = await post('/reviews', { 'review_info[rating]': '9' });
    expect(refused.statusCode).toBe(200);
    for (const text of ['rating from 1 to 5', 'headline', 'write your review'])
      expect(resultOf(refused.body)).toContain(text);
  });
});

describe('the checkout (SPEC 2.7, 3.17)', () => {
  const today = new Date().toISOString().slice(0, 10);
  /** A free week for a listing with a price, found with the availability form's own rule. */
  function freeStay() {
    for (const listing of site.listings.filter((l) => l.price !== null))
      for (let week = 8; week < 60; week++) {
        const from = new Date(Date.now() + week * 7 * 86_400_000).toISOString().slice(0, 10);
        const to = new Date(Date.now() + (week * 7 + 7) * 86_400_000).toISOString().slice(0, 10);
        const query = new URLSearchParams({ arrival: from, departure: to });
        if (answerRange(listing, query, today)?.state === 'available')
          return { path: listing.url.replace('/rentals/', '/checkout/'), query };
      }
    throw new Error('no free week');
  }

  it('shows step 1 with one current step, the fees and the total', async () => {
    const { path, query } = freeStay();
    const page = (await app.inject(`${path}?${query}`)).body;
    expect(page.match(/aria-current="step"/g)).toHaveLength(1);
    expect(page).toMatch(
      /aria-current="step" data-state="current"><span class="checkout__step-number">1<\/span> <span class="checkout__step-label">Your stay/,
    );
    expect(page).toContain('data-fees-toggle');
    expect(page).toContain('Cleaning fee');
    expect(page).toContain('&#34;step&#34;:1');
    // The stay's days as a guest reads them, each a <time> with its ISO day (at 320 px the ISO
    // day alone broke at its hyphens).
    const day = (iso: string) =>
      new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', {
        weekday: 'short',
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        timeZone: 'UTC',
      });
    const arrival = query.get('arrival') as string;
    const departure = query.get('departure') as string;
    expect(page).toContain(
      `7 nights, from <time datetime="${arrival}">${day(arrival)}</time> to <time datetime="${departure}">${day(departure)}</time>.`,
    );
    expect(day(arrival)).toMatch(/^[A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  });

  /** A 303's address, which must be the path's own step 2 with the answers given, then its page. */
  const followStepTwo = async (
    answer: Awaited<ReturnType<typeof app.inject>>,
    path: string,
    query: URLSearchParams,
  ) => {
    // The address says the step shown: step=3 showing step 2 made a reload or Back step 3's.
    expect(answer.statusCode).toBe(303);
    const location = String(answer.headers.location);
    expect(location.startsWith(`${path}?`)).toBe(true);
    const sent = new URLSearchParams(location.split('?')[1]);
    expect(sent.get('step')).toBe('2');
    expect(sent.get('incomplete')).toBe('1');
    for (const name of ['arrival', 'departure', 'guests'])
      expect(sent.get(name)).toBe(query.get(name) ?? '2');
    return (await app.inject(location)).body;
  };

  it('sends a step 3 without an insurance choice back to step 2’s address; a decline declines every cover', async () => {
    const { path, query } = freeStay();
    query.set('step', '3');
    // An answer already given goes along (WCAG 3.3.7), the one missing is the problem.
    query.set('charges[insurance][damage]', '-1');
    const back = await followStepTwo(await app.inject(`${path}?${query}`), path, query);
    expect(back).toContain('name="charges[insurance][damage]" value="-1" checked');
    expect(back).toContain('<title>Error: Step 2 of 3: Travel insurance – Book ');
    expect(back).toContain('Choose yes or no for cancellation cover, or decline travel insurance.');
    expect(back).not.toContain('Choose yes or no for accidental damage cover');
    expect(back).toMatch(
      /aria-current="step" data-state="current"><span class="checkout__step-number">2/,
    );
    // The step before is said to be done without JavaScript too, marked for the widget to keep.
    expect(back).toMatch(
      /data-state="complete"><a href="[^"]*step=1">.*Your stay<\/span><span class="visually-hidden" data-checkout-step-note> \(completed\)<\/span><\/a>/,
    );
    expect(back).toContain('data-state="upcoming"><span class="checkout__step-number">3');
    // Step 2's own address without the marker: no problem shown before the visitor goes on.
    const fresh = new URLSearchParams(query);
    fresh.set('step', '2');
    const stepTwo = await app.inject(`${path}?${fresh}`);
    expect(stepTwo.statusCode).toBe(200);
    expect(stepTwo.body).not.toContain('Choose yes or no for');
    expect(stepTwo.body).toContain('<title>Step 2 of 3: Travel insurance – Book ');
    query.set('charges[decline_insurance]', '1');
    const declined = (await app.inject(`${path}?${query}`)).body;
    expect(declined).toMatch(
      /aria-current="step" data-state="current"><span class="checkout__step-number">3/,
    );
    expect(declined).toContain('name="charges[insurance][cancellation]" value="-1"');
  });

  it('redirects to this site’s own checkout, whatever host an absolute-form request names', async () => {
    // `GET http://elsewhere/… HTTP/1.1` reaches the route (Node keeps the absolute URL in
    // request.url, which inject cannot send): the 303 went to http://evil.example/checkout/….
    const { path, query } = freeStay();
    query.set('step', '3');
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const head = await new Promise<string>((resolve, reject) => {
      let received = '';
      const socket = connect(port, '127.0.0.1', () =>
        socket.write(
          `GET http://evil.example${path}?${query} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
        ),
      );
      socket.on('data', (chunk) => {
        received += chunk.toString();
      });
      socket.on('end', () => resolve(received));
      socket.on('error', reject);
    });
    expect(head).toMatch(/^HTTP\/1\.1 303 /);
    const location = /^location: (.*)$/im.exec(head)?.[1]?.trim() ?? '';
    expect(location.startsWith(`${path}?`)).toBe(true);
    expect(new URLSearchParams(location.split('?')[1]).get('step')).toBe('2');
  });

  it('adds an accepted cover to the total and confirms the details', async () => {
    const { path, query } = freeStay();
    query.set('step', '3');
    query.set('charges[insurance][cancellation]', '1');
    query.set('charges[insurance][damage]', '-1');
    const page = (await app.inject(`${path}?${query}`)).body;
    expect(page).toContain('Travel insurance</dt><dd>$49</dd>');
    const confirmed = await post(`${path}`, {
      ...Object.fromEntries(query),
      name: 'Ada',
      email: 'ada@example.test',
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain('Your booking request is in');
    // Every step done, none current, no step in the widget's config: the confirmation sends no
    // checkout step again (SPEC 7.12).
    expect(confirmed.body).not.toContain('aria-current="step"');
    expect(confirmed.body).not.toContain('&#34;step&#34;');
    expect(confirmed.body).toContain('&#34;products&#34;');
    const refused = await post(`${path}`, { ...Object.fromEntries(query), name: '', email: 'x' });
    expect(refused.statusCode).toBe(200);
    expect(refused.body).toContain('Please enter a valid email address.');
    expect(refused.body).toMatch(
      /aria-current="step" data-state="current"><span class="checkout__step-number">3/,
    );
    expect(refused.body).toContain('&#34;step&#34;:3');
  });

  it('requests no booking from details alone: the stay must still be free and each cover chosen', async () => {
    const { path, query } = freeStay();
    const details = { name: 'Ada', email: 'ada@example.test' };
    // A step 3 form sent after its dates were taken (or with dates never free): the page says
    // so, and its title does not tell a screen reader the booking was requested.
    const taken = await post(path, {
      ...details,
      arrival: '2000-01-01',
      departure: '2000-01-08',
      step: '3',
      'charges[decline_insurance]': '1',
    });
    expect(taken.body).toContain('Those dates are not available any more');
    expect(taken.body).not.toContain('Booking requested');
    expect(taken.body).toContain(`<title>Choose your dates – Book `);
    // Sent without a choice for each cover: step 2 again, its problem and its title, not a
    // confirmation.
    query.set('step', '3');
    const answer = await post(path, { ...Object.fromEntries(query), ...details });
    const unchosen = { body: await followStepTwo(answer, path, query) };
    expect(unchosen.body).not.toContain('Your booking request is in');
    expect(unchosen.body).not.toContain('Booking requested');
    expect(unchosen.body).toContain(
      'Choose yes or no for cancellation cover, or decline travel insurance.',
    );
    expect(unchosen.body).toContain(
      'Choose yes or no for accidental damage cover, or decline travel insurance.',
    );
    expect(unchosen.body).toContain('<title>Error: Step 2 of 3: Travel insurance – Book ');
    expect(unchosen.body).toMatch(
      /aria-current="step" data-state="current"><span class="checkout__step-number">2/,
    );
  });

  it('shows a known promo code on every step, carried by its forms; drops one it does not know', async () => {
    const { path, query } = freeStay();
    query.set('coupon', 'harbour10');
    const stepOne = (await app.inject(`${path}?${query}`)).body;
    expect(stepOne).toMatch(/<dt>Promo code HARBOUR10<\/dt><dd>−\$\d+<\/dd>/);
    expect(stepOne).toContain('<input type="hidden" name="coupon" value="HARBOUR10">');
    query.set('step', '2');
    const stepTwo = (await app.inject(`${path}?${query}`)).body;
    expect(stepTwo).toContain('<input type="hidden" name="coupon" value="HARBOUR10">');
    query.set('step', '3');
    query.set('charges[decline_insurance]', '1');
    const stepThree = (await app.inject(`${path}?${query}`)).body;
    expect(stepThree).toContain('<input type="hidden" name="coupon" value="HARBOUR10">');
    const confirmed = await post(path, {
      ...Object.fromEntries(query),
      name: 'Ada',
      email: 'ada@example.test',
    });
    expect(confirmed.body).toContain('Your booking request is in');
    expect(confirmed.body).toContain('<dt>Promo code HARBOUR10</dt>');
    // Changed in the address: dropped, said, and not carried on.
    query.set('coupon', 'HARBOUR99');
    const tampered = (await app.inject(`${path}?${query}`)).body;
    expect(tampered).toContain('The promo code in this address is not valid');
    expect(tampered).not.toContain('Promo code HARBOUR99');
    expect(tampered).not.toContain('name="coupon"');
  });

  it('refuses dates that are not free', async () => {
    const { path } = freeStay();
    const page = (await app.inject(`${path}?arrival=2000-01-01&departure=2000-01-08`)).body;
    expect(page).toContain('Those dates are not available any more');
  });
});

describe('call tracking (SPEC 7.11)', () => {
  it('sets the tracked number cookie for a visit from a paid ad only', async () => {
    expect((await app.inject('/contact?utm_medium=cpc')).headers['set-cookie']).toMatch(
      /^calltrk_number=\d{10}; Path=\/; SameSite=Lax$/,
    );
    expect((await app.inject('/contact')).headers['set-cookie']).toBeUndefined();
  });
});
