// The request waterfall of one screen on the site-phone profile (docs/performance.md): what the
// benchmark's LCP figure is made of. One cold visit (new profile) and one second visit (after the
// service worker installed), each printed as a table of requests — start, first byte and end in ms
// after navigation start, priority, what started it — with the paint marks (FCP, LCP and its element,
// the web font), main-thread time under the CPU slowdown, and what the service worker downloaded
// while the screen loaded. Not part of `npm run bench` (it measures nothing against a target):
//   npx tsx bench/site-phone-waterfall.ts [dashboard|orders|history|dynamic|login]
import fs from 'node:fs';
import os from 'node:os';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchBrowser, PHONE, startServer } from '../e2e/harness.js';
import { enterApp, projectIdOf } from '../e2e/load-tests.flow.js';
import { CPU_SLOWDOWN, persistentPhoneContext, throttle } from './phone-profile.js';

type Row = {
  id: string;
  url: string;
  type: string;
  priority: string;
  initiator: string;
  start: number;
  firstByte?: number;
  end?: number;
  kb?: number;
  source: string;
};

/**
 * Paint marks read in the page: FCP, every LCP candidate with its element, the fonts, long tasks. A
 * string, not a function: tsx would wrap the inner functions in a helper the page does not have.
 */
const observePaints = `
  window.__paints = [];
  const describe = (element) => element
    ? element.tagName.toLowerCase() + ' "' + (element.textContent || '').trim().slice(0, 40) + '" font='
      + getComputedStyle(element).fontFamily.split(',')[0]
    : '(removed)';
  const note = (mark, at, what) => window.__paints.push({ mark, at, what });
  new PerformanceObserver((list) => list.getEntries().forEach((entry) =>
    note('LCP candidate', entry.startTime, describe(entry.element) + ' size=' + entry.size))
  ).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => list.getEntries().forEach((entry) => note(entry.name, entry.startTime, ''))
  ).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => list.getEntries().forEach((entry) =>
    note('long task', entry.startTime, Math.round(entry.duration) + ' ms'))
  ).observe({ type: 'longtask', buffered: true });
  document.fonts.addEventListener('loadingdone', (event) => event.fontfaces.forEach((face) =>
    note('font loaded', performance.now(), face.family + ' ' + face.weight)));
  new PerformanceObserver((list) => list.getEntries().forEach((entry) => note('mark', entry.startTime, entry.name))
  ).observe({ type: 'mark', buffered: true });
  new PerformanceObserver((list) => list.getEntries().forEach((entry) =>
    note('measure', entry.startTime, entry.name + ' ' + Math.round(entry.duration) + ' ms'))
  ).observe({ type: 'measure', buffered: true });
  document.addEventListener('DOMContentLoaded', () => note('DOMContentLoaded', performance.now(), ''));
  new MutationObserver(() => note('html class', performance.now(), document.documentElement.className)).observe(
    document.documentElement, { attributes: true, attributeFilter: ['class'] });
  window.addEventListener('load', () => note('load', performance.now(), ''));
  // The first row the app rendered (data-row, decision 0540), as bench/site-phone.bench.ts waits for it.
  const rows = new MutationObserver(() => {
    if (!document.querySelector('main#main [data-row]')) return;
    rows.disconnect();
    note('first own row', performance.now(), '');
  });
  rows.observe(document, { childList: true, subtree: true });
`;

/** Main-thread time until the screen was ready, by script file (self time of the sampled functions). */
function selfTimeByScript(profile: {
  nodes: { id: number; callFrame: { url: string; functionName: string } }[];
  samples?: number[];
  timeDeltas?: number[];
}): Record<string, number> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals: Record<string, number> = {};
  (profile.samples ?? []).forEach((id, index) => {
    const frame = byId.get(id)!.callFrame;
    const file = frame.url ? short(frame.url) : `(${frame.functionName || 'native'})`;
    // WATERFALL_FUNCTIONS=1: by function instead of by file.
    const key = process.env.WATERFALL_FUNCTIONS && frame.url ? `${file}:${frame.functionName || '(anonymous)'}` : file;
    totals[key] = (totals[key] ?? 0) + (profile.timeDeltas?.[index] ?? 0) / 1000;
  });
  return totals;
}

