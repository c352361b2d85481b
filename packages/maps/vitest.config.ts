import { defineProject } from 'vitest/config';
import { markerClusterFactory } from './build/marker-cluster-factory.js';

// Settings, icon and marker rules, and the map enhancer on Leaflet in happy-dom. What only a real
// browser shows (tiles, clusters on screen, focus in popups) is in the cms-host e2e tests.
export default defineProject({
  plugins: [markerClusterFactory()],
  resolve: { conditions: ['source'] },
  test: {
    name: 'maps',
    environment: 'happy-dom',
    include: ['src/**/*.test.ts'],
    restoreMocks: true,
    // Through Vite, so the plugin above turns the clusterer into its factory.
    server: { deps: { inline: ['leaflet.markercluster'] } },
    // The search engine's on-demand code, loaded before each file (see the widgets' setup file).
    setupFiles: ['../widgets/src/test-support/preload-on-demand.ts'],
  },
});
