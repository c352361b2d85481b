import { describe, expect, it } from 'vitest';
import { escapeHtml as escapeXml } from '../map/escape-html.js';
import { clusterSvg, pinSvg, svgDataUri } from './svg-pin.js';
import { parseSvgDataUri } from './test-support/svg-data-uri.js';

describe('escapeXml', () => {
  it('escapes the five XML specials', () => {
    expect(escapeXml(`a<b>&"c'`)).toBe('a&#60;b&#62;&#38;&#34;c&#39;');
  });
});

describe('svgDataUri', () => {
  it('percent-encodes the document, so # % and quotes cannot end the URI or the attribute', () => {
    const uri = svgDataUri('<svg fill="#c00">100% \'"</svg>');
    expect(uri).toBe("data:image/svg+xml,%3Csvg%20fill%3D%22%23c00%22%3E100%25%20'%22%3C%2Fsvg%3E");
    expect(decodeURIComponent(uri.slice('data:image/svg+xml,'.length))).toBe(
      '<svg fill="#c00">100% \'"</svg>',
    );
  });
});

describe('pinSvg', () => {
  it('draws a pin of the given size and fill with a white head dot when unlabelled', () => {
    const svg = parseSvgDataUri(svgDataUri(pinSvg('#1565c0', 18, 27)));
    expect([svg.getAttribute('width'), svg.getAttribute('height')]).toEqual(['18', '27']);
    expect(svg.getAttribute('viewBox')).toBe('0 0 24 36');
    expect(svg.querySelector('path')?.getAttribute('fill')).toBe('#1565c0');
    expect(svg.querySelector('circle')?.getAttribute('fill')).toBe('#fff');
    expect(svg.querySelector('text')).toBeNull();
  });

  it('writes a label, escaped, smaller for two characters', () => {
    const one = parseSvgDataUri(svgDataUri(pinSvg('#c62828', 24, 36, '7')));
    expect(one.querySelector('text')?.textContent).toBe('7');
    expect(one.querySelector('text')?.getAttribute('font-size')).toBe('12');
    const two = parseSvgDataUri(svgDataUri(pinSvg('#c62828', 24, 36, '<&')));
    expect(two.querySelector('text')?.textContent).toBe('<&');
    expect(two.querySelector('text')?.getAttribute('font-size')).toBe('10');
  });

  it('escapes the fill too', () => {
    const svg = parseSvgDataUri(svgDataUri(pinSvg('"><script/>', 24, 36)));
    expect(svg.querySelector('path')?.getAttribute('fill')).toBe('"><script/>');
    expect(svg.querySelector('script')).toBeNull();
  });
});

describe('clusterSvg', () => {
  it('draws a halo and a core of the given size', () => {
    const svg = parseSvgDataUri(svgDataUri(clusterSvg('#2e7d32', 66)));
    expect([svg.getAttribute('width'), svg.getAttribute('height')]).toEqual(['66', '66']);
    expect([...svg.querySelectorAll('circle')].map((c) => c.getAttribute('fill'))).toEqual([
      '#2e7d32',
      '#2e7d32',
    ]);
  });
});