/**
 * WATERFALL_TIMELINE=1: the main thread in 100 ms slices after navigation start (profile time and
 * network time share the monotonic clock), the three functions with the most self time in each.
 */
function timeline(
  profile: {
    startTime: number;
    nodes: { id: number; callFrame: { url: string; functionName: string } }[];
    samples?: number[];
    timeDeltas?: number[];
  },
  t0: number,
): string[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const slices = new Map<number, Record<string, number>>();
  let at = profile.startTime;
  (profile.samples ?? []).forEach((id, index) => {
    at += profile.timeDeltas?.[index] ?? 0;
    const frame = byId.get(id)!.callFrame;
    const name = frame.url ? `${short(frame.url)}:${frame.functionName || '(anonymous)'}` : `(${frame.functionName})`;
    if (name === '(idle)') return;
    const slice = Math.floor((at / 1e6 - t0) * 10);
    const totals = slices.get(slice) ?? {};
    totals[name] = (totals[name] ?? 0) + (profile.timeDeltas?.[index] ?? 0) / 1000;
    slices.set(slice, totals);
  });
  return [...slices.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([slice, totals]) => {
      const busy = Object.values(totals).reduce((sum, ms) => sum + ms, 0);
      const top = Object.entries(totals)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 3)
        .map(([name, ms]) => `${name} ${Math.round(ms)}`);
      return `  ${String(slice * 100).padStart(5)}  busy ${String(Math.round(busy)).padStart(3)} ms  ${top.join(', ')}`;
    });
}

type TraceEvent = { name: string; ph: string; ts: number; dur?: number; pid: number; tid: number; args?: unknown };

/**
 * WATERFALL_TRACE=1: the renderer's main thread until the screen was ready, by trace event (self
 * time: an event's duration less its children's), so the profile's "(program)" splits into HTML
 * parsing, compiling, style, layout, paint and the service worker's script loading.
 */
function traceSelfTimes(events: TraceEvent[]): [string, number][] {
  const main = events.find(
    (event) => event.name === 'thread_name' && (event.args as { name?: string })?.name === 'CrRendererMain',
  );
  if (!main) return [];
  const ordered = events
    .filter((event) => event.ph === 'X' && event.pid === main.pid && event.tid === main.tid && event.dur)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const totals = new Map<string, number>();
  const open: TraceEvent[] = [];
  for (const event of ordered) {
    while (open.length && open.at(-1)!.ts + open.at(-1)!.dur! <= event.ts) open.pop();
    const parent = open.at(-1);
    if (parent) totals.set(parent.name, (totals.get(parent.name) ?? 0) - event.dur! / 1000);
    totals.set(event.name, (totals.get(event.name) ?? 0) + event.dur! / 1000);
    open.push(event);
  }
  return [...totals.entries()].filter(([, ms]) => ms >= 5).sort((a, b) => b[1] - a[1]);
}

