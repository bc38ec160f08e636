#!/usr/bin/env node
// npm test: lint, typecheck, unit + API (PGlite, and PostgreSQL when TEST_DATABASE_URL is set),
// component and end-to-end tests. Every step runs; nothing is skipped silently; exit code 1 if any failed.
import { spawn } from 'node:child_process';

// Steps in one inner list run at the same time: lint and typecheck are one process each, on one
// core each, and neither needs the other's output (decision 0752). Their output is buffered and
// printed whole, step by step in this order, so it reads as if they had run one after the other.
const steps = [
  // Chromium for the browser tests and xmllint for the API tests' UBL schema check.
  [['Systemwerkzeuge', 'node', ['scripts/ensure-chromium.mjs']]],
  [
    ['Lint', 'npm', ['run', 'lint']],
    ['Typecheck', 'npm', ['run', 'typecheck']],
  ],
  [['Build', 'npm', ['run', 'build']]],
  [
    [
      'Unit (domain, server) und Komponenten (web)',
      'npx',
      ['vitest', 'run', '--project', 'domain', '--project', 'server-unit', '--project', 'web'],
    ],
  ],
  [['API (PGlite)', 'npx', ['vitest', 'run', '--project', 'server'], { TEST_DB: 'pglite' }]],
];
if (process.env.TEST_DATABASE_URL) {
  steps.push([['API (PostgreSQL)', 'npx', ['vitest', 'run', '--project', 'server'], { TEST_DB: 'postgres' }]]);
} else {
  console.log('Hinweis: TEST_DATABASE_URL ist nicht gesetzt – die API-Tests laufen nur auf PGlite (CI setzt sie).');
}
steps.push([['Ende-zu-Ende (Chromium)', 'npx', ['vitest', 'run', '--project', 'e2e']]]);

/** Runs one step; alone it writes straight to the terminal, beside others into a buffer. */
function run([name, command, args, env], buffered) {
  const started = Date.now();
  const output = [];
  const child = spawn(command, args, {
    stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...env },
  });
  if (buffered) {
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
  }
  return new Promise((resolve) => {
    child.on('error', (error) =>
      buffered ? output.push(Buffer.from(`${error.message}\n`)) : console.error(error.message),
    );
    child.on('close', (code) =>
      resolve({ name, ok: code === 0, seconds: Math.round((Date.now() - started) / 1000), output }),
    );
  });
}

const results = [];
for (const group of steps) {
  if (group.length === 1) {
    console.log(`\n=== ${group[0][0]} ===`);
    results.push(await run(group[0], false));
    continue;
  }
  console.log(`\n(gleichzeitig: ${group.map(([name]) => name).join(', ')})`);
  for (const running of group.map((step) => run(step, true))) {
    const result = await running;
    console.log(`\n=== ${result.name} ===`);
    process.stdout.write(Buffer.concat(result.output));
    results.push(result);
  }
}
console.log('\n=== Ergebnis ===');
for (const { name, ok, seconds } of results) console.log(`${ok ? 'OK    ' : 'FEHLER'} ${name} (${seconds} s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
