/**
 * The stories as tests (addon-vitest): each story renders in Debian's Chromium, its play function
 * runs, and axe-core checks it against WCAG 2.2 AA. Part of the root browser run
 * (vitest.browser.config.ts); `pnpm --filter @stayfront/storybook test` runs it alone.
 */
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineProject({
  plugins: [storybookTest({ configDir: here('.storybook') })],
  test: {
    name: 'storybook',
    // The plugin takes the stories from main.ts (an `include` here is ignored, with a warning on
    // every run); the MDX pages have no stories to test and would show up as skipped files.
    exclude: ['**/node_modules/**', '**/*.mdx'],
    setupFiles: [here('.storybook/vitest.setup.ts')],
    browser: {
      enabled: true,
      headless: true,
      // playwright-core drives Debian's Chromium: no browser is ever downloaded here.
      provider: playwright({
        launchOptions: {
          executablePath: CHROMIUM_PATH,
          args: [...CHROMIUM_ARGS],
        },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
