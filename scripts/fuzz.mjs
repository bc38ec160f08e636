#!/usr/bin/env node
// npm run fuzz: the fuzz suite of every mutating route (apps/server/src/fuzz.routes.test.ts) with a
// random seed and a large budget. FUZZ_SEED repeats a run, FUZZ_RUNS sets the runs per route,
// FUZZ_PART_CASES the bad query/path/header cases per route (all of them by default here),
// TEST_DB=postgres with TEST_DATABASE_URL fuzzes on PostgreSQL.
import { spawnSync } from 'node:child_process';

const seed = process.env.FUZZ_SEED ?? String(Math.floor(Math.random() * 2 ** 31));
const runs = process.env.FUZZ_RUNS ?? '200';
const partCases = process.env.FUZZ_PART_CASES ?? '1000';
console.log(`Fuzzing mit FUZZ_SEED=${seed} FUZZ_RUNS=${runs}`);
const result = spawnSync('npx', ['vitest', 'run', '--project', 'server', 'apps/server/src/fuzz.routes.test.ts'], {
  stdio: 'inherit',
  env: { ...process.env, FUZZ_SEED: seed, FUZZ_RUNS: runs, FUZZ_PART_CASES: partCases },
});
if (result.status !== 0) {
  console.log(`\nFehler gefunden. Wiederholen mit: FUZZ_SEED=${seed} FUZZ_RUNS=${runs} npm run fuzz`);
}
process.exit(result.status ?? 1);
