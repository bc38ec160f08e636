#!/usr/bin/env node
// Writes scripts/test-durations.json (read by scripts/longest-first-sequencer.ts) from vitest's cache
// of the last local runs: whole seconds per test file. Run it after a full `npm test` when files
// were added or got much longer or shorter; a stale record only costs order, never a test.
import fs from 'node:fs';
import path from 'node:path';

const cacheRoot = 'node_modules/.vite/vitest';
const durations = {};
for (const folder of fs.existsSync(cacheRoot) ? fs.readdirSync(cacheRoot) : []) {
  const file = path.join(cacheRoot, folder, 'results.json');
  if (!fs.existsSync(file)) continue;
  for (const [key, result] of JSON.parse(fs.readFileSync(file, 'utf8')).results) {
    if (result?.duration === undefined || !fs.existsSync(key.slice(key.indexOf(':') + 1))) continue;
    durations[key] = Math.max(1, Math.round(result.duration / 1000));
  }
}
const sorted = Object.fromEntries(Object.entries(durations).sort(([a], [b]) => (a < b ? -1 : 1)));
fs.writeFileSync('scripts/test-durations.json', `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`${Object.keys(sorted).length} Testdateien in scripts/test-durations.json`);
