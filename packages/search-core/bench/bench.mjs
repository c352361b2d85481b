#!/usr/bin/env node
/**
 * search-core benchmark: normalising the largest real fixture and a synthetic 5,000-value facet
 * response (median of many runs), and the min+gzip size of the browser bundle.
 * Prints a table, then one JSON line for tools. Usage: pnpm bench [-- --json]
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
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

// Size: everything a browser downloads for search-core, zustand/vanilla included.
const browserBundle = await bundle({ minify: true, platform: 'browser', target: 'es2022', legalComments: 'none' });
const gzipBytes = gzipSync(browserBundle, { level: 9 }).length;

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

function measure(body, runs) {
  for (let i = 0; i < 50; i++) core.normalizeResponse(body); // warm-up
  const times = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    core.normalizeResponse(body);
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
  bundle: { minifiedBytes: browserBundle.length, gzipBytes, targetGzipBytes: TARGET_GZIP_BYTES },
};

const ok = (value, target) => (value <= target ? 'ok' : 'OVER');
const rows = [
  ['normalise largest fixture', `${results.largestFixture.medianMs.toFixed(4)} ms`, '', `${largest.name} (${largest.size} B)`],
  ['normalise 5,000 facet values', `${results.facetValues5000.medianMs.toFixed(4)} ms`, `< ${TARGET_NORMALISE_MS} ms`, ok(results.facetValues5000.medianMs, TARGET_NORMALISE_MS)],
  ['bundle min+gzip', `${(gzipBytes / 1024).toFixed(2)} KB`, `< ${TARGET_GZIP_BYTES / 1024} KB`, ok(gzipBytes, TARGET_GZIP_BYTES)],
  ['bundle minified', `${(browserBundle.length / 1024).toFixed(2)} KB`, '', ''],
];
if (!process.argv.includes('--json')) {
  console.log('search-core benchmark (median; machine is shared, compare within one run)\n');
  for (const [what, value, target, note] of rows) {
    console.log(`${what.padEnd(30)} ${value.padStart(12)}  ${target.padEnd(10)} ${note}`);
  }
  console.log('');
}
console.log(JSON.stringify(results));
