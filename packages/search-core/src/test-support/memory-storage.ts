/**
 * A `KeyValueStorage` backed by a Map, for tests. It can simulate a full storage (setItem throws a
 * `QuotaExceededError` once the stored characters would exceed `quotaBytes`) and a storage that
 * throws on every call, including `length` and `key()` (privacy modes, sandboxed iframes).
 */
import type { KeyValueStorage } from '../platform/platform.js';

export interface MemoryStorageOptions {
  /** setItem throws QuotaExceededError when keys plus values would exceed this many characters. */
  quotaBytes?: number;
  /** Every call throws, including `length` and `key()`. Can be switched later via `failAll`. */
  failAll?: boolean;
  initial?: Readonly<Record<string, string>>;
}

export function quotaExceededError(): Error {
  return new DOMException('The quota has been exceeded.', 'QuotaExceededError');
}

export class MemoryStorage implements KeyValueStorage {
  readonly map = new Map<string, string>();
  quotaBytes: number;
  failAll: boolean;
  /** Every setItem call, including the ones that threw. */
  readonly setItemCalls: { key: string; value: string }[] = [];

  constructor(options: MemoryStorageOptions = {}) {
    this.quotaBytes = options.quotaBytes ?? Number.POSITIVE_INFINITY;
    this.failAll = options.failAll ?? false;
    for (const [key, value] of Object.entries(options.initial ?? {})) this.map.set(key, value);
  }

  private guard(): void {
    if (this.failAll) throw new DOMException('The operation is insecure.', 'SecurityError');
  }

  /** Characters used by keys and values, the measure the quota applies to. */
  get usedBytes(): number {
    let total = 0;
    for (const [key, value] of this.map) total += key.length + value.length;
    return total;
  }

  get length(): number {
    this.guard();
    return this.map.size;
  }

  key(index: number): string | null {
    this.guard();
    return [...this.map.keys()][index] ?? null;
  }

  getItem(key: string): string | null {
    this.guard();
    return this.map.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    this.setItemCalls.push({ key, value });
    this.guard();
    const previous = this.map.get(key);
    const after =
      this.usedBytes -
      (previous === undefined ? 0 : key.length + previous.length) +
      key.length +
      value.length;
    if (after > this.quotaBytes) throw quotaExceededError();
    this.map.set(key, value);
  }

  removeItem(key: string): void {
    this.guard();
    this.map.delete(key);
  }

  keys(): string[] {
    return [...this.map.keys()];
  }
}
