import { defineConfig } from 'vite';

/**
 * The classic build in dist/classic/, minified, for <script src=… defer> in CMS templates:
 * `loader.js` (one IIFE; mode default), and the on-demand ES chunks it imports next to itself,
 * `directives.js` and `script-loader.js` (`--mode chunks`). Widget chunks are imported at run
 * time relative to loader.js, so nothing of theirs is bundled in.
 */
export default defineConfig(({ mode }) => ({
  build: {
    outDir: 'dist/classic',
    emptyOutDir: false,
    target: 'es2022',
    sourcemap: true,
    minify: true,
    lib:
      mode === 'chunks'
        ? {
            entry: {
              directives: 'src/directives/index.ts',
              'script-loader': 'src/script-loader.ts',
            },
            formats: ['es'],
          }
        : {
            entry: 'src/classic.ts',
            formats: ['iife'],
            name: 'StayfrontLoader',
            fileName: () => 'loader.js',
          },
  },
}));
