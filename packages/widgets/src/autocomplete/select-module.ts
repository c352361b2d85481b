/**
 * What the autocomplete takes from react-select, and Emotion's provider with the style cache that
 * keeps react-select's rules out of `<style>` elements (a strict CSP blocks them): one module
 * imported on demand (select-parts.tsx). As one entry it needs no namespace helper in the
 * runtime chunk every search page loads (two separate imports of the provider and the cache cost
 * that chunk 60 B gzip).
 */
export { CacheProvider } from '@emotion/react';
export { components } from 'react-select';
export { default as AsyncSelect } from 'react-select/async';
export { selectStyleCache as styleCache } from '../select-styles/select-style-cache.js';
