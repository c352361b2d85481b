#!/usr/bin/env node
/**
 * Browser tests drive Debian's Chromium through playwright-core (a downloaded browser cannot be
 * fetched on these machines). This makes sure it is there: found at CHROMIUM_PATH or
 * /usr/bin/chromium, or installed with apt-get when running as root; otherwise it says how.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

import { CHROMIUM_PATH as path } from './chromium.mjs';

if (existsSync(path)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (isRoot && existsSync('/usr/bin/apt-get')) {
  console.log("Chromium is missing: installing Debian's chromium package (about a minute)…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  if (existsSync(path)) process.exit(0);
}
console.error(
  `Chromium was not found at ${path}. Install it (Debian/Ubuntu: sudo apt-get install -y chromium)\n` +
    'or point CHROMIUM_PATH at a Chromium or Chrome binary, then run the tests again.',
);
process.exit(1);
