// Every list's export (issue 35 item 4, decision 0600) on the demo data: the same rows as the list
// with the same filter, refused exactly where the list is refused (same status), bad queries
// answered 4xx in German; and the history of 100,000 entries streamed in keyset pages in flat
// memory through a real socket.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import v8 from 'node:v8';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { historyEventTypes, renderHistoryEntry } from '@baustellendoku/domain';
import { seedDemoData } from './db/seed.js';
import { projects, sessions, users } from './db/schema/index.js';
import { randomToken, sha256 } from './lib/crypto.js';
import { SESSION_ABSOLUTE_MS, SESSION_COOKIE } from './platform/access/index.js';
import { statementsOf } from './test/query-count.js';
import { createProject, createTestApp, createUser, type TestApp, type TestUser } from './test/test-app.js';

let app: TestApp;
let projectId: string;
let manager: TestUser;
beforeAll(async () => {
  app = await createTestApp();
  await seedDemoData(app);
  projectId = (await app.db.select().from(projects).where(eq(projects.number, '2026-014')))[0]!.id;
  const [user] = await app.db.select().from(users).where(eq(users.email, 'projektleiter@demo.example'));
  const token = randomToken();
  await app.db
    .insert(sessions)
    .values({ tokenHash: sha256(token), userId: user!.id, expiresAt: new Date(Date.now() + SESSION_ABSOLUTE_MS) });
  manager = { id: user!.id, email: user!.email, cookie: `${SESSION_COOKIE}=${token}`, isAdmin: false };
  // The demo seed generates PDFs; on a shared machine that can take a while.
}, 180_000);
afterAll(() => app.cleanup());

const get = (user: TestUser | null, url: string) =>
  app.inject({ method: 'GET', url: `/backend/api${url}`, headers: user ? { cookie: user.cookie } : {} });

/** A CSV of the export (BOM, `;`, quotes with doubled quotes) as records by column title. */
function parseCsv(text: string): Record<string, string>[] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 1; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ';') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      index += 1;
    } else cell += char;
  }
  const [header, ...lines] = rows;
  return lines.map((line) => Object.fromEntries(header!.map((title, index) => [title, line[index] ?? ''])));
}

async function exportCsv(url: string) {
  const response = await get(manager, url);
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  return parseCsv(response.body);
}

const listOf = async (url: string) => {
  const response = await get(manager, url);
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return response.json().items as Record<string, unknown>[];
};

type ListCase = {
  name: string;
  list: (query: string) => string;
  exported: (query: string) => string;
  /** The row keys the list answers, in its order. */
  // A method (bivariant): each case reads its list's own item type.
  listKeys(items: never[]): string[];
  /** The same keys read from the CSV. */
  csvKeys: (rows: Record<string, string>[]) => string[];
  /** A filter that narrows the list (the screen's search). */
  filter: string;
  /** Only a set: the export lists the rows in a flat order the nested list does not have. */
  unordered?: boolean;
};

const de = (day: string) => day.split('-').reverse().join('.');
const number = (value: unknown) => String(value);

