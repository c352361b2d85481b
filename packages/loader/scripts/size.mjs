#!/usr/bin/env node
/**
 * Loader size check: the shipped dist/loader.js (runtime, directives and the widget definition
 * table, as built by `pnpm build`) and the runtime alone (bundled and minified with esbuild),
 * gzipped at level 9, against their budgets (issue 3: 2.5 KB and 1.5 KB; Astro's island runtime,
 * 2.1 KB, is the anchor). Exits 1 over budget. Prints a table, then a JSON line (`--json`: only it).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

async function measure(entry, format) {
  const result = await build({
    entryPoints: [join(root, entry)],
    bundle: true,
    write: false,
    format,
    minify: true,
    target: 'es2022',
    platform: 'browser',
    legalComments: 'none',
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].contents;
  return { bytes: code.length, gzipBytes: gzipSync(code, { level: 9 }).length };
}

const shipped = join(root, 'dist/classic/loader.js');
if (!existsSync(shipped)) {
  console.error('dist/classic/loader.js is missing: run `pnpm build` first.');
  process.exit(1);
}
const loader = readFileSync(shipped);
const results = [
  {
    name: 'dist/classic/loader.js (runtime, API, definitions)',
    budget: 2.5 * 1024,
    bytes: loader.length,
    gzipBytes: gzipSync(loader, { level: 9 }).length,
  },
  {
    name: 'runtime alone (esbuild)',
    budget: 1.5 * 1024,
    ...(await measure('src/runtime.ts', 'esm')),
  },
];
const over = results.filter((result) => result.gzipBytes > result.budget);
if (!process.argv.includes('--json')) {
  for (const result of results) {
    const status = result.gzipBytes > result.budget ? 'OVER' : 'ok';
    console.log(
      `${result.name.padEnd(44)} ${(result.gzipBytes / 1024).toFixed(2).padStart(6)} KB gzip  (budget ${(result.budget / 1024).toFixed(1)} KB)  ${status}   ${(result.bytes / 1024).toFixed(2)} KB min`,
    );
  }
}
console.log(
  JSON.stringify(
    results.map(({ name, bytes, gzipBytes, budget }) => ({ name, bytes, gzipBytes, budget })),
  ),
);
process.exit(over.length ? 1 : 0);
