import { defineConfig } from 'vite';
import { markerClusterFactory } from './build/marker-cluster-factory.js';

// ESM build for sites with a bundler; Leaflet and the Stayfront packages are left to the site's
// bundler, except leaflet.markercluster, bundled as a factory that takes our Leaflet (see
// build/marker-cluster-factory.ts). The classic chunks for CMS templates are built with the widgets (see README).
export default defineConfig({
  plugins: [markerClusterFactory()],
  build: {
    lib: { entry: { index: 'src/index.ts' }, formats: ['es'] },
    target: 'es2022',
    sourcemap: true,
    minify: false,
    // Leaflet's code, not its stylesheet: `leaflet.css?inline` is a Vite query that webpack,
    // esbuild and Node cannot read, so its text is built in (scripts/check-packed-entries.mjs).
    rolldownOptions: { external: [/^@stayfront\//, /^leaflet($|\/)(?!.*\.css\?inline$)/] },
  },
});
