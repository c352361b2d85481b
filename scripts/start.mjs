#!/usr/bin/env node
/**
 * `pnpm start`: builds the packages (the demo serves the built loader and its chunks), then starts
 * the demo site (examples/cms-host), which generates its data, builds its search index when the
 * data changed, and prints its URL. PORT, HOST, LISTINGS_FILE and SOLR_URL pass through.
 */
import { spawnSync } from 'node:child_process';

const run = (args) => {
  const result = spawnSync('pnpm', args, { stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
run(['run', 'build']);
run(['--filter', '@stayfront/cms-host', 'start']);
