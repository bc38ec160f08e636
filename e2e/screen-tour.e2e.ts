// Every screen, every role, on a 390 px phone and on a 1440 px laptop (issue "Built for the site"):
// no page wider than the viewport, no tap target under 44 × 44 px on the phone, no serious or
// critical axe-core finding at either width. The tour follows the links each role is shown
// (e2e/screen-tour.ts) and checks each screen at both widths by resizing the page in place.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DESKTOP, launchBrowser, PHONE, startServer, type TestServer } from './harness.js';
import { enterApp } from './load-tests.flow.js';
import { tour, type ScreenFindings } from './screen-tour.js';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const roles = [
  'projektleiter@demo.example',
  'admin@demo.example',
  'maschinist@demo.example',
  'gutachter@demo.example',
  'polier@demo.example',
  'einbaugutachter@demo.example',
  'eigenueberwachung@demo.example',
];

function defectsOf(findings: ScreenFindings[]) {
  return findings.flatMap((screen) => [
    ...(screen.width > PHONE.width ? [`${screen.url} (390 px): ${screen.width} px breit`] : []),
    ...screen.smallTargets.map((target) => `${screen.url} (390 px): ${target}`),
    ...screen.axe.map((finding) => `${screen.url} (390 px): ${finding}`),
    ...(screen.desktop.width > DESKTOP.width ? [`${screen.url} (1440 px): ${screen.desktop.width} px breit`] : []),
    ...screen.desktop.axe.map((finding) => `${screen.url} (1440 px): ${finding}`),
  ]);
}

describe('screen tour', () => {
  for (const email of roles) {
    it(`${email} at 390 and 1440 px: no overflow, tap targets of 44 px on the phone, no serious axe finding`, async () => {
      const page = await enterApp(browser, server.url, email, PHONE);
      const findings = await tour(page, ['/', '/material-class', '/outbox'], { phone: PHONE, desktop: DESKTOP });
      await page.context().close();
      expect(findings.length).toBeGreaterThan(email.startsWith('projektleiter') ? 30 : 3);
      expect(defectsOf(findings)).toEqual([]);
    }, 900_000);
  }
});

describe('keyboard on a phone', () => {
  it('opens the menu drawer with the keyboard, keeps the focus inside and returns it on Escape', async () => {
    const page = await enterApp(browser, server.url, roles[0]!, PHONE);
    const menuButton = page.getByRole('button', { name: 'Menü öffnen' });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog');
    await drawer.waitFor();
    for (let step = 0; step < 25; step += 1) {
      await page.keyboard.press('Tab');
      expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    expect(await menuButton.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.context().close();
  }, 120_000);
});
