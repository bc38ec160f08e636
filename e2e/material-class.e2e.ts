// Material class calculator end to end (issue 23): an appraiser opens "Materialklasse berechnen"
// from the menu, pastes a lab table from a spreadsheet, sees RC-2 with sulfate as the decisive
// parameter while the values are still on screen, downloads the evaluation sheet and its text
// names the decisive parameter (page 1 rendered to a PNG for a look). On a phone a clipboard
// paste into the values table does the same, without horizontal scrolling.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { pdfText } from '../apps/server/src/test/pdf-text.js';
import { DESKTOP, launchBrowser, PHONE, screenshot, SCREENSHOT_DIR, startServer, type TestServer } from './harness.js';
import { enterApp } from './load-tests.flow.js';
import { TAP_TARGET_PX } from './screen-tour.js';

const APPRAISER = 'gutachter@demo.example';
const LAB_TABLE = [
  'Parameter\tMesswert\tEinheit',
  'pH-Wert\t11,2\t-',
  'Elektrische Leitfähigkeit\t1.800\tµS/cm',
  'Sulfat\t800\tmg/l',
  'PAK15\t2,1\tµg/l',
  'PAK16\t6,4\tmg/kg',
  'Chrom, ges.\t45\tµg/l',
  'Kupfer\t38\tµg/l',
  'Vanadium\t22\tµg/l',
].join('\n');

let server: TestServer;
let browser: Browser;
const pages: Page[] = [];

async function openCalculator(viewport: { width: number; height: number }) {
  const page = await enterApp(browser, server.url, APPRAISER, viewport);
  pages.push(page);
  return page;
}

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(1);
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await Promise.all(pages.map((page) => page.context().close()));
  await browser?.close();
  await server?.stop();
});

describe('material class calculator', () => {
  it('pastes a lab table, shows RC-2 with Sulfat decisive and downloads the evaluation sheet', async () => {
    const page = await openCalculator(DESKTOP);
    await page.getByRole('link', { name: 'Materialklasse berechnen' }).click();
    await page.getByRole('heading', { name: 'Materialklasse berechnen' }).waitFor();

    await page.getByRole('button', { name: 'Tabelle einfügen' }).click();
    await page.getByLabel('Laborwerte einfügen').fill(LAB_TABLE);
    await page.getByRole('button', { name: 'Übernehmen' }).click();

    // "1.800" has a thousands separator only: read as 1,8 it would be no problem for the class,
    // but it is what a German spreadsheet copies, so the row is refused with a message instead.
    await expect.poll(() => page.getByText('Nicht übernommene Zeilen').isVisible()).toBe(true);
    await page.getByLabel('Elektrische Leitfähigkeit').fill('1800');

    const result = page.getByTestId('material-class-result');
    await expect.poll(() => result.textContent()).toBe('RC-2');
    const decisive = page.getByTestId('decisive-parameters');
    expect(await decisive.textContent()).toContain('Sulfat 800 mg/l > 600 mg/l (RC-1)');
    expect(await page.getByLabel('Sulfat').inputValue()).toBe('800');
    await expectNoHorizontalScroll(page);
    await screenshot(page, 'material-class-desktop');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Bewertungsbogen (PDF)' }).first().click(),
    ]);
    expect(download.suggestedFilename()).toBe('Bewertungsbogen RC-2.pdf');
    const pdf = fs.readFileSync((await download.path())!);
    expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
    const text = await pdfText(pdf);
    expect(text).toContain('Bewertungsbogen Materialklasse');
    expect(text).toContain('Sulfat 800 mg/l > 600 mg/l (RC-1)');
    expect(text).toContain('Greta Gutachter');
    fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
    const file = path.join(SCREENSHOT_DIR, 'material-class-sheet.pdf');
    fs.writeFileSync(file, pdf);
    try {
      execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', file, file.replace(/\.pdf$/, '')]);
    } catch {
      // poppler-utils not installed: the text check above still ran.
    }
  });

  it('on a phone a clipboard paste into the table fills the values, without horizontal scrolling', async () => {
    const page = await openCalculator(PHONE);
    await page.goto('/material-class');
    await page.getByRole('heading', { name: 'Materialklasse berechnen' }).waitFor();
    await page.getByLabel('Sulfat').focus();
    await page.evaluate(
      (text) => {
        const data = new DataTransfer();
        data.setData('text/plain', text);
        document.activeElement!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }));
      },
      LAB_TABLE.replace('1.800', '1800'),
    );
    await expect.poll(() => page.getByTestId('material-class-result').textContent()).toBe('RC-2');
    const input = await page.getByLabel('Sulfat').boundingBox();
    expect(input!.height).toBeGreaterThanOrEqual(TAP_TARGET_PX);
    await expectNoHorizontalScroll(page);
    await screenshot(page, 'material-class-phone');
    await page.getByTestId('material-class-evaluation').scrollIntoViewIfNeeded();
    await screenshot(page, 'material-class-phone-result');
  });
});
