import { defineConfig } from 'vite';
import { TRIGGERS } from './src/directives/directive.js';

/**
 * The classic build in dist/classic/, minified, for <script src=… defer> in CMS templates:
 * `loader.js` (one IIFE; mode default), and the on-demand ES chunks it imports next to itself,
 * `directives/<trigger>.js` and `script-loader.js` (`--mode chunks`). Widget chunks are imported at run
 * time relative to loader.js, so nothing of theirs is bundled in. `--mode snippet`:
 * `hash-pending.js`, the snippet themers inline in <head> (src/hash-pending.ts): an IIFE without
 * a source map, whose comment would point an inline script at a file beside the page.
 */
export default defineConfig(({ mode }) => ({
  build: {
    outDir: 'dist/classic',
    emptyOutDir: false,
    target: 'es2022',
    sourcemap: mode !== 'snippet',
    // Terser rather than Vite's default (oxc): loader.js is on every page, and terser's passes
    // make it 1.2% smaller gzipped (2,582 -> 2,550 B), for a build a second slower.
    minify: 'terser',
    terserOptions: { ecma: 2020, compress: { passes: 3 }, format: { comments: false } },
    // Library mode leaves whitespace in ES output (for pure annotations a later bundler would
    // read); these chunks go to browsers as they are, so they are minified completely.
    ...(mode === 'chunks' ? { rolldownOptions: { output: { minify: true } } } : {}),
    lib:
      mode === 'chunks'
        ? {
            // One chunk per trigger: a page fetches only the triggers it uses.
            entry: {
              ...Object.fromEntries(
                TRIGGERS.map((name) => [`directives/${name}`, `src/directives/${name}.ts`]),
              ),
              'script-loader': 'src/script-loader.ts',
            },
            formats: ['es'],
          }
        : mode === 'snippet'
          ? {
              entry: 'src/hash-pending-inline.ts',
              formats: ['iife'],
              name: 'StayfrontHashPending',
              fileName: () => 'hash-pending.js',
            }
          : {
              entry: 'src/classic.ts',
              formats: ['iife'],
              name: 'StayfrontLoader',
              fileName: () => 'loader.js',
            },
  },
}));
