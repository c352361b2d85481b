#!/usr/bin/env node
/**
 * search-core benchmark: normalising the largest real fixture and a synthetic 5,000-value facet
 * response (median of many runs), and the min+gzip size of the browser bundle.
 * Prints a table, then one JSON line for tools. Usage: pnpm bench [-- --json]
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const TARGET_NORMALISE_MS = 2;
const TARGET_GZIP_BYTES = 10 * 1024;

async function bundle(options) {
  const result = await build({
    entryPoints: [join(root, 'src/index.ts')],
    bundle: true,
    write: false,
    format: 'esm',
    logLevel: 'silent',
    ...options,
  });
  return result.outputFiles[0].contents;
}

// Size: what a browser downloads for search-core's main entry, zustand/vanilla included.
// Code split as a site's bundler would: chunks loaded on demand (the ranking re-sort) are
// reported apart, since pages without that feature never fetch them.
const sizeDir = mkdtempSync(join(tmpdir(), 'stayfront-size-'));
const split = await build({
  entryPoints: {
    index: join(root, 'src/index.ts'),
    facets: join(root, 'src/facets/index.ts'),
    results: join(root, 'src/results/index.ts'),
    autocomplete: join(root, 'src/autocomplete/index.ts'),
    messages: join(root, 'src/i18n/index.ts'),
    legacy: join(root, 'src/legacy/index.ts'),
    spellcheck: join(root, 'src/spellcheck/index.ts'),
  },
  bundle: true,
  splitting: true,
  outdir: sizeDir,
  write: false,
  format: 'esm',
  minify: true,
  platform: 'browser',
  target: 'es2022',
  legalComments: 'none',
  metafile: true,
  // Metafile paths are relative to this directory: fixed, so the results do not depend on where
  // the script is run from.
  absWorkingDir: root,
  logLevel: 'silent',
});
rmSync(sizeDir, { recursive: true, force: true });
const outputs = split.outputFiles.map((file) => ({
  name: file.path.slice(sizeDir.length + 1),
  bytes: file.contents.length,
  gzip: gzipSync(file.contents, { level: 9 }).length,
  meta: split.metafile.outputs[relative(root, file.path)],
}));
/** The given entries plus every chunk they import statically: what a page downloads for them. */
function closureOf(entries) {
  const closure = new Set(entries);
  for (let grew = true; grew; ) {
    grew = false;
    for (const file of outputs) {
      if (!closure.has(file.name)) continue;
      for (const imported of file.meta?.imports ?? []) {
        const name = imported.path.split('/').pop();
        if (imported.kind === 'import-statement' && !closure.has(name)) {
          closure.add(name);
          grew = true;
        }
      }
    }
  }
  return closure;
}
const gzipOf = (closure) =>
  outputs.filter((file) => closure.has(file.name)).reduce((sum, file) => sum + file.gzip, 0);
const staticClosure = closureOf(['index.js']);
// A search results page: the engine plus facet models and the pager.
const searchPageGzipBytes = gzipOf(closureOf(['index.js', 'facets.js', 'results.js']));
const mainFiles = outputs.filter((file) => staticClosure.has(file.name));
const browserBundle = { length: mainFiles.reduce((sum, file) => sum + file.bytes, 0) };
const gzipBytes = mainFiles.reduce((sum, file) => sum + file.gzip, 0);
// Sub-entries and on-demand chunks: what a page adds on top of the main entry when it uses them.
const SUB_ENTRIES = [
  'facets.js',
  'results.js',
  'autocomplete.js',
  'messages.js',
  'legacy.js',
  'spellcheck.js',
];
const extras = outputs
  .filter((file) => !staticClosure.has(file.name))
  .map(({ name, bytes, gzip }) => ({
    name,
    kind: SUB_ENTRIES.includes(name) ? 'sub-entry' : 'shared or on-demand chunk',
    bytes,
    gzip,
  }));

