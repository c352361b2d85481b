/**
 * `dist/classic/hash-pending.js`: the hash-pending snippet as themers inline it in <head>, before
 * the stylesheets (an inline script after a stylesheet waits for it). See hash-pending.ts.
 */
import { markHashPending, readHashPendingOptions } from './hash-pending.js';

markHashPending(document, location.hash, readHashPendingOptions(document.currentScript));
