// The site-phone profile of issue "Fast on a site phone", shared by bench/site-phone.bench.ts and
// bench/site-phone-waterfall.ts: Chromium's "Slow 4G" preset (1.6 Mbit/s down, 750 kbit/s up,
// 150 ms round trip, each × 0.9 as in Chromium's own preset) and 4× CPU slowdown, and the phone.
import type { Browser, BrowserContext } from 'playwright-core';
import { PHONE } from '../e2e/harness.js';

export const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6e6 / 8) * 0.9,
  uploadThroughput: (750e3 / 8) * 0.9,
};
export const CPU_SLOWDOWN = 4;

/** A new browser profile as the phone: 390 px, touch, German; signed in when given a storage state. */
export function phoneContext(browser: Browser, storageState?: unknown): Promise<BrowserContext> {
  return browser.newContext({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    ...(storageState ? { storageState: storageState as never } : {}),
  });
}
