// Lists that page (issue "Years of data", benchmark): the history page of a project with 100,000
// entries and its orders list with 2,000 orders, in Chromium through playwright-core, on the built
// app on PostgreSQL. Per screen and profile: time from navigation to the first rows in the page,
// then a scripted scroll (a fixed distance per animation frame, like a steady fling) with the
// frame rate from requestAnimationFrame deltas, the share of long frames, and how many rows the
// page holds. The machine is shared: right after each scroll the same tab scrolls the same page
// frozen before the scroll (its HTML and styles, no scripts: the floor), and the ratio of the two
// frame rates is what the list's own work costs, which load changes less than absolute rates.
// Targets: first rows < 1 s, 60 frames per second while scrolling.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import type { Browser, Page } from 'playwright-core';
import pg from 'pg';
import { DESKTOP, launchBrowser, PHONE } from '../e2e/harness.js';
import { serverNodeFlags } from '../scripts/server-node-flags.mjs';
import { CPU_SLOWDOWN } from './phone-profile.js';
import { printTable } from './table.js';

const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!serverUrl) {
  console.log('Übersprungen: BENCH_DATABASE_URL oder TEST_DATABASE_URL (PostgreSQL) ist nicht gesetzt.');
  process.exit(0);
}
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SCROLL_MS = Number(process.env.BENCH_SCROLL_MS ?? 5000);
/** px per animation frame: 40 px at 60 Hz is 2,400 px/s, a brisk fling through the list. */
const SCROLL_STEP = 40;
const TARGET = { firstRowsMs: 1000, fps: 60 };
const FRAME_MS = 1000 / 60;
// Passed on to the server (long-lists-bench-server.mjs); smaller sets for a quick try.
const HISTORY_ENTRIES = Number(process.env.BENCH_HISTORY_ENTRIES ?? 100_000);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 2_000);

const benchDatabase = `${process.env.BENCH_DATABASE_PREFIX ?? 'bd_'}lists_bench_${process.pid}`;
async function adminQuery(sql: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(sql);
  await admin.end();
}

type Profile = { name: string; viewport: { width: number; height: number }; cpuSlowdown: number };
const profiles: Profile[] = [
  { name: '1440 px', viewport: DESKTOP, cpuSlowdown: 1 },
  { name: `390 px, ${CPU_SLOWDOWN}× CPU`, viewport: PHONE, cpuSlowdown: CPU_SLOWDOWN },
];

type Screen = {
  name: string;
  path: string;
  /** The rows whose first appearance counts, and that the page holds while scrolling. */
  rows: string;
  /** Part of the URL of the list's requests. */
  request: string;
  /** Before scrolling (e.g. load more pages); not timed. */
  prepare?: (page: Page) => Promise<void>;
};

// Page scripts as text: tsx would wrap named inner functions in a helper the page does not have.
/** Records when the first row is in the page (ms since navigation start), before any app code runs. */
const watchFirstRows = (selector: string) => `
  new MutationObserver(() => {
    if (window.__firstRows === undefined && document.querySelector(${JSON.stringify(selector)}))
      window.__firstRows = performance.now();
  }).observe(document, { childList: true, subtree: true });`;

/** Scrolls `step` px per frame for `durationMs`; resolves with the frame deltas and the most rows seen. */
const scriptedScroll = (durationMs: number, step: number, selector: string) => `
  new Promise((resolve) => {
    const deltas = [];
    let maxRows = 0, last = -1, start = -1;
    const frame = (now) => {
      if (last >= 0) deltas.push(now - last); else start = now;
      last = now;
      maxRows = Math.max(maxRows, document.querySelectorAll(${JSON.stringify(selector)}).length);
      window.scrollBy(0, ${step});
      if (now - start < ${durationMs}) requestAnimationFrame(frame);
      else resolve({ deltas, maxRows, scrolled: window.scrollY });
    };
    requestAnimationFrame(frame);
  })`;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;

