#!/usr/bin/env node
// npm run bench: builds, then runs every bench/*.bench.ts one after the other. Each benchmark
// measures its subject and a baseline side by side in the same run and prints a table of ratios.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const only = process.argv.slice(2);
const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(1);
const files = fs
  .readdirSync('bench')
  .filter((name) => name.endsWith('.bench.ts'))
  .filter((name) => only.length === 0 || only.some((o) => name.includes(o)))
  .sort();
let failed = 0;
for (const file of files) {
  console.log(`\n### ${file}`);
  const result = spawnSync('npx', ['tsx', `bench/${file}`], { stdio: 'inherit' });
  if (result.status !== 0) failed += 1;
}
process.exit(failed > 0 ? 1 : 0);
