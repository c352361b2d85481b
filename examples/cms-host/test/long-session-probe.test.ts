import { describe, expect, it } from 'vitest';
import { codeBytes, type HeapSnapshotJson } from '../bench/long-session-probe.js';

describe('codeBytes', () => {
  it("adds up the self sizes of a heap snapshot's code nodes only", () => {
    const json: HeapSnapshotJson = {
      snapshot: {
        meta: {
          node_fields: ['type', 'name', 'id', 'self_size', 'edge_count'],
          node_types: [['hidden', 'array', 'string', 'object', 'code', 'closure', 'native']],
        },
      },
      // type, name, id, self_size, edge_count
      nodes: [4, 0, 1, 1000, 0, 3, 0, 3, 500, 2, 4, 0, 5, 24, 1, 6, 0, 7, 300, 0, 5, 0, 9, 32, 0],
    };
    expect(codeBytes(json)).toBe(1024);
  });
});
