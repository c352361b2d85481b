import { defineConfig } from 'vite';

// The classic loader.js: one IIFE themers add with <script src=… defer>, minified. Its widget
// chunks are imported at run time relative to its own URL, so nothing is bundled into it.
export default defineConfig({
  build: {
    emptyOutDir: false,
    lib: {
      entry: 'src/classic.ts',
      formats: ['iife'],
      name: 'StayfrontLoader',
      fileName: () => 'loader.js',
    },
    target: 'es2022',
    sourcemap: true,
    minify: true,
  },
});
