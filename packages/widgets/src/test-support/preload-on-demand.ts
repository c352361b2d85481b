/**
 * Vitest setup file: the engine imports some code on demand (the reader of failed answers). In a
 * test, a fresh module graph per file would make the first failure wait for module I/O longer
 * than `settle()` flushes; loading it here first keeps those tests deterministic. Pages load it
 * on demand as before.
 */
await import('../../../search-core/src/request/read-failure.js');
