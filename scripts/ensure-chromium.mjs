#!/usr/bin/env node
// The end-to-end tests drive Debian's Chromium through playwright-core (no browser downloads).
// When it is missing and we are root, install it with apt-get; otherwise say exactly what to do.
// The same for xmllint (libxml2-utils), which the API tests use.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// The browser tests drive Debian's headless shell of the same Chromium (decision 0837).
const CHROMIUM_HEADLESS_SHELL = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

// The API tests validate the UBL delivery notes with libxml2's xmllint (decision 0640); they skip
// that check, saying so, where it is missing, so it is installed here like the browser.
const hasXmllint = spawnSync('xmllint', ['--version']).error === undefined;
const missing = [
  ...(fs.existsSync(CHROMIUM) ? [] : ['chromium', 'fonts-dejavu-core']),
  ...(fs.existsSync(CHROMIUM_HEADLESS_SHELL) ? [] : ['chromium-headless-shell']),
  ...(hasXmllint ? [] : ['libxml2-utils']),
];

if (missing.length > 0) {
  if (process.getuid?.() === 0) {
    console.log(`Es fehlt ${missing.join(', ')}: installiere die Debian-Pakete mit apt-get ...`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    for (const args of [
      ['update', '-qq'],
      ['install', '-y', '-qq', ...missing],
    ]) {
      const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
      if (result.status !== 0) process.exit(result.status ?? 1);
    }
  } else {
    console.error(`Es fehlt ${missing.join(', ')}. Bitte installieren: sudo apt-get install -y ${missing.join(' ')}`);
    process.exit(1);
  }
}
