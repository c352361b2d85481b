#!/usr/bin/env node
/**
 * Loader size check: the classic loader.js (runtime plus the widget definition table) and the
 * runtime alone, minified with esbuild and gzipped (level 9), against their budgets (issue 3:
 * 2.5 KB and 1.5 KB; Astro's island runtime, 2.1 KB, is the anchor). Exits 1 over budget.
 * Prints a table, then a JSON line. `--json` prints only the JSON.
 */
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

const checks = [
  {
    name: 'loader.js (classic, runtime + definitions)',
    entry: 'src/classic.ts',
    format: 'iife',
    budget: 2.5 * 1024,
  },
  { name: 'runtime alone', entry: 'src/runtime.ts', format: 'esm', budget: 1.5 * 1024 },
];
const results = [];
for (const check of checks)
  results.push({ ...check, ...(await measure(check.entry, check.format)) });
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
