// Debian's Chromium as every browser test drives it (end-to-end tests, benchmarks, the OCR test
// printouts): nothing is downloaded, and the flags keep a headless run quiet and reproducible.
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
