/**
 * What a long session leaves behind, read through CDP (bench/long-session-bench.ts and the
 * long-session e2e test): heap after forced GC and how much of it is V8's compiled code, the
 * User Timing entries buffered, the renderer's DOM counters, detached nodes,
 * listeners on window and document, and what LONG_SESSION_RECORDER counts: intervals and
 * timeouts still pending, observers still observing, broadcast channels still open.
 */
import type { CDPSession, Page } from 'playwright-core';

/**
 * An init script that counts live timers, observers and channels. Each is wrapped at its
 * constructor or scheduler, so the count covers the page's own scripts and the widgets alike.
 */
export const LONG_SESSION_RECORDER = `(() => {
  const live = { intervals: new Set(), timeouts: new Set(), observers: new Set(), channels: new Set() };
  window.__longSession = live;
  const si = window.setInterval, ci = window.clearInterval, st = window.setTimeout, ct = window.clearTimeout;
  window.setInterval = function (...args) { const id = si.apply(this, args); live.intervals.add(id); return id; };
  window.clearInterval = function (id) { live.intervals.delete(id); live.timeouts.delete(id); return ci.call(this, id); };
  window.setTimeout = function (fn, ...rest) {
    let id;
    const wrapped = typeof fn === 'function' ? function (...a) { live.timeouts.delete(id); return fn.apply(this, a); } : fn;
    id = st.call(this, wrapped, ...rest);
    live.timeouts.add(id);
    return id;
  };
  window.clearTimeout = function (id) { live.timeouts.delete(id); live.intervals.delete(id); return ct.call(this, id); };
  for (const name of ['ResizeObserver', 'IntersectionObserver', 'MutationObserver']) {
    const Base = window[name];
    if (!Base) continue;
    const Wrapped = class extends Base {
      constructor(...args) { super(...args); this.__kind = name; this.__targets = 0; }
      observe(...args) { this.__targets += 1; live.observers.add(this); return super.observe(...args); }
      unobserve(...args) { this.__targets = Math.max(0, this.__targets - 1); if (this.__targets === 0) live.observers.delete(this); return super.unobserve(...args); }
      disconnect() { this.__targets = 0; live.observers.delete(this); return super.disconnect(); }
    };
    Object.defineProperty(window, name, { value: Wrapped, configurable: true, writable: true });
  }
  if (window.BroadcastChannel) {
    const Base = window.BroadcastChannel;
    window.BroadcastChannel = class extends Base {
      constructor(...args) { super(...args); live.channels.add(this); }
      close() { live.channels.delete(this); return super.close(); }
    };
  }
})();`;

export interface Snapshot {
  /** JS heap in use after two forced collections, KB. */
  readonly heapKb: number;
  /**
   * Of which V8's code and its metadata (compiled code, bytecode, feedback vectors, inline
   * caches), KB, from a heap snapshot: it grows as V8 tiers up the functions each swap runs
   * again, and levels off. Heap less code is what the page keeps.
   */
  readonly codeKb: number;
  /** User Timing entries buffered (the loader's `stayfront:<name>:<phase>`, 3 per mount). */
  readonly measures: number;
  readonly documents: number;
  readonly nodes: number;
  readonly jsEventListeners: number;
  /** -1 where the browser has no DOM.getDetachedDomNodes. */
  readonly detached: number;
  readonly windowListeners: number;
  readonly documentListeners: number;
  readonly intervals: number;
  readonly timeouts: number;
  readonly observers: Record<string, number>;
  readonly channels: number;
  /** Characters kept in localStorage (keys and values). */
  readonly localStorage: number;
  readonly widgets: number;
  /**
   * Elements directly in <body> that the page did not print (not its header, main, footer, skip
   * link or scripts), by tag and first class: flatpickr calendars, dialogs, portals, toasts.
   */
  readonly bodyExtras: Record<string, number>;
}

/** A heap snapshot's node fields and types, as much of its JSON as codeBytes reads. */
export interface HeapSnapshotJson {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
}

/** Bytes of the nodes of type `code` in a heap snapshot (DevTools' Statistics: Code). */
export function codeBytes(json: HeapSnapshotJson): number {
  const { node_fields: fields, node_types: types } = json.snapshot.meta;
  const code = types[0].indexOf('code');
  const type = fields.indexOf('type');
  const size = fields.indexOf('self_size');
  let bytes = 0;
  for (let i = 0; i < json.nodes.length; i += fields.length)
    if (json.nodes[i + type] === code) bytes += json.nodes[i + size] ?? 0;
  return bytes;
}

