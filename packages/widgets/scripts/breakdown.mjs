#!/usr/bin/env node
/**
 * Where the bytes of the search widgets go: every island bundled together in memory with esbuild
 * (React, react-select, floating-ui and DOMPurify left out, as they are apart in the classic build),
 * minified, with the minified bytes each source file contributes and the total min+gzip.
 * A tool for size work, not a budget check (that is scripts/size.mjs, on the real build).
 *   node scripts/breakdown.mjs [--all]
 */
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const islands = readdirSync(join(root, 'src/islands')).filter((file) => file.endsWith('.ts'));
const entry = islands
  .map(
    (file) =>
      `export * as ${file.replace(/\.ts$/, '').replace(/\W/g, '_')} from './src/islands/${file}';`,
  )
  .join('\n');
const result = await build({
  stdin: { contents: entry, resolveDir: root, loader: 'ts' },
  bundle: true,
  write: false,
  format: 'esm',
  minify: true,
  platform: 'browser',
  target: 'es2022',
  metafile: true,
  logLevel: 'silent',
  conditions: ['source'],
  jsx: 'automatic',
  external: [
    'react',
    'react-dom',
    'react/*',
    'react-dom/*',
    'react-select*',
    '@floating-ui/*',
    'dompurify',
  ],
  define: { 'process.env.NODE_ENV': '"production"' },
  // Stylesheets imported as text (`?inline`, as Vite does) are left out like the libraries: the
  // toasts load theirs on demand.
  plugins: [
    {
      name: 'inline-css-external',
      setup(build) {
        build.onResolve({ filter: /\?inline$/ }, (args) => ({ path: args.path, external: true }));
      },
    },
  ],
});
const output = Object.values(result.metafile.outputs)[0];
const rows = Object.entries(output.inputs)
  .map(([file, { bytesInOutput }]) => [file.replace(/^(\.\.\/)+/, ''), bytesInOutput])
  .sort((a, b) => b[1] - a[1]);
const sum = (filter) =>
  rows.filter(([file]) => filter(file)).reduce((total, [, bytes]) => total + bytes, 0);
for (const [file, bytes] of process.argv.includes('--all') ? rows : rows.slice(0, 40))
  console.log(String(bytes).padStart(7), file);
const code = result.outputFiles[0].contents;
console.log(
  `\nwidgets ${sum((file) => file.startsWith('src/'))} B min, loader ${sum((file) => file.startsWith('loader/'))}, search-core ${sum((file) => file.startsWith('search-core/'))}, other ${sum((file) => file.includes('node_modules'))}; total ${code.length} B min, ${gzipSync(code, { level: 9 }).length} B gzip`,
);
