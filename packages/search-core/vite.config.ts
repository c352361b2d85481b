import { defineConfig } from 'vite';

// Library build: ESM entries, dependencies left to the consumer's bundler. The main entry imports
// the ranking re-sort (ranking/ranked-ids.ts, with ranking.ts) dynamically, so it stays a separate
// chunk.
export default defineConfig({
  build: {
    lib: {
      entry: {
        index: 'src/index.ts',
        facets: 'src/facets/index.ts',
        results: 'src/results/index.ts',
        autocomplete: 'src/autocomplete/index.ts',
        legacy: 'src/legacy/index.ts',
        messages: 'src/i18n/index.ts',
        ranking: 'src/ranking/index.ts',
        spellcheck: 'src/spellcheck/index.ts',
      },
      formats: ['es'],
    },
    sourcemap: true,
    minify: false,
    target: 'es2022',
    rolldownOptions: { external: [/^zustand/] },
  },
});