async function heapCodeBytes(cdp: CDPSession): Promise<number> {
  const chunks: string[] = [];
  const collect = ({ chunk }: { chunk: string }) => chunks.push(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', collect);
  try {
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  } finally {
    cdp.off('HeapProfiler.addHeapSnapshotChunk', collect);
  }
  return codeBytes(JSON.parse(chunks.join('')) as HeapSnapshotJson);
}

async function listenerCount(cdp: CDPSession, expression: string): Promise<number> {
  const { result } = await cdp.send('Runtime.evaluate', { expression });
  if (!result.objectId) return -1;
  const { listeners } = await cdp.send('DOMDebugger.getEventListeners', {
    objectId: result.objectId,
  });
  await cdp.send('Runtime.releaseObject', { objectId: result.objectId });
  return listeners.length;
}

export async function snapshot(page: Page, cdp: CDPSession): Promise<Snapshot> {
  await cdp.send('HeapProfiler.enable');
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const code = await heapCodeBytes(cdp);
  const counters = await cdp.send('Memory.getDOMCounters');
  let detached = -1;
  try {
    await cdp.send('DOM.enable');
    const answer = (await cdp.send('DOM.getDetachedDomNodes' as 'DOM.enable')) as unknown as {
      detachedNodes: { treeNode: unknown }[];
    };
    detached = answer.detachedNodes.length;
    await cdp.send('DOM.disable');
  } catch {
    // Older Chromium: left at -1.
  }
  const page_ = await page.evaluate(() => {
    type Live = Record<
      'intervals' | 'timeouts' | 'observers' | 'channels',
      Set<{ __kind?: string }>
    >;
    const live = (window as { __longSession?: Live }).__longSession;
    const observers: Record<string, number> = {};
    for (const observer of live?.observers ?? [])
      observers[observer.__kind ?? '?'] = (observers[observer.__kind ?? '?'] ?? 0) + 1;
    let storage = 0;
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i) ?? '';
      storage += key.length + (localStorage.getItem(key)?.length ?? 0);
    }
    const stayfront = (window as { Stayfront?: { list(): unknown[] } }).Stayfront;
    const bodyExtras: Record<string, number> = {};
    for (const child of document.body.children) {
      if (child.matches('header.site-header, main, footer, a.skip-link, script')) continue;
      const key = `${child.localName}.${child.classList[0] ?? ''}`;
      bodyExtras[key] = (bodyExtras[key] ?? 0) + 1;
    }
    return {
      measures: performance.getEntriesByType('measure').length,
      intervals: live?.intervals.size ?? -1,
      timeouts: live?.timeouts.size ?? -1,
      observers,
      channels: live?.channels.size ?? -1,
      localStorage: storage,
      widgets: stayfront?.list().length ?? -1,
      bodyExtras,
    };
  });
  return {
    heapKb: Math.round(usedSize / 1024),
    codeKb: Math.round(code / 1024),
    documents: counters.documents,
    nodes: counters.nodes,
    jsEventListeners: counters.jsEventListeners,
    detached,
    windowListeners: await listenerCount(cdp, 'window'),
    documentListeners: await listenerCount(cdp, 'document'),
    ...page_,
  };
}

/** Waits until no widget in the page is still loading (a task later too). */
export async function widgetsSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.querySelector('[data-widget-state="loading"]'),
    undefined,
    { timeout: 15_000 },
  );
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));
}

interface TreeNode {
  nodeName: string;
  attributes?: string[];
  childNodeCount?: number;
}

/** Detached subtrees by their root's name and class, most first: where to look for a leak. */
export async function detachedSummary(cdp: CDPSession): Promise<[string, number][]> {
  await cdp.send('DOM.enable');
  const answer = (await cdp.send('DOM.getDetachedDomNodes' as 'DOM.enable')) as unknown as {
    detachedNodes: { treeNode: TreeNode; retainedNodeIds: number[] }[];
  };
  await cdp.send('DOM.disable');
  const counts = new Map<string, number>();
  for (const { treeNode } of answer.detachedNodes) {
    const attributes = treeNode.attributes ?? [];
    const at = (name: string) => {
      const i = attributes.indexOf(name);
      return i >= 0 ? attributes[i + 1] : undefined;
    };
    const key = `${treeNode.nodeName}${at('data-widget') ? `[${at('data-widget')}]` : ''}.${at('class') ?? ''}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1]).slice(0, 25);
}
