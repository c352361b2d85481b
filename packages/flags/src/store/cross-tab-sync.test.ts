import { afterEach, describe, expect, it, vi } from 'vitest';
import { channelName, POLL_INTERVAL_MS } from './cross-tab-sync.js';
import { deliverMessages, FakeChannelHub, FakeCookieJar, fakeTab } from './fake-environment.js';
import { createFavouritesStore, type OwnedFavouritesStore } from './favourites-store.js';

const NAME = 'riot_solr_flag_items';
const stores: OwnedFavouritesStore[] = [];

function tab(...args: Parameters<typeof fakeTab>) {
  const store = createFavouritesStore(NAME, fakeTab(...args));
  stores.push(store);
  return store;
}

afterEach(() => {
  for (const store of stores.splice(0)) store.dispose();
  vi.useRealTimers();
});

describe('cross-tab sync over BroadcastChannel', () => {
  it("two tabs see each other's changes as soon as the message arrives", async () => {
    const jar = new FakeCookieJar();
    const hub = new FakeChannelHub();
    const first = tab(jar, hub);
    const second = tab(jar, hub);
    const heard = vi.fn();
    second.subscribe(heard);

    first.add('a');
    expect(second.get()).toEqual([]); // delivered a task later, like a real channel
    await deliverMessages();
    expect(second.get()).toEqual(['a']);
    expect(heard).toHaveBeenCalledExactlyOnceWith(['a']);

    second.add('b');
    second.remove('a');
    await deliverMessages();
    expect(first.get()).toEqual(['b']);
    first.reset();
    await deliverMessages();
    expect(second.get()).toEqual([]);
    expect(hub.posted.every(({ name }) => name === channelName(NAME))).toBe(true);
  });

  it('trusts the cookie, not the message: a forged message adds nothing', async () => {
    const jar = new FakeCookieJar();
    const hub = new FakeChannelHub();
    const store = tab(jar, hub);
    store.add('a');
    hub.forge(channelName(NAME), { ids: ['evil'] });
    hub.forge(channelName(NAME), null);
    await deliverMessages();
    expect(store.get()).toEqual(['a']);
  });

  it('re-reads a corrupted cookie another tab left, repairing it', async () => {
    const jar = new FakeCookieJar();
    const hub = new FakeChannelHub();
    const store = tab(jar, hub);
    jar.set(NAME, '["a",1,{"x":2}]');
    hub.forge(channelName(NAME), 'changed');
    await deliverMessages();
    expect(store.get()).toEqual(['a', '1']);
    expect(jar.get(NAME)).toBe('["a","1"]');
  });

  it('keeps stores of other namespaces apart', async () => {
    const jar = new FakeCookieJar();
    const hub = new FakeChannelHub();
    const first = tab(jar, hub);
    const other = createFavouritesStore('other_items', fakeTab(jar, hub));
    stores.push(other);
    first.add('a');
    await deliverMessages();
    expect(other.get()).toEqual([]);
  });

  it('closes its channel when disposed', () => {
    const hub = new FakeChannelHub();
    const store = tab(new FakeCookieJar(), hub);
    expect(hub.openCount(channelName(NAME))).toBe(1);
    store.dispose();
    expect(hub.openCount(channelName(NAME))).toBe(0);
  });

  it('re-reads when the page is shown again (messages may have been missed)', () => {
    const jar = new FakeCookieJar();
    let resume = () => {};
    const stop = vi.fn();
    const store = tab(jar, new FakeChannelHub(), {
      onResume: (listener) => {
        resume = listener;
        return stop;
      },
    });
    jar.set(NAME, '["a"]');
    resume();
    expect(store.get()).toEqual(['a']);
    store.dispose();
    expect(stop).toHaveBeenCalledOnce();
  });
});

describe('cross-tab sync without BroadcastChannel (polling)', () => {
  it('other tabs follow within a second', async () => {
    vi.useFakeTimers();
    const jar = new FakeCookieJar();
    const first = tab(jar, null);
    const second = tab(jar, null);
    const heard = vi.fn();
    second.subscribe(heard);
    expect(POLL_INTERVAL_MS).toBeLessThanOrEqual(1000);

    first.add('a');
    await vi.advanceTimersByTimeAsync(999);
    expect(second.get()).toEqual(['a']);
    expect(heard).toHaveBeenCalledOnce();

    // Nothing changed: no more notifications, however long it polls.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(heard).toHaveBeenCalledOnce();

    second.reset();
    await vi.advanceTimersByTimeAsync(1000);
    expect(first.get()).toEqual([]);
  });

  it('falls back to polling when a channel cannot be opened', async () => {
    vi.useFakeTimers();
    const jar = new FakeCookieJar();
    const store = tab(jar, null, {
      channel: () => {
        throw new DOMException('opaque origin', 'SecurityError');
      },
    });
    jar.set(NAME, '["a"]');
    await vi.advanceTimersByTimeAsync(1000);
    expect(store.get()).toEqual(['a']);
  });

  it('stops polling when disposed', async () => {
    vi.useFakeTimers();
    const jar = new FakeCookieJar();
    const store = tab(jar, null);
    store.dispose();
    jar.set(NAME, '["a"]');
    await vi.advanceTimersByTimeAsync(5000);
    expect(store.get()).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
