/**
 * The rental page's availability form over HTTP (SPEC 2.5, 3.12, 3.13): a GET form to the page
 * itself, the widget's settings, and the server's answer to a submitted range, so the page works
 * without JavaScript.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../src/server.js';
import { minimumStay, staySettings } from '../src/site/availability.js';
import { loadSiteData, type SiteData } from '../src/site/site-data.js';

let dir: string;
let site: SiteData;
let app: FastifyInstance;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'cms-host-availability-'));
  site = loadSiteData({ LISTINGS_COUNT: '20' }, dir);
  app = await createServer({ site, logger: false });
});
afterAll(async () => {
  await app?.close();
  site?.db.close();
  rmSync(dir, { recursive: true, force: true });
});

const listing = () => site.listings[2] as SiteData['listings'][number];
const page = async (query = '') =>
  (await app.inject({ method: 'GET', url: `${listing().url}${query}` })).body;
const today = () => new Date().toISOString().slice(0, 10);
const later = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const attribute = (html: string, name: string) =>
  new RegExp(`${name}="([^"]*)"`)
    .exec(html)?.[1]
    ?.replaceAll('&#34;', '"')
    .replaceAll('&amp;', '&');

describe('the rental page’s availability form', () => {
  it('is a GET form to the page with labelled date inputs, the coupon prefilled (SPEC 3.13)', async () => {
    const html = await page();
    const form = /<form id="availability-form"[^>]*>[\s\S]*?<\/form>/.exec(html)?.[0] ?? '';
    expect(form).toContain(`method="get" action="${listing().url}#availability"`);
    expect(form).toMatch(
      /<label for="availability-arrival">Check-In<\/label><input type="date" id="availability-arrival" name="arrival" value="" min="\d{4}-\d\d-\d\d"/,
    );
    expect(form).toContain('<label for="availability-departure">Check-Out</label>');
    expect(form).toContain('name="coupon" value="HARBOUR10"');
    expect(form).toContain('type="checkbox" id="availability-flex" name="flex" value="1"');
    expect(form).toContain('<button type="submit">Check availability</button>');
    expect(html).not.toContain('availability__answer');
  });

  it('hands the widget the listing’s settings (SPEC 3.12)', async () => {
    const html = await page();
    const element = /<div class="availability"[^>]*>/.exec(html)?.[0] ?? '';
    const config = JSON.parse(attribute(element, 'data-widget-config') ?? '{}');
    const year = Number(today().slice(0, 4));
    expect(config).toEqual({
      id: 'availability-form',
      eid: listing().key,
      ...staySettings(listing(), year),
      promo: 'HARBOUR10',
      calendar_collapsed: true,
    });
    expect(config.restr).toContainEqual({ bdt: `${year}-07-01`, edt: `${year}-08-31`, mn: 7 });
  });

  it('answers a submitted range, and checks it', async () => {
    const arrival = later(30);
    const minimum = minimumStay(staySettings(listing(), Number(today().slice(0, 4))), arrival);
    const short = await page(`?arrival=${arrival}&departure=${later(30 + minimum - 1)}`);
    expect(short).toContain(`The minimum stay for this check-in is ${minimum} nights.`);
    const answer = await page(
      `?arrival=${arrival}&departure=${later(30 + minimum)}&flex=1&coupon=`,
    );
    expect(answer).toMatch(
      new RegExp(
        `<strong>(Available</strong> for|Not available</strong> for those) ${minimum} nights`,
      ),
    );
    // The form keeps what was sent.
    expect(answer).toContain(`name="arrival" value="${arrival}"`);
    expect(answer).toContain('name="coupon" value=""');
    expect(answer).toMatch(/name="flex" value="1" checked/);
    expect(await page(`?arrival=${later(-2)}&departure=${later(5)}`)).toContain(
      'Check-in cannot be in the past.',
    );
    expect(await page('?arrival=2027-02-30&departure=x')).toContain('Choose a check-in date.');
  });

  it('shows a known promo code’s discount as a line of the quote, and says when a code is not valid', async () => {
    // A free week with a price (the server's own rule), eight weeks ahead or later.
    const priced = site.listings.find((l) => l.price !== null);
    if (!priced) throw new Error('no priced listing');
    let week = 8;
    const stay = () => `arrival=${later(week * 7)}&departure=${later(week * 7 + 7)}`;
    const get = async (query: string) =>
      (await app.inject({ method: 'GET', url: `${priced.url}?${query}` })).body;
    while (!(await get(stay())).includes('<strong>Available</strong>')) week += 1;
    const rent = Math.round(priced.price as number) * 7;
    const discount = Math.round(rent / 10);
    const quoted = await get(`${stay()}&coupon=harbour10`);
    expect(quoted).toContain(`<dt>Promo code HARBOUR10</dt><dd>−$${discount}</dd>`);
    expect(quoted).toContain(`<dt>Total before fees</dt><dd>$${rent - discount}</dd>`);
    // The quote is the rent; checkout adds fees and tax, so the page says so before Book now.
    expect(quoted).toMatch(/added at checkout\.<\/p>\s*<p><a class="button"/);
    expect(quoted).toContain(
      `${priced.url.replace('/rentals/', '/checkout/')}?${stay().replace('&', '&amp;')}&amp;coupon=HARBOUR10"`,
    );
    expect(quoted).not.toContain('availability-coupon-error');
    // A code the site does not know: the full price, a message under the field it describes.
    const wrong = await get(`${stay()}&coupon=HARBOUR11`);
    expect(wrong).toContain(`: $${rent} before fees.`);
    expect(wrong).not.toContain('Promo code HARBOUR11');
    expect(wrong).toContain(
      'name="coupon" value="HARBOUR11" autocomplete="off" aria-invalid="true" aria-describedby="availability-coupon-error">',
    );
    expect(wrong).toMatch(
      /<p class="availability__error" id="availability-coupon-error">This promo code is not valid/,
    );
    expect(wrong).not.toContain('coupon=HARBOUR11"');
  });

  it('escapes what it echoes', async () => {
    const html = await page('?coupon=%22%3E%3Cscript%3Ealert(1)%3C/script%3E');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('value="&#34;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
  });
});
