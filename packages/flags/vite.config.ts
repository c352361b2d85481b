import { defineConfig } from 'vite';

// ESM build for sites with a bundler; React, Stayfront packages and the other dependencies are
// left to the site's bundler. The classic chunks are built with the search widgets (see README).
export default defineConfig({
  build: {
    lib: { entry: { index: 'src/index.ts' }, formats: ['es'] },
    target: 'es2022',
    sourcemap: true,
    minify: false,
    rolldownOptions: {
      external: [
        /^react($|\/)/,
        /^react-dom($|\/)/,
        /^@stayfront\//,
        /^@floating-ui\//,
        /^js-cookie/,
        /^zustand/,
      ],
    },
  },
});
