#!/usr/bin/env node
// npm test: lint, typecheck, unit + API (PGlite, and PostgreSQL when TEST_DATABASE_URL is set),
// component and end-to-end tests. Every step runs; nothing is skipped silently; exit code 1 if any failed.
import { spawnSync } from 'node:child_process';

const steps = [
  // Chromium for the browser tests and xmllint for the API tests' UBL schema check.
  ['Systemwerkzeuge', 'node', ['scripts/ensure-chromium.mjs']],
  ['Lint', 'npm', ['run', 'lint']],
  ['Typecheck', 'npm', ['run', 'typecheck']],
  ['Build', 'npm', ['run', 'build']],
  [
    'Unit (domain, server) und Komponenten (web)',
    'npx',
    ['vitest', 'run', '--project', 'domain', '--project', 'server-unit', '--project', 'web'],
  ],
  ['API (PGlite)', 'npx', ['vitest', 'run', '--project', 'server'], { TEST_DB: 'pglite' }],
];
if (process.env.TEST_DATABASE_URL) {
  steps.push(['API (PostgreSQL)', 'npx', ['vitest', 'run', '--project', 'server'], { TEST_DB: 'postgres' }]);
} else {
  console.log('Hinweis: TEST_DATABASE_URL ist nicht gesetzt – die API-Tests laufen nur auf PGlite (CI setzt sie).');
}
steps.push(['Ende-zu-Ende (Chromium)', 'npx', ['vitest', 'run', '--project', 'e2e']]);

const results = [];
for (const [name, command, args, env] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  results.push({ name, ok: result.status === 0, seconds: Math.round((Date.now() - started) / 1000) });
}
console.log('\n=== Ergebnis ===');
for (const { name, ok, seconds } of results) console.log(`${ok ? 'OK    ' : 'FEHLER'} ${name} (${seconds} s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
