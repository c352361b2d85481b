import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { generateListings } from './generate-listings.js';
import { canonicalJson, fingerprint, loadListings } from './listings-source.js';

const fixture = fileURLToPath(new URL('../../test/fixtures/albany-listings.json', import.meta.url));

describe('loadListings', () => {
  it('generates 500 demo listings by default', () => {
    const { listings, source } = loadListings({});
    expect(listings).toHaveLength(500);
    expect(listings).toEqual(generateListings(500, 1));
    expect(source).toBe('generated (500 listings, seed 1)');
  });

  it('honours LISTINGS_COUNT and LISTINGS_SEED', () => {
    const { listings, source } = loadListings({ LISTINGS_COUNT: '25', LISTINGS_SEED: '9' });
    expect(listings).toEqual(generateListings(25, 9));
    expect(source).toBe('generated (25 listings, seed 9)');
    expect(() => loadListings({ LISTINGS_COUNT: 'lots' })).toThrow(/LISTINGS_COUNT/);
    expect(() => loadListings({ LISTINGS_COUNT: '-3' })).toThrow(/LISTINGS_COUNT/);
  });

  it('imports LISTINGS_FILE, resolving a relative path from the working directory', () => {
    const path = relative(process.cwd(), fixture);
    expect(path.startsWith('/')).toBe(false);
    const { listings, source } = loadListings({ LISTINGS_FILE: path });
    expect(listings).toHaveLength(421);
    expect(listings[0]?.key).toBe('node/2992450:en');
    expect(listings[0]?.region).toBe('Albany, NY');
    expect(source).toBe(`file ${fixture} (421 imported, 0 skipped)`);
  });

  it('limits the import with LISTINGS_COUNT and sets LISTINGS_REGION', () => {
    const { listings } = loadListings({
      LISTINGS_FILE: fixture,
      LISTINGS_COUNT: '12',
      LISTINGS_REGION: 'Capital District',
    });
    expect(listings).toHaveLength(12);
    expect(listings.every((l) => l.region === 'Capital District')).toBe(true);
  });

  it('says which file it could not read', () => {
    expect(() => loadListings({ LISTINGS_FILE: 'no/such/listings.json' })).toThrow(
      /LISTINGS_FILE: cannot read .*no\/such\/listings\.json/,
    );
  });
});

describe('fingerprint', () => {
  const listings = generateListings(50);

  it('is a sha256 hex digest, stable for equal data', () => {
    const print = fingerprint(listings);
    expect(print).toMatch(/^[0-9a-f]{64}$/);
    expect(fingerprint(generateListings(50))).toBe(print);
    expect(fingerprint(structuredClone(listings))).toBe(print);
  });

  it('ignores key order but sees any change', () => {
    const reordered = listings.map((l) => Object.fromEntries(Object.entries(l).reverse()));
    expect(fingerprint(reordered as unknown as typeof listings)).toBe(fingerprint(listings));
    const changed = listings.map((l, i) => (i === 10 ? { ...l, price: (l.price ?? 0) + 1 } : l));
    expect(fingerprint(changed)).not.toBe(fingerprint(listings));
    expect(fingerprint(listings.slice(1))).not.toBe(fingerprint(listings));
    expect(fingerprint(generateListings(50, 2))).not.toBe(fingerprint(listings));
  });

  it('canonicalJson sorts keys and matches JSON.stringify otherwise', () => {
    expect(canonicalJson({ b: 1, a: [true, null, 'x'], c: { z: 1, y: undefined } })).toBe(
      '{"a":[true,null,"x"],"b":1,"c":{"z":1}}',
    );
    expect(JSON.parse(canonicalJson(listings))).toEqual(JSON.parse(JSON.stringify(listings)));
  });
});
