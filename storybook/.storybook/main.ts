/**
 * Storybook for designers and themers: every Stayfront widget, mounted by the real loader from
 * the markup a template holds, against responses recorded from the demo engine (no server).
 */
import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions, mergeConfig } from 'vite';
import { markerClusterFactory } from '../../packages/maps/build/marker-cluster-factory.js';

const config: StorybookConfig = {
  stories: ['../src/**/*.mdx', '../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // Telemetry would wait on a host these machines cannot reach (shared/ENVIRONMENT.md).
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Storybook's own "Get started" checklist (What's new, "Change a story with Controls", publish)
  // sat atop the sidebar: a tour of Storybook for story writers, not of the widgets, and these
  // stories have no controls to change (they mount markup, see preview.tsx).
  features: { sidebarOnboardingChecklist: false },
  // The recorded listing images and map tiles, served beside the stories so the static build
  // needs nothing else.
  staticDirs: ['../public'],
  // Stories render markup, not component props: no prop tables to generate.
  typescript: { reactDocgen: false },
  viteFinal: (viteConfig) =>
    // Workspace packages from their TypeScript sources (`source` in their export maps), as the
    // packages' own tests do; everything else resolves as usual.
    mergeConfig(viteConfig, {
      resolve: { conditions: ['source', ...defaultClientConditions] },
      // @stayfront/maps from its sources: its clusterer becomes a factory taking the map's own
      // Leaflet (packages/maps/build/). Vite's dependency pre-bundling would skip that plugin, so
      // the clusterer is served through it instead. This config is the tests' too (addon-vitest).
      plugins: [markerClusterFactory()],
      optimizeDeps: { exclude: ['leaflet.markercluster'] },
      // axe-core and Storybook's own chunks are large; they are a tool's, not a visitor's.
      build: { chunkSizeWarningLimit: 1500 },
      // public/ is Storybook's static dir, which Storybook copies itself: Vite's own copy of it
      // (its publicDir, the same folder) ran at the same time into the same output, and a
      // fresh-clone build:storybook failed once on the race (EEXIST, mkdir storybook-static/tiles/8/123).
      publicDir: false,
    }),
};

export default config;
