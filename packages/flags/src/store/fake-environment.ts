/**
 * Test support, never imported by the package entry: a cookie jar that stores values encoded as
 * js-cookie writes them (and refuses a cookie over 4,096 bytes, as browsers do), a hub of
 * BroadcastChannels that delivers to the other open channels of a name asynchronously, and "tabs"
 * that share them.
 */
import Cookies from 'js-cookie';
import type { FavouritesChannel, FavouritesEnvironment, FavouritesStorage } from './environment.js';

/** What browsers keep per cookie (name and value). */
export const BROWSER_COOKIE_LIMIT = 4096;

export class FakeCookieJar {
  readonly #encoded = new Map<string, string>();
  readonly #stored = new Map<string, string>();
  /** The browser's localStorage for the site, shared by the tabs over this jar as the cookies are. */
  readonly storage: FavouritesStorage = {
    getItem: (key) => this.#stored.get(key) ?? null,
    setItem: (key, value) => void this.#stored.set(key, value),
  };
  /** Every `set` and `remove`, in order. */
  readonly writes: { name: string; value: string | null }[] = [];

  get(name: string): string | undefined {
    const raw = this.#encoded.get(name);
    try {
      return raw === undefined ? undefined : Cookies.converter.read?.(raw, name);
    } catch {
      return undefined; // js-cookie skips a cookie it cannot decode.
    }
  }

  set(name: string, value: string): void {
    this.writes.push({ name, value });
    const encoded = Cookies.converter.write?.(value, name) ?? value;
    if (name.length + 1 + encoded.length <= BROWSER_COOKIE_LIMIT) this.#encoded.set(name, encoded);
  }

  remove(name: string): void {
    this.writes.push({ name, value: null });
    this.#encoded.delete(name);
  }

  /** The value as it travels in the Cookie header (encoded). */
  raw(name: string): string | undefined {
    return this.#encoded.get(name);
  }

  /** Writes an encoded value directly, as another script or the server would. */
  setRaw(name: string, encoded: string): void {
    this.#encoded.set(name, encoded);
  }

  /** Bytes of `name=value` in the header. */
  bytes(name: string): number {
    const raw = this.#encoded.get(name);
    return raw === undefined ? 0 : name.length + 1 + raw.length;
  }
}

interface FakeChannel extends FavouritesChannel {
  closed: boolean;
}

export class FakeChannelHub {
  readonly #open = new Map<string, Set<FakeChannel>>();
  /** Every message posted, with its channel name. */
  readonly posted: { name: string; data: unknown }[] = [];

  readonly open = (name: string): FavouritesChannel => {
    const peers = this.#open.get(name) ?? new Set<FakeChannel>();
    this.#open.set(name, peers);
    const channel: FakeChannel = {
      closed: false,
      onmessage: null,
      postMessage: (data) => {
        this.posted.push({ name, data });
        // Like a real channel: to the others only, a task later, never to a closed one.
        for (const peer of peers) {
          if (peer !== channel) queueMicrotask(() => peer.closed || peer.onmessage?.({ data }));
        }
      },
      close: () => {
        channel.closed = true;
        peers.delete(channel);
      },
    };
    peers.add(channel);
    return channel;
  };

  /** Sends a message as an unknown script would. */
  forge(name: string, data: unknown): void {
    this.open(name).postMessage(data);
  }

  openCount(name: string): number {
    return this.#open.get(name)?.size ?? 0;
  }
}

/** Lets queued channel deliveries run. */
export const deliverMessages = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A tab's environment over a shared jar; `hub` null means no BroadcastChannel (polling). */
export function fakeTab(
  jar: FakeCookieJar,
  hub: FakeChannelHub | null,
  extra: Partial<FavouritesEnvironment> = {},
): FavouritesEnvironment {
  return {
    cookies: jar,
    storage: jar.storage,
    channel: hub ? hub.open : null,
    // Looked up at call time, so Vitest's fake timers apply.
    setInterval: (fn, ms) => setInterval(fn, ms),
    clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
    ...extra,
  };
}