const short = (url: string) => {
  // A profile also names V8's own scripts (e.g. "v8/LoadTimes"), which are not URLs.
  if (!URL.canParse(url)) return url;
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`.replace(/^\/backend\/api/, 'API ').replace(/-[\w-]{8}\.(js|css|woff2)$/, '.$1');
};

let profileCount = 0;
let traceCount = 0;

async function visit(context: BrowserContext, url: string, ready: string) {
  const page = await context.newPage();
  // WATERFALL_CPU=1: without the CPU slowdown, to tell the machine's load from the app's work.
  const cdp = await throttle(page, {
    cpu: Number(process.env.WATERFALL_CPU ?? CPU_SLOWDOWN),
    origin: new URL(url).origin,
  });
  await cdp.send('Performance.enable');
  const rows = new Map<string, Row>();
  let t0 = 0;
  const ms = (timestamp: number) => Math.round((timestamp - t0) * 1000);
  cdp.on('Network.requestWillBeSent', (event) => {
    if (!/^https?:/.test(event.request.url)) return;
    if (!t0) t0 = event.timestamp;
    const initiator = event.initiator.type === 'script' ? 'script' : event.initiator.type;
    rows.set(event.requestId, {
      id: event.requestId,
      url: short(event.request.url),
      type: event.type ?? '',
      priority: event.request.initialPriority,
      initiator: event.initiator.type === 'parser' ? 'parser' : initiator,
      start: ms(event.timestamp),
      source: 'network',
    });
  });
  cdp.on('Network.responseReceived', (event) => {
    const row = rows.get(event.requestId);
    if (!row) return;
    row.firstByte = ms(event.timestamp);
    if (event.response.fromServiceWorker) row.source = 'service worker';
    else if (event.response.fromDiskCache) row.source = 'HTTP cache';
    else if (event.response.status === 304) row.source = 'network 304';
  });
  cdp.on('Network.loadingFinished', (event) => {
    const row = rows.get(event.requestId);
    if (!row) return;
    row.end = ms(event.timestamp);
    row.kb = Math.round((event.encodedDataLength / 1024) * 10) / 10;
  });
  // The service worker's own downloads (precache) are not the page's requests.
  const workerRequests: { url: string; at: number }[] = [];
  const started = Date.now();
  const onRequest = (request: { serviceWorker(): unknown; url(): string }) => {
    if (request.serviceWorker()) workerRequests.push({ url: short(request.url()), at: Date.now() - started });
  };
  context.on('request', onRequest);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  const traced: TraceEvent[] = [];
  if (process.env.WATERFALL_TRACE) {
    cdp.on('Tracing.dataCollected', (event) => traced.push(...(event.value as unknown as TraceEvent[])));
    await cdp.send('Tracing.start', {
      traceConfig: {
        includedCategories: (
          process.env.WATERFALL_TRACE_CATEGORIES ?? 'devtools.timeline,v8,blink,loading,__metadata'
        ).split(','),
      },
      transferMode: 'ReportEvents',
    });
  }
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await page.locator(ready).filter({ visible: true }).first().waitFor({ timeout: 120_000 });
  // WATERFALL_AFTER_READY_MS: profile on for this long after the screen was ready (what competes with a first tap).
  await page.waitForTimeout(Number(process.env.WATERFALL_AFTER_READY_MS ?? 0));
  const { profile } = await cdp.send('Profiler.stop');
  if (process.env.WATERFALL_TRACE) {
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await complete;
    // WATERFALL_TRACE=prefix (not 1): the trace as prefix-N.json too, for DevTools' Performance panel.
    if (process.env.WATERFALL_TRACE !== '1')
      fs.writeFileSync(`${process.env.WATERFALL_TRACE}-${traceCount + 1}.json`, JSON.stringify(traced));
    traceCount += 1;
  }
  // WATERFALL_PROFILE=prefix: the CPU profile as prefix-1.cpuprofile (cold), -2 (second visit), for
  // DevTools or a build with source maps (the profile's times are on the network's clock).
  if (process.env.WATERFALL_PROFILE) {
    profileCount += 1;
    fs.writeFileSync(`${process.env.WATERFALL_PROFILE}-${profileCount}.cpuprofile`, JSON.stringify({ ...profile, t0 }));
  }
  await page.waitForTimeout(4000);
  const paints = await page.evaluate(
    () => (window as unknown as { __paints: { mark: string; at: number; what: string }[] }).__paints,
  );
  const metrics = Object.fromEntries(
    (await cdp.send('Performance.getMetrics')).metrics.map((metric) => [metric.name, metric.value]),
  );
  context.off('request', onRequest);
  await page.close();
  return {
    rows: [...rows.values()],
    paints,
    metrics,
    workerRequests,
    cpu: selfTimeByScript(profile),
    timeline: process.env.WATERFALL_TIMELINE ? timeline(profile, t0) : [],
    trace: traceSelfTimes(traced),
  };
}

function print(title: string, result: Awaited<ReturnType<typeof visit>>) {
  console.log(`\n## ${title}`);
  console.log('start  1st byte  end    KB     prio      by       source          request');
  for (const row of result.rows.sort((a, b) => a.start - b.start)) {
    console.log(
      [
        String(row.start).padStart(5),
        String(row.firstByte ?? '-').padStart(8),
        String(row.end ?? '-').padStart(6),
        String(row.kb ?? '-').padStart(6),
        row.priority.padEnd(9),
        row.initiator.padEnd(8),
        row.source.padEnd(15),
        `${row.type} ${row.url}`,
      ].join('  '),
    );
  }
  console.log('\npaint marks (ms after navigation start):');
  for (const paint of result.paints.sort((a, b) => a.at - b.at))
    console.log(`  ${String(Math.round(paint.at)).padStart(5)}  ${paint.mark} ${paint.what}`);
  const m = result.metrics;
  const s = (name: string) => `${Math.round((m[name] ?? 0) * 1000)} ms`;
  console.log(
    `main thread (under ${CPU_SLOWDOWN}× slowdown): tasks ${s('TaskDuration')}, script ${s('ScriptDuration')}, ` +
      `layout ${s('LayoutDuration')}, style ${s('RecalcStyleDuration')}`,
  );
  const cpu = Object.entries(result.cpu)
    .filter(([name]) => name !== '(idle)')
    .sort((a, b) => b[1] - a[1])
    .slice(0, process.env.WATERFALL_FUNCTIONS ? 30 : 12);
  console.log(`main thread until ready, by script: ${cpu.map(([name, ms]) => `${name} ${Math.round(ms)}`).join(', ')}`);
  if (result.timeline.length > 0) console.log(`main thread by 100 ms:\n${result.timeline.join('\n')}`);
  if (result.trace.length > 0)
    console.log(
      `main thread by trace event (self ms): ${result.trace.map(([name, ms]) => `${name} ${Math.round(ms)}`).join(', ')}`,
    );
  const network = result.rows.filter((row) => row.source.startsWith('network'));
  console.log(
    `requests: ${result.rows.length} (${network.length} over the network, ${network.reduce((sum, row) => sum + (row.kb ?? 0), 0).toFixed(0)} KB)`,
  );
  const worker = result.workerRequests;
  console.log(
    `service worker downloads: ${worker.length}` +
      (worker.length ? ` (first at ${worker[0]!.at} ms, last at ${worker.at(-1)!.at} ms after goto)` : ''),
  );
}

