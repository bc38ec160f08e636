// JavaScript the login route loads, as the browser fetches it (gzip size; target ≤ 150 KB).
// Also checks that the map library is not among it.
import { gzipSync } from 'node:zlib';
import { launchBrowser, startServer } from '../e2e/harness.js';
import { printTable } from './table.js';

const server = await startServer({ SEED_DEMO: 'never' });
const browser = await launchBrowser();
const page = await browser.newPage();
const scripts: { url: string; raw: number; gzip: number; hasMap: boolean }[] = [];
const reading: Promise<void>[] = [];
page.on('response', (response) => {
  if (response.request().resourceType() !== 'script') return;
  reading.push(
    response.body().then((body) => {
      scripts.push({
        url: new URL(response.url()).pathname,
        raw: body.length,
        gzip: gzipSync(body).length,
        hasMap: body.includes('maplibre'),
      });
    }),
  );
});
await page.goto(`${server.url}/login`, { waitUntil: 'networkidle' });
// The service worker registers after the load event; its script counts too.
await page.waitForTimeout(1000);
await Promise.all(reading);
await browser.close();
await server.stop();

const totalGzip = scripts.reduce((sum, script) => sum + script.gzip, 0);
printTable([
  ...scripts.map((script) => ({
    script: script.url,
    'raw KB': (script.raw / 1024).toFixed(1),
    'gzip KB': (script.gzip / 1024).toFixed(1),
    maplibre: script.hasMap ? 'JA' : 'nein',
  })),
  {
    script: 'total /login',
    'raw KB': (scripts.reduce((s, x) => s + x.raw, 0) / 1024).toFixed(1),
    'gzip KB': (totalGzip / 1024).toFixed(1),
    maplibre: scripts.some((s) => s.hasMap) ? 'JA' : 'nein',
  },
  { script: 'target', 'raw KB': '', 'gzip KB': '≤ 150.0', maplibre: 'nein' },
]);
