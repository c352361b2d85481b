/** The README's key tables name keys the widgets' parsers know (test-support/readme-keys.ts). */
import { describe, expect, it } from 'vitest';
import { parseAnalyticsConfig } from '../analytics/analytics-config.js';
import { parseFacetConfig } from '../facets/facet-config.js';
import { parseConfig as parseToastsConfig } from '../islands/toasts.js';
import { parseTourSliderConfig } from '../page/tour-slider/tour-slider-config.js';
import { parseResultsConfig } from '../results/results-config.js';
import {
  checkKeyTables,
  type KeyTable,
  readReadme,
  unknownKeys,
} from '../test-support/readme-keys.js';

const readme = readReadme(import.meta.url);

const TABLES: KeyTable[] = [
  ['### `results`', parseResultsConfig],
  ['### `facet`', parseFacetConfig],
  ['### `analytics`', parseAnalyticsConfig],
  ['### `tour-slider`', parseTourSliderConfig],
  ['### `toasts` and `showToast`', parseToastsConfig],
];

describe('README key tables', () => {
  checkKeyTables(readme, TABLES);

  it('catches a documented key the parser does not know', () => {
    expect(unknownKeys(['numvisible', 'num_visible'], parseResultsConfig)).toEqual(['num_visible']);
    expect(unknownKeys(['visibleNearby.centre'], parseTourSliderConfig)).toEqual([
      'visibleNearby.centre',
    ]);
    // A renamed object: the parser names it, not the key inside it.
    expect(unknownKeys(['visibleNearbi.centerArea'], parseTourSliderConfig)).toEqual([
      'visibleNearbi.centerArea',
    ]);
  });
});
