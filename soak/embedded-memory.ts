// Where does the embedded setup's memory go (issue 12: 512 MB → 910 MB over one long test run)?
// `npx tsx soak/embedded-memory.ts` runs the compiled app on PGlite (soak/embedded-server.mjs) and
// puts it under rounds of the soak's load. After each round it collects garbage and reads
// process.memoryUsage() and PGlite's WebAssembly memory: a leak in the app grows the JS heap after
// GC from round to round; PGlite grows its WebAssembly memory, which WebAssembly never gives back.
// With EMBEDDED_SNAPSHOTS=1 it writes heap snapshots after the first and the last round and prints
// which kinds of objects grew between them.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { serverNodeFlags } from '../scripts/server-node-flags.mjs';
import { findDemo, runLoad, signInUsers } from './load.js';
import { freePort } from '../apps/server/src/test/free-port.js';

const ROUNDS = Number(process.env.EMBEDDED_ROUNDS ?? 6);
const SECONDS = Number(process.env.EMBEDDED_SECONDS ?? 30);
const USERS = Number(process.env.EMBEDDED_USERS ?? 20);
const SNAPSHOTS = process.env.EMBEDDED_SNAPSHOTS === '1';

type Measure = {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
  wasm: number;
  wasmResident: number;
};

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-embedded-memory-'));
const port = await freePort();
const child = spawn(
  process.execPath,
  [...serverNodeFlags, '--expose-gc', 'soak/embedded-server.mjs', dataDir, String(port)],
  {
    stdio: ['pipe', 'pipe', 'inherit'],
  },
);
const lines: ((line: Record<string, unknown>) => void)[] = [];
readline.createInterface({ input: child.stdout! }).on('line', (line) => {
  if (line.startsWith('{')) lines.shift()?.(JSON.parse(line) as Record<string, unknown>);
});
const next = () => new Promise<Record<string, unknown>>((resolve) => lines.push(resolve));
const ask = (command: string) => {
  const answer = next();
  child.stdin!.write(`${command}\n`);
  return answer;
};
await next();

const rows: (Measure & { label: string; peakRss: number })[] = [];
const measure = async (label: string, peakRss: number) => {
  const value = (await ask('measure')) as Measure;
  rows.push({ label, ...value, peakRss: Math.max(peakRss, value.rss) });
  const row = rows.at(-1)!;
  console.log(
    `${label.padEnd(12)} RSS ${row.rss.toFixed(0).padStart(4)} MB (Spitze ${row.peakRss.toFixed(0).padStart(4)})  JS-Heap nach GC ${row.heapUsed.toFixed(1).padStart(6)} MB  external ${row.external.toFixed(0).padStart(4)} MB  davon ArrayBuffer ${row.arrayBuffers.toFixed(0).padStart(4)} MB  PGlite-WASM ${row.wasm.toFixed(0).padStart(4)} MB, davon resident ${row.wasmResident.toFixed(0).padStart(4)} MB`,
  );
};
const rssMb = () =>
  Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

await measure('gestartet', 0);
const baseUrl = `http://127.0.0.1:${port}`;
const users = await signInUsers(baseUrl, USERS);
const demo = await findDemo(baseUrl, users.find((user) => user.role === 'manager')!.session);
const snapshotDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-heap-'));
for (let round = 1; round <= ROUNDS; round += 1) {
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 500);
  const load = await runLoad({ baseUrl, users, seconds: SECONDS, demo, noteBudgetTons: 250 / ROUNDS });
  clearInterval(sampler);
  const errors = load.samples.filter((sample) => sample.status >= 400 || sample.status === 0).length;
  await measure(`Runde ${round}`, peak);
  console.log(`             ${load.samples.length} Anfragen, ${errors} Fehler`);
  if (SNAPSHOTS && (round === 1 || round === ROUNDS))
    await ask(`snapshot ${path.join(snapshotDir, `round-${round}.heapsnapshot`)}`);
}
child.kill('SIGTERM');

const first = rows[1]!;
const last = rows.at(-1)!;
console.log(
  `\nVon Runde 1 bis ${ROUNDS}: RSS ${(last.rss - first.rss).toFixed(0)} MB, JS-Heap nach GC ${(last.heapUsed - first.heapUsed).toFixed(1)} MB, PGlite-WASM ${(last.wasm - first.wasm).toFixed(0)} MB (resident ${(last.wasmResident - first.wasmResident).toFixed(0)} MB)`,
);

if (SNAPSHOTS) {
  // Self size per object kind (constructor or type) in each snapshot, and the ten that grew most.
  const bySize = (file: string) => {
    const snapshot = JSON.parse(fs.readFileSync(file, 'utf8')) as {
      snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
      nodes: number[];
      strings: string[];
    };
    const fields = snapshot.snapshot.meta.node_fields;
    const types = snapshot.snapshot.meta.node_types[0];
    const [type, name, size] = ['type', 'name', 'self_size'].map((field) => fields.indexOf(field)) as [
      number,
      number,
      number,
    ];
    const sizes = new Map<string, number>();
    for (let index = 0; index < snapshot.nodes.length; index += fields.length) {
      const kind = types[snapshot.nodes[index + type]!]!;
      const key =
        kind === 'object' || kind === 'closure' ? `${kind} ${snapshot.strings[snapshot.nodes[index + name]!]}` : kind;
      sizes.set(key, (sizes.get(key) ?? 0) + snapshot.nodes[index + size]!);
    }
    return sizes;
  };
  const before = bySize(path.join(snapshotDir, 'round-1.heapsnapshot'));
  const afterRounds = bySize(path.join(snapshotDir, `round-${ROUNDS}.heapsnapshot`));
  const growth = [...afterRounds]
    .map(([key, bytes]) => [key, bytes - (before.get(key) ?? 0)] as const)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 10);
  console.log(`\nHeap-Snapshots Runde 1 → ${ROUNDS}, größtes Wachstum:`);
  for (const [key, bytes] of growth) console.log(`  ${(bytes / 1024).toFixed(0).padStart(8)} KB  ${key}`);
}
fs.rmSync(snapshotDir, { recursive: true, force: true });
fs.rmSync(dataDir, { recursive: true, force: true });
