// Where a server's CPU went, from a V8 CPU profile (`node --cpu-prof`; the site-day bench writes
// one with SITE_DAY_CPU_PROF=<dir>): the self time of every sample, grouped by what the code does
// (compression, JSON serialization, the database driver and query builder, validation, logging,
// Fastify, HTTP and streams, the app's own code, garbage collection), as shares of the busy time.
//   npx tsx bench/cpu-profile-summary.ts <file.cpuprofile>… [--top=25]   (several profiles add up)
import fs from 'node:fs';
import { printTable } from './table.js';

type Node = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number };

/** The first group whose test matches a frame (its url and function name). */
const groups: [string, (url: string, name: string) => boolean][] = [
  ['idle', (url, name) => name === '(idle)'],
  // The bench's own work in the server process: the profiler's messages, the statement counter.
  [
    'bench tooling (profiler, counter)',
    (url, name) => /node:inspector|site-day-server/.test(url) || name === 'dispatch',
  ],
  ['garbage collection', (url, name) => name === '(garbage collector)'],
  ['compression (zlib, brotli)', (url) => /node:zlib|@fastify\/compress|plugins\/compression/.test(url)],
  [
    'JSON serialization',
    (url, name) =>
      /fast-json-stringify|plugins\/serialization|response-contracts/.test(url) || (url === '' && name === 'stringify'),
  ],
  ['JSON parsing', (url, name) => /secure-json-parse/.test(url) || (url === '' && name === 'parse')],
  ['database driver (pg)', (url) => /node_modules\/(pg|pg-protocol|pg-pool|pg-types|postgres-)/.test(url)],
  ['query builder (drizzle)', (url) => /node_modules\/drizzle-orm/.test(url)],
  ['validation (zod)', (url) => /node_modules\/zod/.test(url)],
  ['logging (pino)', (url) => /node_modules\/(pino|sonic-boom|fast-redact)|log-redaction/.test(url)],
  [
    'PDF records (pdfkit, fontkit)',
    (url) => /node_modules\/(pdfkit|fontkit|restructure|@foliojs|linebreak|unicode-)/.test(url),
  ],
  ['images (sharp)', (url) => /node_modules\/sharp/.test(url)],
  ['multipart (busboy)', (url) => /busboy|@fastify\/multipart/.test(url)],
  ['Fastify and its plugins', (url) => /node_modules\/(fastify|@fastify|find-my-way|avvio|light-my-request)/.test(url)],
  ['HTTP, sockets, streams (node)', (url) => /^node:(internal\/)?(http|_http|net|stream|internal\/streams)/.test(url)],
  ['app: answer cache and access', (url) => /apps\/server\/dist\/plugins\//.test(url)],
  ['app: modules (services, routes)', (url) => /apps\/server\/dist\/(modules|db|lib)\//.test(url)],
  ['app: other', (url) => /apps\/server\/dist\//.test(url)],
  ['other node internals', (url) => url.startsWith('node:')],
  ['(program), natives', (url) => url === ''],
  ['other', () => true],
];

const unspecific = new Set(['(program), natives', 'other node internals', 'HTTP, sockets, streams (node)', 'other']);
const files = process.argv.slice(2).filter((argument) => !argument.startsWith('--'));
if (files.length === 0) {
  console.error('Aufruf: npx tsx bench/cpu-profile-summary.ts <datei.cpuprofile>… [--top=25]');
  process.exit(2);
}
const top = Number(process.argv.find((argument) => argument.startsWith('--top='))?.slice(6) ?? 25);
const perGroup = new Map<string, number>();
const perFunction = new Map<string, number>();
let busy = 0;
let wall = 0;
for (const file of files) {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
  wall += profile.endTime - profile.startTime;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfMicroseconds = new Map<number, number>();
  profile.samples.forEach((id, index) =>
    selfMicroseconds.set(id, (selfMicroseconds.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0)),
  );
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const groupOf = (id: number) => {
    const { functionName, url } = byId.get(id)!.callFrame;
    return groups.find(([, test]) => test(url, functionName))![0];
  };
  for (const [id, microseconds] of selfMicroseconds) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    // Natives and node's internals count for the nearest caller that says what the work was for
    // (a socket's writev under pg is the database's, a zlib write the compression's).
    let group = groupOf(id);
    for (let at = parents.get(id); at !== undefined && unspecific.has(group); at = parents.get(at))
      if (!unspecific.has(groupOf(at))) group = groupOf(at);
    perGroup.set(group, (perGroup.get(group) ?? 0) + microseconds);
    if (group === 'idle' || group.startsWith('bench')) continue;
    busy += microseconds;
    const name = `${functionName || '(anonymous)'} ${url.replace(/^.*node_modules\//, '').replace(/^.*\/dist\//, 'dist/')}:${lineNumber + 1}`;
    perFunction.set(name, (perFunction.get(name) ?? 0) + microseconds);
  }
}
const share = (microseconds: number) => `${((100 * microseconds) / busy).toFixed(1)} %`;
const ms = (microseconds: number) => Math.round(microseconds / 1000).toLocaleString('en');
console.log(`${files.length} Profil(e): ${ms(busy)} ms beschäftigt von ${ms(wall)} ms`);
printTable(
  [...perGroup]
    .filter(([group]) => group !== 'idle' && !group.startsWith('bench'))
    .sort((a, b) => b[1] - a[1])
    .map(([group, microseconds]) => ({ what: group, 'ms self': ms(microseconds), 'of busy': share(microseconds) })),
);
console.log('');
printTable(
  [...perFunction]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, microseconds]) => ({
      function: name.slice(0, 110),
      'ms self': ms(microseconds),
      'of busy': share(microseconds),
    })),
);