const cases: ListCase[] = [
  {
    name: 'Bestellungen',
    list: (q) => `/order?projectId=${projectId}${q}`,
    exported: (q) => `/order/export.csv?projectId=${projectId}${q}`,
    listKeys: (items) => items.map((order: { orderNumber: string }) => order.orderNumber),
    csvKeys: (rows) => rows.map((row) => row['Anlieferungsnummer']!),
    filter: '&phase=delivery',
  },
  {
    name: 'Anlieferungen',
    list: (q) => `/order?projectId=${projectId}&withDelivery=true&phase=delivery${q}`,
    exported: (q) => `/order/export.csv?projectId=${projectId}&withDelivery=true&phase=delivery${q}`,
    listKeys: (items) =>
      items.flatMap((order: { orderNumber: string; deliveries: { number: number }[] }) =>
        order.deliveries.map((delivery) => `${order.orderNumber}#${delivery.number}`),
      ),
    csvKeys: (rows) => rows.map((row) => `${row['Anlieferungsnummer']}#${row['Charge']}`),
    filter: '&search=2026',
  },
  {
    name: 'Einbaudokumentation',
    list: (q) => `/mounting-documentation?projectId=${projectId}${q}`,
    exported: (q) => `/mounting-documentation/export.csv?projectId=${projectId}${q}`,
    listKeys: (items) =>
      items.map((item: { gridField: string; mountingDate: string }) => `${item.gridField} ${de(item.mountingDate)}`),
    csvKeys: (rows) => rows.map((row) => `${row['Rasterfeld']} ${row['Einbaudatum']}`),
    filter: '&search=A',
  },
  ...(['dynamic', 'static'] as const).map((kind) => ({
    name: `${kind} load tests`,
    list: (q: string) => `/${kind}-load-analysis?projectId=${projectId}${q}`,
    exported: (q: string) => `/${kind}-load-analysis/export.csv?projectId=${projectId}${q}`,
    listKeys: (items: { number: number }[]) => items.map((item) => number(item.number)),
    csvKeys: (rows: Record<string, string>[]) => rows.map((row) => row['Versuch-Nr.']!),
    filter: '&search=1',
  })),
  {
    name: 'Mieten',
    list: (q) => `/wrecking-pile?projectId=${projectId}${q}`,
    exported: (q) => `/wrecking-pile/export.csv?projectId=${projectId}${q}`,
    listKeys: (items) => items.map((pile: { name: string }) => pile.name),
    csvKeys: (rows) => rows.map((row) => row['Miete']!),
    filter: '',
  },
  {
    name: 'Chargen',
    list: (q) => `/wrecking-pile-overview?projectId=${projectId}${q}`,
    exported: (q) => `/wrecking-pile-overview/export.csv?projectId=${projectId}${q}`,
    listKeys: (items) =>
      items.flatMap((pile: { name: string; batches: { number: number }[] }) =>
        pile.batches.map((batch) => `${pile.name}#${batch.number}`),
      ),
    csvKeys: (rows) => rows.map((row) => `${row['Miete']}#${row['Charge']}`),
    filter: '&search=Miete',
  },
  {
    name: 'Bestand',
    list: (q) => `/wrecking-pile-inventory?projectId=${projectId}${q}`,
    exported: (q) => `/wrecking-pile-inventory/export.csv?projectId=${projectId}${q}`,
    listKeys: (items) =>
      items.flatMap((pile: { name: string; inventory: { availableAmountInTons: number }[] }) =>
        pile.inventory.map((entry) => `${pile.name}#${String(entry.availableAmountInTons).replace('.', ',')}`),
      ),
    csvKeys: (rows) => rows.map((row) => `${row['Miete']}#${row['Verfügbar (t)']}`),
    filter: '&search=Miete',
  },
  {
    name: 'Lieferscheine',
    list: (q) => `/wrecking-pile-inventory?projectId=${projectId}${q}`,
    exported: (q) => `/wrecking-pile-inventory/delivery-notes/export.csv?projectId=${projectId}${q}`,
    listKeys: (items) =>
      items.flatMap((pile: { inventory: { deliveryNotes: { number: number }[] }[] }) =>
        pile.inventory.flatMap((entry) => entry.deliveryNotes.map((note) => number(note.number))),
      ),
    csvKeys: (rows) => rows.map((row) => row['Lieferschein-Nr.']!),
    filter: '&search=Miete',
    unordered: true,
  },
];

