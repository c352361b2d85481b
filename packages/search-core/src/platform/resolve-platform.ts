import { createBrowserPlatform } from './browser-platform.js';
import type { Platform, PlatformOverrides } from './platform.js';

const PARTS: readonly (keyof Platform)[] = [
  'fetch',
  'location',
  'storage',
  'timers',
  'random',
  'console',
];

/** A complete platform is used as given; a partial one is completed from the browser. */
export function resolvePlatform(platform: Platform | PlatformOverrides | undefined): Platform {
  const given = platform ?? {};
  return PARTS.every((part) => part in given) ? (given as Platform) : createBrowserPlatform(given);
}
