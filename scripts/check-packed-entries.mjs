/**
 * The packages as an npm consumer gets them (after a build): checks publint does not make.
 *
 * 1. Every JS entry of every exports map imports in plain Node, without window or document: a
 *    Next.js, Remix or Astro app evaluates its imports on the server. Exception: @stayfront/maps,
 *    whose Leaflet reads `window` when it is evaluated (a browser-only library; see its README).
 * 2. No built module imports a bundler-only specifier (`x.css?inline`, `?raw`, `?url`): a Vite
 *    query left external breaks webpack, esbuild and Node alike.
 * 3. Every bare module the published .d.ts files import is the consumer's to provide (a peer) or
 *    comes with the package: a dependency that ships its own types, or its `@types/` package
 *    among the dependencies. Otherwise a strict consumer's tsc fails (TS7016) or reads `any`.
 * 4. A package re-declares the required peers of the Stayfront packages it depends on (react
 *    for everything that imports @stayfront/widgets), so strict installers give the consumer
 *    one React rather than a warning or none.
 *
 * Usage: node scripts/check-packed-entries.mjs [packages dir] (default: packages).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = resolve(process.argv[2] ?? 'packages');
const BROWSER_ONLY = new Map([['@stayfront/maps', 'Leaflet reads window when it is evaluated']]);
const problems = [];

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const walk = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );
const packageName = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
const typesName = (name) =>
  `@types/${name.startsWith('@') ? name.slice(1).replace('/', '__') : name}`;

function shipsTypes(dir, name) {
  let manifest;
  try {
    manifest = readJson(createRequire(join(dir, 'package.json')).resolve(`${name}/package.json`));
  } catch {
    return false;
  }
  return Boolean(
    manifest.types ??
      manifest.typings ??
      JSON.stringify(manifest.exports ?? {}).includes('"types"'),
  );
}

const packages = readdirSync(root)
  .map((name) => join(root, name))
  .filter((dir) => existsSync(join(dir, 'package.json')))
  .map((dir) => ({ dir, manifest: readJson(join(dir, 'package.json')) }));
const byName = new Map(packages.map((pkg) => [pkg.manifest.name, pkg.manifest]));

for (const { dir, manifest } of packages) {
  const { name } = manifest;
  const dependencies = manifest.dependencies ?? {};
  const peers = manifest.peerDependencies ?? {};
  const dist = join(dir, 'dist');
  if (!existsSync(dist)) {
    problems.push(`${name}: no dist/ (build first)`);
    continue;
  }
  const files = walk(dist);

  for (const [subpath, target] of Object.entries(manifest.exports ?? {})) {
    const file = typeof target === 'object' ? target.import : undefined;
    if (!file) continue; // classic scripts, the stylesheet, package.json
    const entry = `${name}${subpath.slice(1)}`;
    // A fresh Node per entry: nothing one import defines leaks into the next, and an error thrown
    // while Node evaluates a CommonJS dependency cannot escape this script's try/catch.
    const run = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `await import(${JSON.stringify(pathToFileURL(join(dir, file)).href)})`,
      ],
      { encoding: 'utf8' },
    );
    const error = run.stderr.split('\n').find((line) => /^\w*Error\b/.test(line)) ?? run.stderr;
    if (run.status === 0 && BROWSER_ONLY.has(name)) {
      problems.push(`${entry}: imports in Node now; drop its exception`);
    } else if (run.status !== 0 && !BROWSER_ONLY.has(name)) {
      problems.push(`${entry}: throws when imported in Node: ${error.trim()}`);
    }
  }

  for (const file of files.filter((f) => f.endsWith('.js'))) {
    const text = readFileSync(file, 'utf8');
    for (const [, specifier] of text.matchAll(
      /(?:from|import)\s*\(?\s*["']([^"']+\?(?:inline|raw|url))["']/g,
    )) {
      problems.push(
        `${name}: ${relative(dir, file)} imports "${specifier}", which only Vite understands`,
      );
    }
  }

  const typed = new Set();
  for (const file of files.filter((f) => f.endsWith('.d.ts'))) {
    const text = readFileSync(file, 'utf8');
    for (const [, specifier] of text.matchAll(/(?:from\s+|import\()["']([^"'.][^"']*)["']/g)) {
      typed.add(packageName(specifier));
    }
  }
  for (const module of typed) {
    if (module === name || module in peers || typesName(module) in peers) continue;
    if (typesName(module) in dependencies) continue;
    if (module in dependencies && shipsTypes(dir, module)) continue;
    problems.push(
      `${name}: its .d.ts files import "${module}", whose types a consumer does not get (add ${typesName(module)} to dependencies, or make it a peer)`,
    );
  }

  for (const dependency of Object.keys(dependencies)) {
    const upstream = byName.get(dependency);
    for (const [peer, range] of Object.entries(upstream?.peerDependencies ?? {})) {
      if (upstream.peerDependenciesMeta?.[peer]?.optional || peer in peers) continue;
      problems.push(
        `${name}: depends on ${dependency}, which needs the peer ${peer}@${range}; declare it too`,
      );
    }
  }
}

if (problems.length > 0) {
  console.error(`Packed entries: ${problems.length} problem(s)\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(`Packed entries: ${packages.length} packages checked`);
