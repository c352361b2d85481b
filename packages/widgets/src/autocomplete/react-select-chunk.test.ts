import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// react-select (~30 KB gzip) must load only when an autocomplete mounts: a dynamic import in the
// autocomplete's own code, never a static one, and nothing of it in the code widgets share.
const SRC = join(import.meta.dirname, '..');
const sources = (dir: string): string[] =>
  readdirSync(join(SRC, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sources(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );
const read = (file: string) => readFileSync(join(SRC, file), 'utf8');
const STATIC_IMPORT = /^import\s+(?!type\b)[^;]*from\s+'react-select[^']*'/m;

describe('react-select chunk', () => {
  it('is imported dynamically by the autocomplete, never statically', () => {
    const files = [...sources('autocomplete'), 'islands/autocomplete.ts'];
    for (const file of files) expect(read(file), file).not.toMatch(STATIC_IMPORT);
    // select-module.ts re-exports react-select: it is imported on demand, never statically.
    const STATIC_MODULE = /^import\s+(?!type\b)[^;]*from\s+'\.\/select-module\.js'/m;
    for (const file of files) expect(read(file), file).not.toMatch(STATIC_MODULE);
    expect(read('autocomplete/select-parts.tsx')).toContain("import('./select-module.js')");
  });

  it('is not referenced by the runtime and config every widget shares', () => {
    for (const file of [...sources('runtime'), ...sources('config')])
      expect(read(file), file).not.toContain('react-select');
  });
});
