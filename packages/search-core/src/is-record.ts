/**
 * Plain objects read from untrusted JSON (configuration, Solr bodies). A module of its own so
 * that code loaded on demand (the legacy adapter) can use it without sharing the config readers.
 */

export type Loose = Readonly<Record<string, unknown>>;

export function isRecord(value: unknown): value is Loose {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
