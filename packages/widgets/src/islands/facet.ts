/** `data-widget="facet"`: the chunk the loader imports for it. */
export { parseFacetConfig as parseConfig } from '../facets/facet-config.js';
export { mountFacet as mount } from '../facets/mount-facet.js';
