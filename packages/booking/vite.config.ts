import { defineConfig } from 'vite';

// ESM build for sites with a bundler; flatpickr's code and the Stayfront packages are left to the
// site's bundler, flatpickr's stylesheet is inlined (its `?inline` import is Vite's, which another
// bundler would not read). The classic chunk for CMS templates (widgets/availability.js) is built
// with the widgets.
export default defineConfig({
  build: {
    lib: { entry: { index: 'src/index.ts' }, formats: ['es'] },
    target: 'es2022',
    sourcemap: true,
    minify: false,
    rolldownOptions: { external: [/^@stayfront\//, /^flatpickr$/] },
  },
});
