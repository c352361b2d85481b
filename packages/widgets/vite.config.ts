import { defineConfig } from 'vite';

// ESM build for sites with a bundler: components, hooks and the widget modules; React, search-core
// and the other dependencies are left to the site's bundler.
export default defineConfig({
  resolve: { conditions: ['source'] },
  build: {
    // `share-links`, `selection-text`: plain functions a site's server can call too (e.g. to
    // render the share links itself, so the share form keeps their room from the start; to word
    // its no-JavaScript selection chips as the selections widget will).
    lib: {
      entry: {
        index: 'src/index.ts',
        'share-links': 'src/page/share-form/share-links.ts',
        'selection-text': 'src/selections/chips.ts',
      },
      formats: ['es'],
    },
    target: 'es2022',
    sourcemap: true,
    minify: false,
    rolldownOptions: {
      external: [
        /^react($|\/)/,
        /^react-dom($|\/)/,
        /^@stayfront\//,
        /^react-select/,
        /^@emotion\//,
        /^@floating-ui\//,
        /^dompurify/,
        // notyf's code, not its stylesheet: `notyf.min.css?inline` is a Vite query that webpack,
        // esbuild and Node cannot read, so its text is built in (scripts/check-packed-entries.mjs).
        /^notyf(?!.*\.css\?inline$)/,
      ],
    },
  },
});
