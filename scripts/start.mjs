#!/usr/bin/env node
// npm start: installs (npm ci when node_modules is missing), builds, then runs the server, which
// migrates the database and seeds the demo data on first start. Honours PORT and DATA_DIR.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { serverNodeFlags } from './server-node-flags.mjs';

const run = (command, args) => {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (!fs.existsSync('node_modules/.package-lock.json')) {
  console.log('Installiere Abhängigkeiten (npm ci) ...');
  run('npm', ['ci']);
}
console.log('Baue die Anwendung ...');
run('npm', ['run', 'build']);

const server = spawn(process.execPath, [...serverNodeFlags, 'apps/server/dist/main.js'], {
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
