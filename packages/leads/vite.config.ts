import { defineConfig } from 'vite';

// ESM build for sites with a bundler; React, react-select, js-cookie and the Stayfront packages
// are left to the site's bundler. The classic chunks for CMS templates (widgets/lead-form.js and
// the others) are built with the widgets.
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
        /^react-select/,
        /^@emotion\//,
        /^js-cookie/,
      ],
    },
  },
});
