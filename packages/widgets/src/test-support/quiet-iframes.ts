/**
 * happy-dom refuses to load iframe pages and logs a DOMException for each iframe a test inserts,
 * through the Node console it was given before Vitest wrapped `console`. Tests that insert
 * players silence that one message there and nothing else, so a real error still shows.
 */
import nodeConsole from 'node:console';
import { vi } from 'vitest';

export function quietIframeLoading(): void {
  const error = nodeConsole.error.bind(nodeConsole);
  vi.spyOn(nodeConsole, 'error').mockImplementation((...args: unknown[]) => {
    if (String(args[0]).includes('Iframe page loading is disabled')) return;
    error(...args);
  });
}
