#!/usr/bin/env node
// npm test: lint, typecheck, unit + API (PGlite, and PostgreSQL when TEST_DATABASE_URL is set),
// component and end-to-end tests. Every step runs; nothing is skipped silently; exit code 1 if any failed.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { testsOf } from './test-report.mjs';

// Steps in one inner list run at the same time: lint and typecheck are one process each, on one
// core each, and neither needs the other's output (decision 0752); the browser tests keep about one
// of the two cores busy, and the held-out OCR set, at the lowest CPU priority, reads its photos on
// what they leave (decision 0770). The first step of a group writes to the terminal as it runs; the
// others' output is buffered and printed whole after it, so it reads as if they had run in turn.
// The OCR set needs no build and no database: it starts with lint and typecheck and takes, at the
// lowest priority, what every step before the browser tests leaves idle too; it is waited for and
// reported with the browser tests (decision 0778).
const OCR_SET = [
  'OCR-Testsatz II (zurückgehaltene Layouts)',
  // `nice`: no other step's work, and no browser test's wait for a screen, loses its core to the OCR.
  'nice',
  ['-n', '19', 'npx', 'vitest', 'run', '--project', 'ocr-sets'],
];
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
steps.push([['Ende-zu-Ende (Chromium)', 'npx', ['vitest', 'run', '--project', 'e2e']], OCR_SET]);

// Each vitest step also writes its results as JSON, so the end of the run can name every failed test:
// CI shows only the last part of a long run's output (decision 0789).
const reports = mkdtempSync(path.join(os.tmpdir(), 'npm-test-'));
let reportCount = 0;

/** Runs one step; it writes straight to the terminal unless told to buffer its output. */
function run([name, command, givenArgs, env], buffered) {
  const started = Date.now();
  const output = [];
  const report = givenArgs.includes('vitest') ? path.join(reports, `${++reportCount}.json`) : null;
  const args = report
    ? [...givenArgs, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]
    : givenArgs;
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
      resolve({ name, ok: code === 0, seconds: Math.round((Date.now() - started) / 1000), output, report }),
    );
  });
}

const results = [];
/** Steps started before their group: the OCR set, from the lint and typecheck group on. */
const started = new Map();
for (const group of steps) {
  if (group.length > 1) console.log(`\n(gleichzeitig: ${group.map(([name]) => name).join(', ')})`);
  if (group.some(([name]) => name === 'Lint')) {
    console.log(`\n(ab hier im Hintergrund, niedrigste Priorität: ${OCR_SET[0]}; Ausgabe nach den Ende-zu-Ende-Tests)`);
    started.set(OCR_SET, run(OCR_SET, true));
  }
  console.log(`\n=== ${group[0][0]} ===`);
  const running = group.map((step, index) => started.get(step) ?? run(step, index > 0));
  for (const [index, result] of (await Promise.all(running)).entries()) {
    if (index > 0) console.log(`\n=== ${result.name} ===`);
    process.stdout.write(Buffer.concat(result.output));
    results.push(result);
  }
}
console.log('\n=== Ergebnis ===');
for (const { name, ok, seconds } of results) console.log(`${ok ? 'OK    ' : 'FEHLER'} ${name} (${seconds} s)`);

for (const { name, ok, report } of results.filter((r) => r.report)) {
  const { failed, retried } = testsOf(report);
  if (retried.length > 0) console.log(`\nErst im zweiten Versuch bestanden in ${name}:\n${retried.join('\n')}`);
  if (failed.length > 0) console.log(`\nFehlgeschlagen in ${name}:\n${failed.join('\n')}`);
  else if (!ok) console.log(`\nFehlgeschlagen in ${name}: kein Testbericht (siehe Ausgabe oben)`);
}
const failed = results.filter((r) => !r.ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
