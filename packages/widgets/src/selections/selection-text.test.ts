import { validateSearchConfig } from '@stayfront/search-core';
import { createMessages } from '@stayfront/search-core/messages';
import { describe, expect, it } from 'vitest';
import { selectedValueText } from '../facets/item-text.js';
import { chipParts, partsText, rangeText } from './selection-text.js';

const chipText = (messages: Parameters<typeof chipParts>[0], facet: string, value: string | null) =>
  partsText(chipParts(messages, facet, value));

describe('selection text (the chips, also worded by a server)', () => {
  const english = createMessages();

  it('joins the label and the value with selections.chip, or gives the label alone', () => {
    expect(chipText(english, 'Town', 'St Ives')).toBe('Town: St Ives');
    expect(chipText(english, 'Pets allowed', null)).toBe('Pets allowed');
    const french = createMessages({ 'selections.chip': '{facet}\u00a0: {value}' }, 'fr');
    expect(chipText(french, 'Prix', 'à partir de 100')).toBe('Prix\u00a0: à partir de 100');
    expect(chipParts(french, 'Prix', '100')).toEqual([
      { type: 'facet', text: 'Prix' },
      { type: 'text', text: '\u00a0: ' },
      { type: 'value', text: '100' },
    ]);
  });

  it('never reads placeholders inside a label or a value', () => {
    expect(chipText(english, 'Size {value}', '{facet}')).toBe('Size {value}: {facet}');
  });

  it('words ranges, open ends and toggles as the widgets do', () => {
    expect(rangeText(english, { from: '100', to: '200' })).toBe('100 – 200');
    expect(rangeText(english, { from: '100', to: '*' })).toBe('from 100');
    expect(rangeText(english, { from: '*', to: '200' })).toBe('up to 200');
    expect(rangeText(english, { from: '*', to: '*' })).toBe('any value');
    const [toggle] = validateSearchConfig(
      {
        solr: { url: '/search/proxy' },
        facets: [{ field: 'bs_pets', label: 'Pets allowed', display: 'toggle' }],
      },
      { name: 'main', warn: () => {} },
    ).facets;
    expect(selectedValueText(english, toggle, 'true')).toBeNull();
    expect(selectedValueText(english, toggle, 'false')).toBe('false');
    expect(selectedValueText(english, undefined, null)).toBe('(none)');
  });
});
