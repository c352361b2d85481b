/**
 * Keeps a page's store in step with the other open tabs of the site. The cookie is the truth: a
 * message only says "re-read it", so a forged or stale message can never put ids in the store.
 * With `BroadcastChannel`, every change is announced and the others re-read at once; without it,
 * the cookie is polled often enough that other tabs follow within a second.
 */
import type { FavouritesChannel, FavouritesEnvironment } from './environment.js';

/** How often the cookie is read when there is no `BroadcastChannel` (< 1 s: the bound). */
export const POLL_INTERVAL_MS = 500;

/** The channel of a namespace; prefixed so it cannot meet another script's channel of that name. */
export const channelName = (namespace: string) => `stayfront-flags:${namespace}`;

export interface CrossTabSync {
  /** Tells the other tabs the cookie changed. */
  announce(): void;
  stop(): void;
}

export function startCrossTabSync(
  namespace: string,
  environment: FavouritesEnvironment,
  reread: () => void,
): CrossTabSync {
  const stopResume = environment.onResume?.(reread);
  const channel = openChannel(namespace, environment);
  if (channel) {
    channel.onmessage = () => reread();
    return {
      announce: () => {
        try {
          channel.postMessage({ type: 'stayfront:favourites-changed', namespace });
        } catch {
          // A closed channel: the others still catch up when they next read the cookie.
        }
      },
      stop: () => {
        stopResume?.();
        channel.onmessage = null;
        channel.close();
      },
    };
  }
  const timer = environment.setInterval(reread, POLL_INTERVAL_MS);
  return {
    announce: () => {},
    stop: () => {
      stopResume?.();
      environment.clearInterval(timer);
    },
  };
}

function openChannel(
  namespace: string,
  environment: FavouritesEnvironment,
): FavouritesChannel | null {
  try {
    return environment.channel?.(channelName(namespace)) ?? null;
  } catch {
    // Some sandboxed or opaque-origin documents refuse to open one: fall back to polling.
    return null;
  }
}
