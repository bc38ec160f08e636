// The slow site phone of the benchmarks (issue "Fast on a site phone"): Slow 4G (1.6 Mbit/s down,
// 750 kbit/s up, 150 ms round trip) and a 4× CPU slowdown, applied over the DevTools protocol.
import type { CDPSession, Page } from 'playwright-core';

export const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6e6 / 8) * 0.9,
  uploadThroughput: (750e3 / 8) * 0.9,
};
export const CPU_SLOWDOWN = 4;

/** Throttles network and CPU of `page`; the session can switch the network later (e.g. offline). */
export async function throttle(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return cdp;
}
