/**
 * Where Debian's Chromium is and the flags it runs with (shared/ENVIRONMENT.md), for every tool
 * that launches it: the packages' browser tests, the Storybook tests and the benches. Without the
 * background-networking flags Chromium keeps trying hosts these machines cannot reach.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless mode is the launcher's to set (playwright and Lighthouse each have their own way). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];
