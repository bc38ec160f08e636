#!/usr/bin/env node
// The end-to-end tests drive Debian's Chromium through playwright-core (no browser downloads).
// When it is missing and we are root, install it with apt-get; otherwise say exactly what to do.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!fs.existsSync(CHROMIUM)) {
  if (process.getuid?.() === 0) {
    console.log('Chromium fehlt: installiere Debian-Paket chromium mit apt-get ...');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    for (const args of [
      ['update', '-qq'],
      ['install', '-y', '-qq', 'chromium', 'fonts-dejavu-core'],
    ]) {
      const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
      if (result.status !== 0) process.exit(result.status ?? 1);
    }
  } else {
    console.error('Chromium fehlt. Bitte installieren: sudo apt-get install -y chromium fonts-dejavu-core');
    process.exit(1);
  }
}