const which = process.argv[2] ?? 'dashboard';
console.log(`load average at start: ${os.loadavg()[0]!.toFixed(2)} on ${os.cpus().length} cores`);
const server = await startServer();
let browser: Browser | undefined;
try {
  browser = await launchBrowser();
  const signIn = await enterApp(browser, server.url, 'projektleiter@demo.example', PHONE);
  const projectId = await projectIdOf(signIn, 'Gewerbepark Nord');
  const storageState = await signIn.context().storageState();
  await signIn.context().close();
  const paths: Record<string, string> = {
    login: '/login',
    dashboard: `/projects/${projectId}`,
    orders: `/projects/${projectId}/orders`,
    history: `/projects/${projectId}/history`,
    dynamic: `/projects/${projectId}/dynamic-load-analysis`,
  };
  const ready = which === 'login' ? 'text=Jetzt anmelden' : 'main#main [data-row]';
  const context = await persistentPhoneContext(which === 'login' ? undefined : storageState);
  await context.addInitScript({ content: observePaints });
  print(`${which}, cold`, await visit(context, `${server.url}${paths[which]}`, ready));
  const worker = await context.newPage();
  await worker.goto(`${server.url}/favicon.svg`);
  await worker.evaluate(() => navigator.serviceWorker?.ready);
  await worker.close();
  // WATERFALL_VISITS=3: a third visit too (the second load from the service worker's cache).
  for (let visitNumber = 2; visitNumber <= Number(process.env.WATERFALL_VISITS ?? 2); visitNumber += 1)
    print(`${which}, visit ${visitNumber}`, await visit(context, `${server.url}${paths[which]}`, ready));
  await context.close();
} finally {
  await browser?.close();
  await server.stop();
  console.log(`\nload average at end: ${os.loadavg()[0]!.toFixed(2)}`);
}
