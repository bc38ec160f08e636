// The slow site phone of the benchmarks (issue "Fast on a site phone"): Chromium's "Slow 4G" preset
// (1.6 Mbit/s down, 750 kbit/s up, 150 ms round trip, each × 0.9 as in Chromium's own preset) and a
// 4× CPU slowdown, applied over the DevTools protocol, and the phone's browser profile. Shared by
// every benchmark that emulates the phone (site-phone, its waterfall, outbox-sync, long-lists).
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { PHONE } from '../e2e/harness.js';

export const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6e6 / 8) * 0.9,
  uploadThroughput: (750e3 / 8) * 0.9,
};
export const CPU_SLOWDOWN = 4;

/** Throttles network and CPU of `page`; the session can switch the network later (e.g. offline). */
export async function throttle(page: Page, { cpu = CPU_SLOWDOWN } = {}): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  return cdp;
}

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
