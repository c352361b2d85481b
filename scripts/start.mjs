#!/usr/bin/env node
/**
 * `pnpm start`: builds the packages. The demo site (examples/cms-host, with its embedded search
 * engine) is the next milestone; until it lands this command only builds, and says so.
 */
import { spawnSync } from 'node:child_process';

const result = spawnSync('pnpm', ['run', 'build'], {
  stdio: 'inherit',
  shell: process.platform === 'win32',
});
if (result.status !== 0) process.exit(result.status ?? 1);
console.log(`
Stayfront packages are built (packages/*/dist).
The demo site (examples/cms-host) does not exist yet: it arrives with its own issue, and this
command will then start it and print its URL. Until then there is nothing to open in a browser.`);
