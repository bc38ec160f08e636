// Lab values in the batch analytic end to end (issue 23, decision 0282): in the demo project a
// released RC-1 0/32 pile has a full batch. The appraiser pastes the lab table into the analytic,
// sees RC-2 with "Sulfat" decisive, keeps the planned RC-1 0/32, is asked for a reason, saves with
// one, and after a reload the batch shows "abweichend von der Berechnung (RC-2)" with the reason.
// The evaluation sheet's text names the decisive parameter (page 1 rendered to a PNG). The form is
// photographed at 1440 and 390 px.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { pdfText } from '../apps/server/src/test/pdf-text.js';
import { launchBrowser, PHONE, screenshot, SCREENSHOT_DIR, startServer, type TestServer } from './harness.js';
import { releasedPile } from './recycled-material.flow.js';
import { api, field, projectIdOf, signedInPages, waitForToast } from './load-tests.flow.js';
import { TAP_TARGET_PX } from './screen-tour.js';

const PM = 'projektleiter@demo.example';
const MACHINIST = 'maschinist@demo.example';
const APPRAISER = 'gutachter@demo.example';
const PILE = 'M-11 Betonbruch Rampe';
const LAB_TABLE = [
  'Parameter\tMesswert\tEinheit',
  'pH-Wert\t11,2\t-',
  'Elektrische Leitfähigkeit\t1800\tµS/cm',
  'Sulfat\t800\tmg/l',
  'PAK15\t2,1\tµg/l',
  'PAK16\t6,4\tmg/kg',
  'Chrom, ges.\t45\tµg/l',
  'Kupfer\t38\tµg/l',
  'Vanadium\t22\tµg/l',
].join('\n');
const REASON = 'Nachuntersuchung der Rückstellprobe: Sulfat 540 mg/l (Prüfbericht 4712)';
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

let server: TestServer;
let browser: Browser;
let batchUrl = '';
let batchApiPath = '';
const { open, closeAll } = signedInPages(() => ({ browser, url: server.url }));

async function pasteLabTable(page: Page) {
  await page.getByRole('button', { name: 'Tabelle einfügen' }).click();
  await page.getByLabel('Laborwerte einfügen').fill(LAB_TABLE);
  await page.getByRole('button', { name: 'Übernehmen' }).click();
  await expect.poll(() => page.getByTestId('material-class-result').textContent()).toBe('RC-2');
}

async function openAnalyticForm(page: Page) {
  await page.goto(`${batchUrl}/analytic`);
  await page.getByRole('heading', { name: 'Analytik erfassen' }).waitFor();
  await page.getByText('Neue Betriebsbeurteilung ist notwendig?').waitFor();
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const manager = await open(PM);
  const projectId = await projectIdOf(manager, 'Gewerbepark Nord');
  const machinist = await open(MACHINIST);
  const pileId = await releasedPile(manager, machinist, {
    projectId,
    name: PILE,
    tons: 600,
    machine: 'Prallbrecher RM 100',
  });
  const pilePath = `/wrecking-pile/${pileId}`;
  const captured = await api<{ batches: { batchId: string }[] }>(
    machinist,
    'POST',
    `${pilePath}/capture-broken-material`,
    {
      amountInTons: 500,
    },
  );
  const batchId = captured.batches[0]!.batchId;
  batchUrl = `/projects/${projectId}/wrecking-piles/${pileId}/batches/${batchId}`;
  batchApiPath = `${pilePath}/batch/${batchId}`;
}, 300_000);

afterAll(async () => {
  await closeAll();
  await browser?.close();
  await server?.stop();
});

describe('lab values in the batch analytic', () => {
  it('on a phone the pasted table shows the class in the strip above the buttons, without horizontal scrolling', async () => {
    const page = await open(APPRAISER, PHONE);
    await openAnalyticForm(page);
    await pasteLabTable(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect((await page.getByLabel('Sulfat').boundingBox())!.height).toBeGreaterThanOrEqual(TAP_TARGET_PX);
    await page.getByLabel('Sulfat').scrollIntoViewIfNeeded();
    await screenshot(page, 'ebv-analytic-lab-values-phone');
    await page.getByTestId('material-class-evaluation').scrollIntoViewIfNeeded();
    await screenshot(page, 'ebv-analytic-lab-result-phone');
  });

  it('RC-2 with Sulfat decisive; RC-1 needs a reason; the batch shows the deviation after a reload', async () => {
    const page = await open(APPRAISER);
    await openAnalyticForm(page);
    await field(page, 'Datum der Probenahme').click();
    await page.getByRole('button', { name: 'Heute' }).click();
    for (const [index, name] of ['Probenahmeprotokoll.pdf', 'Prüfbericht 4711.pdf'].entries()) {
      await page.getByTestId('file-input').nth(index).setInputFiles({ name, mimeType: 'application/pdf', buffer: PDF });
      await page.locator('[data-status="success"]', { hasText: name }).waitFor();
    }
    await page.getByRole('checkbox', { name: /^keine/ }).check();
    await page
      .getByRole('radiogroup', { name: /Neue Betriebsbeurteilung/ })
      .getByText('Nein')
      .click();

    await pasteLabTable(page);
    expect(await page.getByTestId('decisive-parameters').textContent()).toContain('Sulfat 800 mg/l > 600 mg/l (RC-1)');
    // The planned class RC-1 0/32 stays chosen: against the computation, a reason is asked for.
    const reason = page.getByLabel(/Begründung: gewählte Klasse abweichend von der Berechnung \(RC-2\)/);
    await reason.waitFor();
    await page.getByTestId('material-class-evaluation').scrollIntoViewIfNeeded();
    await screenshot(page, 'ebv-analytic-lab-values-desktop');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page
      .getByText('Bitte begründen Sie, warum Sie von der berechneten Materialklasse (RC-2) abweichen.')
      .waitFor();
    await reason.fill(REASON);
    await page.getByRole('button', { name: 'Speichern' }).click();
    await waitForToast(page, 'Die Analytik wurde erfasst');

    await page.waitForURL(`**${batchUrl}`);
    await page.reload();
    const deviation = page.getByTestId('class-deviation');
    await deviation.waitFor();
    expect(await deviation.textContent()).toContain('abweichend von der Berechnung (RC-2)');
    expect(await deviation.textContent()).toContain(REASON);
    expect(await page.getByTestId('computed-class').textContent()).toContain('Sulfat');
    await page
      .getByRole('link', { name: /^Bewertungsbogen/ })
      .first()
      .waitFor();
    await screenshot(page, 'ebv-batch-lab-deviation-desktop');

    // The evaluation sheet as stored with the analytic: its text lists the decisive parameter.
    const batch = await api<{ analytic: { lab: { evaluationSheet: { url: string } } } }>(page, 'GET', batchApiPath);
    const bytes = await page.evaluate(async (url) => {
      const response = await fetch(url);
      return Array.from(new Uint8Array(await response.arrayBuffer()));
    }, batch.analytic.lab.evaluationSheet.url);
    const pdf = Buffer.from(bytes);
    const text = await pdfText(pdf);
    expect(text).toContain('Sulfat 800 mg/l > 600 mg/l (RC-1)');
    expect(text).toContain('abweichend von der Berechnung (RC-2)');
    expect(text).toContain(PILE);
    fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
    const file = path.join(SCREENSHOT_DIR, 'ebv-analytic-evaluation-sheet.pdf');
    fs.writeFileSync(file, pdf);
    try {
      execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', file, file.replace(/\.pdf$/, '')]);
    } catch {
      // poppler-utils not installed: the text check above still ran.
    }
  });
});
