import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  imageToken,
  listingImageSvg,
  listingImageUrl,
  thingImageSvg,
  thingImageUrl,
} from './images.js';

/** A tiny well-formedness check: balanced tags, quoted attributes, no stray `<` or `&`. */
function wellFormed(svg: string): string | null {
  if (!svg.startsWith('<svg ')) return 'does not start with <svg';
  const stack: string[] = [];
  const tag = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/y;
  let i = 0;
  while (i < svg.length) {
    const lt = svg.indexOf('<', i);
    const text = svg.slice(i, lt === -1 ? svg.length : lt);
    if (/&(?!(amp|lt|gt|quot|apos);)/.test(text)) return `bad entity in ${text}`;
    if (lt === -1) break;
    tag.lastIndex = lt;
    const m = tag.exec(svg);
    if (!m) return `bad tag at ${lt}: ${svg.slice(lt, lt + 40)}`;
    const [, close, name, , selfClosing] = m;
    if (close) {
      if (stack.pop() !== name) return `unbalanced </${name}>`;
    } else if (!selfClosing) stack.push(name as string);
    i = tag.lastIndex;
    if (stack.length === 0) return i === svg.length ? null : 'content after </svg>';
  }
  return 'unclosed tags';
}

function checkSvg(svg: string): void {
  expect(wellFormed(svg)).toBeNull();
  expect(svg).toMatch(/<title id="[^"]+">[^<]+<\/title>/);
  expect(svg).toContain('width="800"');
  expect(svg).toContain('height="533"');
  expect(svg.replaceAll('xmlns="http://www.w3.org/2000/svg"', '')).not.toMatch(
    /https?:|url\((?!#)/,
  );
  expect(svg).not.toMatch(/<(script|text|image|foreignObject|style)\b|font/);
  expect(svg.length).toBeLessThan(8_000);
}

describe('listing images', () => {
  it('are well-formed, accessible, self-contained SVGs', () => {
    for (let n = 1; n <= 40; n++) {
      for (let index = 1; index <= 6; index++) checkSvg(listingImageSvg(`node/${n}:en`, index));
    }
  });

  it('are deterministic and differ by key and index', () => {
    const svg = listingImageSvg('node/12:en', 2);
    expect(listingImageSvg('node/12:en', 2)).toBe(svg);
    expect(listingImageSvg('node-12-en', 2)).toBe(svg);
    expect(listingImageSvg('node/12:en', 3)).not.toBe(svg);
    expect(listingImageSvg('node/13:en', 2)).not.toBe(svg);
  });

  it('escape a custom title', () => {
    const svg = listingImageSvg('node/1:en', 1, 'Fish & Chips <Cottage>');
    checkSvg(svg);
    expect(svg).toContain('Fish &amp; Chips &lt;Cottage&gt;');
  });

  it('any key gives a valid SVG', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 6 }), (key, index) => {
        expect(wellFormed(listingImageSvg(key, index))).toBeNull();
        expect(imageToken(key)).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      }),
      { numRuns: 200 },
    );
  });

  it('URLs use the key token', () => {
    expect(imageToken('node/12:en')).toBe('node-12-en');
    expect(imageToken(imageToken('node/12:en'))).toBe('node-12-en');
    expect(listingImageUrl('node/12:en', 3)).toBe('/images/listings/node-12-en-3.svg');
    expect(thingImageUrl('node/1000001:en')).toBe('/images/things/node-1000001-en.svg');
  });
});

describe('thing images', () => {
  it('are well-formed, deterministic and varied', () => {
    const svgs = new Set<string>();
    for (let n = 1; n <= 40; n++) {
      const svg = thingImageSvg(`node/${1_000_000 + n}:en`);
      checkSvg(svg);
      expect(thingImageSvg(`node/${1_000_000 + n}:en`)).toBe(svg);
      svgs.add(svg);
    }
    expect(svgs.size).toBe(40);
    const kinds = [...svgs].map((svg) => (svg.includes('lighthouse') ? 'lighthouse' : 'boat'));
    expect(new Set(kinds).size).toBe(2);
  });
});
