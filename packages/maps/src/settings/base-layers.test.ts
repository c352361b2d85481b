import { describe, expect, it } from 'vitest';
import { parseMapSettings } from './parse-map-settings.js';

const CENTRE = { latitude: 50.33, longitude: -4.63 };
const issuesOf = (layer: Record<string, unknown>) => {
  const parsed = parseMapSettings({ ...CENTRE, baselayers: { Map: layer } });
  return 'issues' in parsed ? parsed.issues : [];
};

describe('baselayers: placeholders Leaflet cannot fill', () => {
  it('refuses a tile URL with any {name} but z, x, y, s, r and -y, naming it', () => {
    for (const url of [
      'https://tiles.example/{z}/{x}/{y}.png?key={apikey}',
      '/tiles/{z}/{x}/{y}{ext}',
      'https://tiles.example/{Z}/{z}/{x}/{y}.png',
    ]) {
      const issues = issuesOf({ url });
      expect(
        issues.map(({ path }) => path),
        url,
      ).toEqual(['$.baselayers.Map.url']);
      expect(issues[0]?.message, url).toMatch(/^\{\w+\} is not filled in/);
    }
  });

  it('accepts the ones Leaflet fills, {-y} (a TMS server) instead of {y} included', () => {
    for (const url of [
      'https://{s}.tiles.example/{z}/{x}/{y}{r}.png',
      '/tiles/{z}/{x}/{-y}.png',
      'https://tiles.example/{z}/{x}/{y}.png?key=abc123',
    ])
      expect(issuesOf({ url }), url).toEqual([]);
  });

  it('refuses {s} with no subdomains to fill it from', () => {
    expect(
      issuesOf({ url: 'https://{s}.tiles.example/{z}/{x}/{y}.png', subdomains: '' }).map(
        ({ path }) => path,
      ),
    ).toEqual(['$.baselayers.Map.subdomains']);
    expect(issuesOf({ url: '/tiles/{z}/{x}/{y}.png', subdomains: '' })).toEqual([]);
  });
});

describe('baselayers: none left', () => {
  it('refuses an empty set of base layers (a map of markers on grey)', () => {
    const parsed = parseMapSettings({ ...CENTRE, baselayers: {} });
    expect('issues' in parsed ? parsed.issues.map(({ path }) => path) : []).toEqual([
      '$.baselayers',
    ]);
  });
});
