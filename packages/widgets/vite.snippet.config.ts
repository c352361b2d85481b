import { defineConfig } from 'vite';

/**
 * `dist/classic/tabs-deep-link.js`: the tabs' deep-link snippet that pages with tabs inline in
 * <head> (src/page/tabs/deep-link.ts). A build of its own, after the others (they empty their
 * folders): one minified IIFE without a source map, whose comment would point an inline script at
 * a file beside the page.
 */
export default defineConfig({
  build: {
    outDir: 'dist/classic',
    emptyOutDir: false,
    target: 'es2022',
    sourcemap: false,
    minify: true,
    lib: {
      entry: 'src/page/tabs/deep-link-inline.ts',
      formats: ['iife'],
      name: 'StayfrontTabsDeepLink',
      fileName: () => 'tabs-deep-link.js',
    },
  },
});