async function visit(browser: Browser, info: Info, profile: Profile, screen: Screen) {
  const context = await browser.newContext({
    viewport: profile.viewport,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
  });
  const [name, value] = info.cookie.split('=') as [string, string];
  await context.addCookies([{ name, value, url: info.appUrl }]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (profile.cpuSlowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
  await page.addInitScript(watchFirstRows(screen.rows));
  await page.goto(`${info.appUrl}${screen.path}`, { waitUntil: 'commit' });
  await page.locator(screen.rows).first().waitFor({ state: 'attached', timeout: 60_000 });
  const firstRows = await page.evaluate<number>('window.__firstRows');
  // What the API answered until then (decoded JSON, from the resource timing of the page).
  const firstBytes = await page.evaluate<number>(
    `performance.getEntriesByType('resource').filter((e) => e.name.includes('/backend/api/') && e.responseEnd <= window.__firstRows).reduce((sum, e) => sum + e.decodedBodySize, 0)`,
  );
  // How long the list's first request took (server and network): the part of the wait that is not the page's.
  const listRequestMs = await page.evaluate<number>(
    `Math.max(...performance.getEntriesByType('resource').filter((e) => e.name.includes(${JSON.stringify(screen.request)})).map((e) => e.duration), 0)`,
  );
  await screen.prepare?.(page);
  // Let the page finish what follows the first rows (next page, idle prefetch) before it scrolls.
  await page.waitForTimeout(2000);
  // The floor: this page as it is now, frozen (its HTML and styles without scripts), on the same origin.
  const frozen = (await page.evaluate<string>('document.documentElement.outerHTML')).replace(
    /<script\b[^>]*>[\s\S]*?<\/script>|<link[^>]+rel="modulepreload"[^>]*>/g,
    '',
  );
  await page.route(`${info.appUrl}/bench-floor`, (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: frozen }),
  );
  const scroll = await page.evaluate<{ deltas: number[]; maxRows: number; scrolled: number }>(
    scriptedScroll(SCROLL_MS, SCROLL_STEP, screen.rows),
  );
  // Right after, in the same tab and CPU setting: the same scroll over the frozen page.
  await page.goto(`${info.appUrl}/bench-floor`);
  await page.waitForTimeout(300);
  const floor = await page.evaluate<{ deltas: number[] }>(scriptedScroll(SCROLL_MS, SCROLL_STEP, screen.rows));
  await context.close();
  const fps = (deltas: number[]) => deltas.length / (deltas.reduce((sum, delta) => sum + delta, 0) / 1000);
  return {
    firstRows,
    firstKb: firstBytes / 1024,
    listRequestMs,
    fps: fps(scroll.deltas),
    floorFps: fps(floor.deltas),
    ratio: fps(scroll.deltas) / fps(floor.deltas),
    p95: percentile(scroll.deltas, 0.95),
    longFrames: scroll.deltas.filter((delta) => delta > 1.5 * FRAME_MS).length / scroll.deltas.length,
    maxRows: scroll.maxRows,
    scrolledPx: scroll.scrolled,
  };
}

type Info = { appUrl: string; cookie: string; projectId: string };
type Visit = Awaited<ReturnType<typeof visit>>;

const [load1] = os.loadavg();
console.log(`load average at start: ${load1!.toFixed(2)} on ${os.cpus().length} cores; ${RUNS} runs`);
await adminQuery(`create database ${benchDatabase}`);
const target = new URL(serverUrl);
target.pathname = `/${benchDatabase}`;
const child = spawn(
  process.execPath,
  [...serverNodeFlags, path.join(import.meta.dirname, 'long-lists-bench-server.mjs')],
  {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, BENCH_DATABASE_URL: target.toString() },
  },
);
let browser: Browser | undefined;
const rows: Record<string, string | number>[] = [];
try {
  const info = await new Promise<Info>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    readline.createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.startsWith('{')) resolve(JSON.parse(line));
    });
  });
  browser = await launchBrowser();
  const screens: Screen[] = [
    {
      name: `Historie (${HISTORY_ENTRIES.toLocaleString('de-DE')} Einträge)`,
      path: `/projects/${info.projectId}/history`,
      rows: 'ol[aria-label="Was zuletzt passiert ist"] > li',
      request: '/backend/api/history/',
    },
    {
      name: `Bestellungen (${ORDERS.toLocaleString('de-DE')}), 500 geladen`,
      path: `/projects/${info.projectId}/orders`,
      // The table's rows, or on a phone the cards (a long list renders only the one form).
      rows: '#orders-delivery ~ div tbody tr:not([aria-hidden]), #orders-delivery ~ div ul > li',
      request: '/backend/api/order?',
      // Nine more pages of the "Anlieferung(en)" group: 500 orders in the page before scrolling.
      prepare: async (page) => {
        const more = page.locator('section[aria-labelledby="orders-delivery"]').getByRole('button', {
          name: 'Weitere Bestellungen laden',
        });
        for (let rows = 100; rows <= 500; rows += 50) {
          await more.dispatchEvent('click');
          // The group's count says how many are loaded ("100+"); only the rows near the view are in the page.
          await page.locator('#orders-delivery', { hasText: `${rows}+` }).waitFor();
        }
      },
    },
  ];
  for (const profile of profiles)
    for (const screen of screens) {
      const runs: Visit[] = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await visit(browser, info, profile, screen));
      const pick = (key: keyof Visit) => median(runs.map((result) => result[key]));
      const row = {
        screen: screen.name,
        profile: profile.name,
        'first rows ms': Math.round(pick('firstRows')),
        'list request ms': Math.round(pick('listRequestMs')),
        'API KB to first rows': pick('firstKb').toFixed(0),
        fps: pick('fps').toFixed(1),
        'floor fps': pick('floorFps').toFixed(1),
        'fps ÷ floor': pick('ratio').toFixed(2),
        'p95 frame ms': pick('p95').toFixed(1),
        'long frames': `${(pick('longFrames') * 100).toFixed(1)} %`,
        'rows in page (max)': pick('maxRows'),
        'scrolled px': Math.round(pick('scrolledPx')),
        target: pick('firstRows') < TARGET.firstRowsMs && pick('fps') >= TARGET.fps * 0.95 ? 'erreicht' : 'verfehlt',
      };
      console.log(JSON.stringify(row));
      rows.push(row);
    }
} finally {
  await browser?.close();
  child.kill('SIGTERM');
  await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(null)));
  await adminQuery(`drop database ${benchDatabase} with (force)`);
}
printTable(rows);
console.log(`targets: first rows < ${TARGET.firstRowsMs} ms, ${TARGET.fps} frames per second while scrolling`);
console.log(`load average at end: ${os.loadavg()[0]!.toFixed(2)}`);
