/**
 * The store keeps a bounded list and drops the oldest favourites when a new one would not fit;
 * visitors hear about it once per event however many toggles are on the page (one listener per
 * store, shared by every flag widget and released with the last of them).
 */

import { showToast } from '@stayfront/widgets';
import type { FavouritesStore } from '../store/index.js';
import { prepareAnnouncer } from './announce.js';

/** @default the flag widget's `capped_text` */
export const CAPPED_MESSAGE = 'Your oldest favourites were removed to make room.';

interface Watcher {
  users: number;
  message: string;
  readonly stop: () => void;
}

const watchers = new WeakMap<FavouritesStore, Watcher>();

/** Announces `message` when `store` drops favourites; returns the release. */
export function watchCapped(
  store: FavouritesStore,
  document: Document,
  message = CAPPED_MESSAGE,
): () => void {
  prepareAnnouncer(document);
  let watcher = watchers.get(store);
  if (!watcher) {
    const created: Watcher = {
      users: 0,
      message,
      stop: store.onCapped((dropped) => {
        // SPEC 3.7 and the issue: visitors are told by a toast (announced in the live region too).
        if (dropped.length) void showToast(document, created.message, 'warn');
      }),
    };
    watcher = created;
    watchers.set(store, watcher);
  }
  const current = watcher;
  current.users += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    current.users -= 1;
    if (current.users === 0) {
      current.stop();
      watchers.delete(store);
    }
  };
}
