/**
 * Deterministic things to do around the demo towns: events (with dates in the months after
 * `today`) and attractions (no dates).
 */

import { thingImageUrl } from './images.js';
import type { ThingToDo } from './listing.js';
import {
  ATTRACTION_TEMPLATES,
  EVENT_TEMPLATES,
  PLACE_PREFIXES,
  PLACE_SUFFIXES,
  type ThingTemplate,
} from './phrases.js';
import { createRandom, type Random } from './random.js';
import { slugify } from './text.js';
import { jitter, TOWNS, type Town } from './towns.js';

/** Things to do are nodes too; their ids start here so they never clash with listings. */
export const THING_NODE_OFFSET = 1_000_000;

const DAY_MS = 86_400_000;
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export interface ThingsToDoOptions {
  /**
   * Events start 3–180 days after this day (UTC). Defaults to today, so pass it for output that
   * is identical across days.
   */
  readonly today?: Date | undefined;
}

function formatDay(time: number): string {
  const date = new Date(time);
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

function fill(random: Random, template: ThingTemplate, town: Town, place: string): string {
  return random.pick(template.titles).replace('{town}', town.name).replace('{place}', place);
}

function generateOne(random: Random, n: number, today: number): ThingToDo {
  const kind = random.chance(0.5) ? 'event' : 'attraction';
  const template = random.pick(kind === 'event' ? EVENT_TEMPLATES : ATTRACTION_TEMPLATES);
  const town = random.pick(TOWNS);
  const place = `${random.pick(PLACE_PREFIXES)}${random.pick(PLACE_SUFFIXES)}`;
  const title = fill(random, template, town, place);
  const { latitude, longitude } = jitter(random, town);
  const sentences = random.sample(template.sentences, 2);
  let startDate: string | null = null;
  let endDate: string | null = null;
  if (kind === 'event') {
    const start = today + random.int(3, 180) * DAY_MS + random.int(9, 19) * 3_600_000;
    const days = random.int(0, 3);
    const end = start + days * DAY_MS + random.int(2, 5) * 3_600_000;
    startDate = new Date(start).toISOString();
    endDate = new Date(end).toISOString();
    sentences.push(
      days === 0
        ? `On ${formatDay(start)} in ${town.name}.`
        : `From ${formatDay(start)} to ${formatDay(end)} in ${town.name}.`,
    );
  } else {
    sentences.push(`Easy to reach from ${town.name}.`);
  }
  const key = `node/${THING_NODE_OFFSET + n}:en`;
  return {
    key,
    title,
    kind,
    category: template.category,
    description: sentences.join(' '),
    town: town.name,
    latitude,
    longitude,
    startDate,
    endDate,
    image: thingImageUrl(key),
    url: `/things-to-do/${slugify(title)}-${n}`,
  };
}

/** `count` things to do; same `(count, seed, today)` → same output. */
export function generateThingsToDo(
  count = 40,
  seed = 1,
  options: ThingsToDoOptions = {},
): ThingToDo[] {
  if (!Number.isInteger(count) || count < 0) {
    throw new RangeError(`generateThingsToDo: count must be a non-negative integer, got ${count}`);
  }
  const now = options.today ?? new Date();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const random = createRandom(seed ^ 0x7417);
  const things: ThingToDo[] = [];
  for (let n = 1; n <= count; n++) things.push(generateOne(random, n, today));
  return things;
}