// Speed: the same source, bundled for Node and imported.
const dir = mkdtempSync(join(tmpdir(), 'stayfront-bench-'));
const modulePath = join(dir, 'search-core.mjs');
writeFileSync(modulePath, await bundle({ platform: 'node', target: 'node20' }));
const core = await import(pathToFileURL(modulePath).href);
rmSync(dir, { recursive: true, force: true });

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function measure(body, runs, work = core.normalizeResponse) {
  for (let i = 0; i < 50; i++) work(body); // warm-up
  const times = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    work(body);
    times.push(performance.now() - t0);
  }
  return median(times);
}

const fixtureDir = join(root, 'test/fixtures/solr');
const largest = readdirSync(fixtureDir)
  .filter((name) => name.endsWith('.json'))
  .map((name) => ({ name, size: statSync(join(fixtureDir, name)).size }))
  .sort((a, b) => b.size - a.size)[0];
const largestBody = core.parseJsonLossless(readFileSync(join(fixtureDir, largest.name), 'utf8'));

function syntheticFacetResponse(values) {
  const flat = [];
  for (let i = 0; i < values; i++) flat.push(`amenity value ${i}`, values - i);
  return {
    responseHeader: { status: 0, QTime: 3, params: { rows: '0', start: '0' } },
    response: { numFound: 5000, start: 0, docs: [] },
    facet_counts: { facet_queries: {}, facet_fields: { sm_amenities: flat }, facet_ranges: {} },
  };
}
const synthetic = syntheticFacetResponse(5000);

const results = {
  largestFixture: { file: largest.name, bytes: largest.size, medianMs: measure(largestBody, 2000) },
  facetValues5000: { medianMs: measure(synthetic, 500), targetMs: TARGET_NORMALISE_MS },
  // What a page really pays: reading the body text (lossless JSON) and normalising it.
  facetValues5000FromText: {
    medianMs: measure(JSON.stringify(synthetic), 500, (text) =>
      core.normalizeResponse(core.parseJsonLossless(text)),
    ),
  },
  bundle: {
    minifiedBytes: browserBundle.length,
    gzipBytes,
    targetGzipBytes: TARGET_GZIP_BYTES,
    // The entry file and the chunks it imports statically (shared with sub-entries).
    files: mainFiles.map(({ name, gzip }) => ({ name, gzip })),
  },
  searchPage: { gzipBytes: searchPageGzipBytes, entries: ['index', 'facets', 'results'] },
  extras,
};

const ok = (value, target) => (value <= target ? 'ok' : 'OVER');
const rows = [
  [
    'normalise largest fixture',
    `${results.largestFixture.medianMs.toFixed(4)} ms`,
    '',
    `${largest.name} (${largest.size} B)`,
  ],
  [
    'normalise 5,000 facet values',
    `${results.facetValues5000.medianMs.toFixed(4)} ms`,
    `< ${TARGET_NORMALISE_MS} ms`,
    ok(results.facetValues5000.medianMs, TARGET_NORMALISE_MS),
  ],
  [
    '  same, parsed from JSON text',
    `${results.facetValues5000FromText.medianMs.toFixed(4)} ms`,
    '',
    'parseJsonLossless + normalise',
  ],
  [
    'bundle min+gzip',
    `${(gzipBytes / 1024).toFixed(2)} KB`,
    `< ${TARGET_GZIP_BYTES / 1024} KB`,
    ok(gzipBytes, TARGET_GZIP_BYTES),
  ],
  [
    'bundle minified',
    `${(browserBundle.length / 1024).toFixed(2)} KB`,
    '',
    `${mainFiles.length} files: ${mainFiles.map((file) => file.name).join(', ')}`,
  ],
  [
    'search page (+facets, results)',
    `${(searchPageGzipBytes / 1024).toFixed(2)} KB`,
    '',
    'gzip, main entry + facet models + pager',
  ],
  ...extras.map((chunk) => [
    `  + ${chunk.name}`,
    `${(chunk.gzip / 1024).toFixed(2)} KB`,
    '',
    `gzip, ${chunk.kind}`,
  ]),
];
if (!process.argv.includes('--json')) {
  console.log('search-core benchmark (median; machine is shared, compare within one run)\n');
  for (const [what, value, target, note] of rows) {
    console.log(`${what.padEnd(30)} ${value.padStart(12)}  ${target.padEnd(10)} ${note}`);
  }
  console.log('');
}
console.log(JSON.stringify(results));