describe('list exports have the list’s rows', () => {
  for (const list of cases)
    it(`${list.name}: all, and with the screen’s filter`, async () => {
      for (const query of ['', list.filter]) {
        const expected = list.listKeys((await listOf(list.list(query))) as never);
        const exported = list.csvKeys(await exportCsv(list.exported(query)));
        if (list.unordered) expect([...exported].sort()).toEqual([...expected].sort());
        else expect(exported).toEqual(expected);
        if (query === '') expect(expected.length, `${list.name} ohne Daten in der Demo`).toBeGreaterThan(0);
      }
    });

  it('Historie: every entry with its German text, newest first', async () => {
    const entries = await listOf(`/history/${projectId}?limit=999999`);
    const rows = await exportCsv(`/history/${projectId}/export.csv`);
    expect(rows.map((row) => row['Ereignis'])).toEqual(
      entries.map((entry) =>
        renderHistoryEntry(projectId, entry as { type: string; variables: Record<string, unknown> }).text.replace(
          /^[=+\-@]/,
          (start) => `'${start}`,
        ),
      ),
    );
    expect(rows[0]!['Zeitpunkt']).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
  });

  it('XLSX: the same rows as the CSV, numbers as numbers, days as dates, a German file name', async () => {
    const url = `/order/export.xlsx?projectId=${projectId}&withDelivery=true`;
    const response = await get(manager, url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="2026-014 Anlieferungen \d{2}\.\d{2}\.\d{4}\.xlsx"/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const csv = await exportCsv(`/order/export.csv?projectId=${projectId}&withDelivery=true`);
    expect(sheet.rowCount).toBe(csv.length + 1);
    const second = sheet.getRow(2);
    expect(second.getCell(1).value).toBe(csv[0]!['Anlieferungsnummer']);
    expect(typeof second.getCell(7).value).toBe('number');
    expect(String(second.getCell(7).value).replace('.', ',')).toBe(csv[0]!['Menge (t)']);
    expect(second.getCell(6).value).toBeInstanceOf(Date);
  });
});

describe('refusal and bad input', () => {
  it('answers exactly as the list: 401 without session, 404 for an outsider, 403 without the feature', async () => {
    const outsider = await createUser(app);
    const member = await createUser(app);
    const other = await createProject(app, { members: [{ user: member, roles: ['project_manager'] }] });
    for (const list of cases) {
      for (const [user, project, status] of [
        [null, projectId, 401],
        [outsider, projectId, 404],
        [member, other.id, 403],
      ] as const) {
        const swap = (url: string) => url.replace(projectId, project);
        const listed = await get(user, swap(list.list('')));
        const exported = await get(user, swap(list.exported('')));
        const xlsx = await get(user, swap(list.exported('')).replace('export.csv', 'export.xlsx'));
        expect([listed.statusCode, exported.statusCode, xlsx.statusCode], `${list.name} ${status}`).toEqual([
          status,
          status,
          status,
        ]);
        expect(exported.headers['content-type']).toMatch(/^application\/json/);
      }
    }
    expect((await get(outsider, `/history/${projectId}/export.csv`)).statusCode).toBe(404);
    expect((await get(member, `/history/${projectId}/export.xlsx`)).statusCode).toBe(404);
  });

  it('refuses a bad query with 422 and German violations, as the list does', async () => {
    for (const query of [
      'projectId=kein-projekt',
      `projectId=${projectId}&phase=irgendwas`,
      `projectId=${projectId}&search=${'x'.repeat(101)}`,
    ]) {
      const listed = await get(manager, `/order?${query}`);
      const exported = await get(manager, `/order/export.csv?${query}`);
      expect(exported.statusCode, exported.body).toBe(listed.statusCode);
      expect(exported.statusCode).toBe(422);
      expect(exported.json().payload.violations[0].title).toMatch(/[a-zäöü] /);
    }
    expect((await get(manager, `/order/export.pdf?projectId=${projectId}`)).statusCode).toBe(404);
  });
});

describe('100,000 history entries', () => {
  it('streams in keyset pages (no OFFSET) with flat memory through a real socket', async () => {
    const project = await createProject(app, { members: [{ user: manager, roles: ['project_manager'] }] });
    await app.db.execute(sql`insert into history_events (project_id, type, variables, occurred_at, originator_id)
      select ${project.id}::uuid, ${historyEventTypes.featureActivated}, jsonb_build_object('featureLabel', 'Eintrag ' || n),
        timestamptz '2026-01-01 00:00:00+00' + n * interval '1 minute' + (n % 7) * interval '1 microsecond', ${manager.id}::uuid
      from generate_series(1, 100000) as n`);
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const port = (app.server.address() as AddressInfo).port;
    expect(address).toContain(String(port));
    // Memory held, not memory touched: garbage waits for V8's next collection, which comes later
    // the more the worker already holds (the API files share a worker, decision 0752), so the heap
    // is collected before each sample. Sampled every 512 KB received.
    v8.setFlagsFromString('--expose-gc');
    const collectGarbage = vm.runInNewContext('gc') as () => void;
    const heldMemory = () => {
      collectGarbage();
      const used = process.memoryUsage();
      return used.heapUsed + used.arrayBuffers;
    };
    for (const format of ['csv', 'xlsx'] as const) {
      const before = heldMemory();
      let peak = 0;
      let sampledAt = 0;
      let lines = 0;
      let bytes = 0;
      let first = '';
      let last = '';
      const statements = await statementsOf(app, async () => {
        await new Promise<void>((resolve, reject) => {
          http.get(
            `http://127.0.0.1:${port}/backend/api/history/${project.id}/export.${format}`,
            { headers: { cookie: manager.cookie } },
            (response) => {
              expect(response.statusCode).toBe(200);
              let tail = '';
              response.on('data', (chunk: Buffer) => {
                bytes += chunk.length;
                if (bytes - sampledAt >= 512 * 1024) {
                  sampledAt = bytes;
                  peak = Math.max(peak, heldMemory() - before);
                }
                if (format !== 'csv') return;
                const text = tail + chunk.toString('utf8');
                const parts = text.split('\r\n');
                tail = parts.pop()!;
                for (const line of parts) {
                  if (lines === 1) first = line;
                  last = line;
                  lines += 1;
                }
              });
              response.on('end', resolve);
              response.on('error', reject);
            },
          );
        });
      });
      const pages = statements.filter((text) => /from "history_events"/.test(text));
      expect(pages.length).toBeGreaterThanOrEqual(100);
      expect(pages.every((text) => /limit/i.test(text) && !/offset/i.test(text))).toBe(true);
      if (format === 'csv') {
        expect(lines).toBe(100_001);
        expect(first).toContain('Eintrag 100000');
        expect(last).toContain('„Eintrag 1“');
      } else expect(bytes).toBeGreaterThan(1_000_000);
      // A list held in memory would need far more than this (100,000 rows, ~10 MB of text and their
      // row objects); the export holds one page and the XLSX writer its zip state.
      console.log(`${format}: ${(bytes / 1e6).toFixed(1)} MB sent, peak growth held ${(peak / 1e6).toFixed(0)} MB`);
      expect(peak).toBeLessThan(64_000_000);
    }
  }, 300_000);
});
