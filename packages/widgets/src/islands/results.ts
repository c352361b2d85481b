/** `data-widget="results"`: the chunk the loader imports for it. */
import type { WidgetModule } from '@stayfront/loader';
import { MountConfigError } from '../config/mount-config-error.js';
import { findTemplate } from '../results/find-template.js';
import { Results } from '../results/Results.js';
import { parseResultsConfig, type ResultsConfig } from '../results/results-config.js';
import { searchIsland } from '../runtime/search-island.js';

const mountResults = searchIsland(Results);

export const parseConfig: WidgetModule<ResultsConfig>['parseConfig'] = parseResultsConfig;

/**
 * Without an item template or an `html_field` every item after the server's page would be empty:
 * the mount fails instead, naming `$.template`, and the server's page stays.
 */
export const mount: WidgetModule<ResultsConfig>['mount'] = async (element, context) => {
  const { template, html_field } = context.config;
  if (html_field === null && !findTemplate(element, template))
    throw new MountConfigError('results', {
      path: '$.template',
      message: template
        ? `no <template> matches "${template}"`
        : 'no <template> in the element, and no html_field',
    });
  return mountResults(element, context);
};
