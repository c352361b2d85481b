import { describe, expect, it } from 'vitest';
import { generateThingsToDo, TOWNS } from './generate-listings.js';
import { THING_NODE_OFFSET } from './things-to-do.js';

const today = new Date('2025-06-10T15:30:00Z');
const DAY_MS = 86_400_000;

describe('generateThingsToDo', () => {
  const things = generateThingsToDo(40, 1, { today });

  it('makes 40 by default, or as many as asked', () => {
    expect(things).toHaveLength(40);
    expect(generateThingsToDo(5, 1, { today })).toHaveLength(5);
    expect(generateThingsToDo(undefined, undefined, { today })).toEqual(things);
    expect(() => generateThingsToDo(1.5)).toThrow(RangeError);
  });

  it('is deterministic for a seed and a day', () => {
    expect(generateThingsToDo(40, 1, { today: new Date('2025-06-10T01:00:00Z') })).toEqual(things);
    expect(generateThingsToDo(40, 2, { today })).not.toEqual(things);
  });

  it('has events and attractions around the demo towns', () => {
    expect(things.some((t) => t.kind === 'event')).toBe(true);
    expect(things.some((t) => t.kind === 'attraction')).toBe(true);
    for (const thing of things) {
      const town = TOWNS.find((t) => t.name === thing.town);
      expect(town).toBeDefined();
      expect(Math.abs(thing.latitude - (town?.latitude ?? 0))).toBeLessThan(0.03);
      expect(Math.abs(thing.longitude - (town?.longitude ?? 0))).toBeLessThan(0.045);
      expect(thing.title.length).toBeGreaterThan(3);
      expect(thing.category).not.toBe('');
      expect(thing.description.split('. ').length).toBeGreaterThanOrEqual(3);
    }
  });

  it('events are dated in the next months; attractions have no dates', () => {
    const start = Date.UTC(2025, 5, 10);
    for (const thing of things) {
      if (thing.kind === 'attraction') {
        expect(thing.startDate).toBeNull();
        expect(thing.endDate).toBeNull();
        continue;
      }
      const from = Date.parse(thing.startDate ?? '');
      const to = Date.parse(thing.endDate ?? '');
      expect(from).toBeGreaterThan(start + 2 * DAY_MS);
      expect(from).toBeLessThan(start + 181 * DAY_MS);
      expect(to).toBeGreaterThan(from);
      expect(to - from).toBeLessThan(4 * DAY_MS);
    }
  });

  it('keys, images and URLs are unique and site-relative', () => {
    expect(new Set(things.map((t) => t.key)).size).toBe(40);
    expect(new Set(things.map((t) => t.url)).size).toBe(40);
    expect(things[0]?.key).toBe(`node/${THING_NODE_OFFSET + 1}:en`);
    for (const thing of things) {
      expect(thing.image).toMatch(/^\/images\/things\/[a-z0-9-]+\.svg$/);
      expect(thing.url).toMatch(/^\/things-to-do\/[a-z0-9-]+$/);
    }
  });
});
