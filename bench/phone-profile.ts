// The slow site phone of the benchmarks (issue "Fast on a site phone"): Chromium's "Slow 4G" preset
// (1.6 Mbit/s down, 750 kbit/s up, 150 ms round trip, each × 0.9 as in Chromium's own preset) and a
// 4× CPU slowdown, applied over the DevTools protocol, and the phone's browser profile. Shared by
// every benchmark that emulates the phone (site-phone, its waterfall, outbox-sync, long-lists).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../apps/server/src/test/chromium.js';
import { PHONE } from '../e2e/harness.js';

export const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6e6 / 8) * 0.9,
  uploadThroughput: (750e3 / 8) * 0.9,
};
export const CPU_SLOWDOWN = 4;

/**
 * Throttles network and CPU of `page`; the session can switch the network later (e.g. offline).
 * With `origin`, the tab first opens a static file of that origin (no script, no service worker),
 * so that the renderer the screen will run in exists when the slowdown is set. A new tab's first
 * navigation to a site may move it to another renderer, and the slowdown then reaches the new one
 * only once DevTools has attached to it, possibly after the page's first scripts ran (decision 0540).
 */
export async function throttle(page: Page, { cpu = CPU_SLOWDOWN, origin }: { cpu?: number; origin?: string } = {}) {
  if (origin) await page.goto(`${origin}/favicon.svg`);
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  return cdp;
}

const PHONE_OPTIONS = {
  viewport: PHONE,
  isMobile: true,
  hasTouch: true,
  locale: 'de-DE',
  timezoneId: 'Europe/Berlin',
};

const PROFILES = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-phone-profiles-'));
process.on('exit', () => fs.rmSync(PROFILES, { recursive: true, force: true }));

type StorageState = {
  cookies: Parameters<BrowserContext['addCookies']>[0];
  origins: { origin: string; localStorage: { name: string; value: string }[] }[];
};

/**
 * Cookies and local storage into a persistent profile (which takes no storage state). Local storage
 * is written from an empty page that Playwright answers, so the profile has visited nothing yet.
 */
async function restore(context: BrowserContext, state: StorageState): Promise<void> {
  await context.addCookies(state.cookies);
  const page = context.pages()[0] ?? (await context.newPage());
  for (const { origin, localStorage: items } of state.origins) {
    await page.route(`${origin}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '' }));
    await page.goto(`${origin}/storage-state`);
    await page.evaluate((entries) => entries.forEach((item) => localStorage.setItem(item.name, item.value)), items);
    await page.unrouteAll();
  }
  await page.close();
}

/** A new browser profile as the phone: 390 px, touch, German; signed in when given a storage state. */
export function phoneContext(browser: Browser, storageState?: unknown): Promise<BrowserContext> {
  return browser.newContext({ ...PHONE_OPTIONS, ...(storageState ? { storageState: storageState as never } : {}) });
}

/**
 * The phone's own browser profile on disk, as a returning user has it (decision 0460). An
 * off-the-record profile (`phoneContext`) keeps no V8 code cache, so its second visit compiled every
 * script again; on disk the boot script's compiled code is reused (the app's module scripts are
 * still compiled again: Chromium 156 reuses no module code cache here, measured with a trace). The
 * profiles are deleted when the process exits.
 */
export async function persistentPhoneContext(storageState?: unknown): Promise<BrowserContext> {
  const dir = fs.mkdtempSync(path.join(PROFILES, 'phone-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
    ...PHONE_OPTIONS,
  });
  if (storageState) await restore(context, storageState as StorageState);
  return context;
}
