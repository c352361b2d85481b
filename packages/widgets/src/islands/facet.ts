/** `data-widget="facet"`: the chunk the loader imports for it. */
import type { WidgetModule } from '@stayfront/loader';
import { type FacetConfig, parseFacetConfig } from '../facets/facet-config.js';
import { mountFacet } from '../facets/mount-facet.js';

export const parseConfig: NonNullable<WidgetModule<FacetConfig>['parseConfig']> = parseFacetConfig;
export const mount: WidgetModule<FacetConfig>['mount'] = mountFacet;
