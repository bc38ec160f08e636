// Debian's Chromium as every browser test drives it (end-to-end tests, benchmarks, the OCR test
// printouts): nothing is downloaded, and the flags keep a headless run quiet and reproducible.
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's headless shell of the same Chromium (same Blink, same version), which the end-to-end
 * tests drive: without the full browser's window and profile machinery a screen costs the two cores
 * about a third less (decision 0837). The benchmarks and the OCR printouts keep the full browser.
 */
export const CHROMIUM_HEADLESS_SHELL = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
