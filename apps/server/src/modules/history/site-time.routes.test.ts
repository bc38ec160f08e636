// The field entries made without a connection (issue "Working without a connection", decision
// 0390): each of the six carries its site time `recordedAt` (not in the future, at most 7 days
// old), keeps it next to its arrival and shows it in its view and its history entry; a capture
// repeated with its Idempotency-Key — 20 copies at once, or the same key with another body — is
// booked once.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiMessages,
  batchDetailSchema,
  historyPageSchema,
  siteTimeMessages,
  wreckingPileSchema,
  type HistoryEntry,
} from '@baustellendoku/domain';
import { breakingBatches } from '../../db/schema/index.js';
import { PNG_1X1 } from '../../test/fixtures.js';
import { dynamicPayload, staticPayload, uploadFile } from '../../test/load-analysis-support.js';
import { createEbvProject, pileInStatus, type EbvProject } from '../../test/recycled-material.js';
import { createSoilProject, orderInStatus, uploadPdf, type SoilProject } from '../../test/soil-installation.js';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.js';

let app: TestApp;
let ebv: EbvProject;
let soil: SoilProject;
let approvedOrder: string;
beforeAll(async () => {
  app = await createTestApp();
  ebv = await createEbvProject(app);
  soil = await createSoilProject(app);
  approvedOrder = await orderInStatus(app, soil, 'approved');
});
afterAll(() => app.cleanup());

const MINUTE = 60_000;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * MINUTE).toISOString();

function send(user: TestUser, url: string, payload: Record<string, unknown>, key?: string) {
  return app.inject({
    method: 'POST',
    url: `/backend/api${url}`,
    headers: { cookie: user.cookie, ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });
}

/** The captures of a pile's first batch as the batch detail shows them. */
async function capturesOf(pileId: string) {
  const read = (url: string) =>
    app.inject({ method: 'GET', url: `/backend/api${url}`, headers: { cookie: ebv.byRole.project_manager.cookie } });
  const pile = wreckingPileSchema.parse((await read(`/wrecking-pile/${pileId}`)).json());
  const batch = batchDetailSchema.parse(
    (await read(`/wrecking-pile/${pileId}/batch/${pile.batches[0]!.batchId}`)).json(),
  );
  return batch.brokenMaterial;
}

type FieldEntry = {
  name: string;
  projectId: () => string;
  /** Sends the entry with `extra` (the site time) and returns the answer. */
  send: (extra: Record<string, unknown>) => ReturnType<typeof send>;
  /** The site time as the entry's own view shows it. */
  recordedAtOf: (body: unknown) => Promise<string | null>;
};

const fieldEntries: FieldEntry[] = [
  {
    name: 'capture of processed material',
    projectId: () => ebv.projectId,
    send: async (extra) => {
      const pileId = await pileInStatus(app, ebv, 'approved_for_breaking');
      return send(ebv.byRole.machinist, `/wrecking-pile/${pileId}/capture-broken-material`, {
        amountInTons: 12,
        ...extra,
      });
    },
    recordedAtOf: async (body) => {
      const pile = wreckingPileSchema.parse(body);
      return (await capturesOf(pile.wreckingPileId)).at(-1)!.recordedAt;
    },
  },
  {
    name: 'batch location',
    projectId: () => ebv.projectId,
    send: async (extra) => {
      const pileId = await pileInStatus(app, ebv, 'approved_for_breaking');
      const pile = wreckingPileSchema.parse(
        (
          await send(ebv.byRole.machinist, `/wrecking-pile/${pileId}/capture-broken-material`, { amountInTons: 5 })
        ).json(),
      );
      const batchId = pile.batches[0]!.batchId;
      return send(ebv.byRole.machinist, `/wrecking-pile/${pileId}/batch/${batchId}/location`, {
        locationImages: [(await uploadFile(app, ebv.byRole.machinist, 'Standort.png', PNG_1X1)).id],
        ...extra,
      });
    },
    recordedAtOf: async (body) => (body as { location: { recordedAt: string | null } }).location.recordedAt,
  },
  {
    name: 'delivery',
    projectId: () => soil.projectId,
    send: async (extra) =>
      send(soil.byRole.foreman, `/order/${approvedOrder}/delivery`, {
        deliveryDate: new Date().toISOString().slice(0, 10),
        amountInTons: 3,
        attachmentDocuments: [await uploadPdf(app, soil.byRole.foreman)],
        ...extra,
      }),
    recordedAtOf: async (body) => (body as { recordedAt: string | null }).recordedAt,
  },
  {
    name: 'installation documentation',
    projectId: () => soil.projectId,
    send: async (extra) =>
      send(soil.byRole.project_manager, '/mounting-documentation', {
        projectId: soil.projectId,
        gridField: 'A12/05',
        orders: [approvedOrder],
        mountingDate: '2026-05-05',
        fillingHeightInMeters: 34.25,
        ...extra,
      }),
    recordedAtOf: async (body) => (body as { recordedAt: string | null }).recordedAt,
  },
  {
    name: 'dynamic plate load test',
    projectId: () => soil.projectId,
    send: async (extra) => {
      const image = await uploadFile(app, soil.byRole.foreman, 'ausdruck.png', PNG_1X1, 'image');
      return send(soil.byRole.foreman, '/dynamic-load-analysis', {
        projectId: soil.projectId,
        ...dynamicPayload(image.id),
        ...extra,
      });
    },
    recordedAtOf: async (body) => (body as { recordedAt: string | null }).recordedAt,
  },
  {
    name: 'static plate load test',
    projectId: () => soil.projectId,
    send: async (extra) =>
      send(soil.byRole.installation_appraiser, '/static-load-analysis', {
        projectId: soil.projectId,
        ...staticPayload(),
        ...extra,
      }),
    recordedAtOf: async (body) => (body as { recordedAt: string | null }).recordedAt,
  },
];

async function newestHistoryEntry(projectId: string): Promise<HistoryEntry> {
  const response = await app.inject({
    method: 'GET',
    url: `/backend/api/history/${projectId}?skip=0&limit=1`,
    headers: { cookie: ebv.admin.cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return historyPageSchema.parse(response.json()).items[0]!;
}

describe.each(fieldEntries)('$name with its site time', (entry) => {
  it('keeps recordedAt besides the arrival, in its view and its history entry', async () => {
    const recordedAt = minutesAgo(42);
    const response = await entry.send({ recordedAt });
    expect(response.statusCode, response.body).toBeLessThan(300);
    expect(await entry.recordedAtOf(response.json())).toBe(recordedAt);
    const history = await newestHistoryEntry(entry.projectId());
    expect(history.recordedAt).toBe(recordedAt);
    expect(new Date(history.occurrenceDate).getTime() - new Date(recordedAt).getTime()).toBeGreaterThan(41 * MINUTE);
  });

  it('refuses a site time older than 7 days with the German reason', async () => {
    const response = await entry.send({
      recordedAt: new Date(Date.now() - 7 * 24 * 60 * MINUTE - MINUTE).toISOString(),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().payload.violations).toEqual([
      { propertyPath: 'recordedAt', title: siteTimeMessages.tooOld },
    ]);
  });
});

describe('site time bounds', () => {
  const captureOn = async (pileId: string, extra: Record<string, unknown>) =>
    send(ebv.byRole.machinist, `/wrecking-pile/${pileId}/capture-broken-material`, { amountInTons: 7, ...extra });
  const bookedTons = async (pileId: string) =>
    (await app.db.select().from(breakingBatches).where(eq(breakingBatches.wreckingPileId, pileId))).map((batch) =>
      Number(batch.amountInTons),
    );

  it('refuses a site time in the future (beyond a device clock running five minutes ahead) and books nothing', async () => {
    const pileId = await pileInStatus(app, ebv, 'approved_for_breaking');
    const future = await captureOn(pileId, { recordedAt: new Date(Date.now() + 10 * MINUTE).toISOString() });
    expect(future.statusCode).toBe(422);
    expect(future.json().payload.violations).toEqual([{ propertyPath: 'recordedAt', title: siteTimeMessages.future }]);
    const garbage = await captureOn(pileId, { recordedAt: 'gestern' });
    expect(garbage.statusCode).toBe(422);
    expect(garbage.json().payload.violations[0]).toEqual({
      propertyPath: 'recordedAt',
      title: siteTimeMessages.invalid,
    });
    expect(await bookedTons(pileId)).toEqual([]);
  });

  it('accepts the edges: a clock one minute ahead, six days and 23 hours ago, and no site time at all', async () => {
    const pileId = await pileInStatus(app, ebv, 'approved_for_breaking');
    expect((await captureOn(pileId, { recordedAt: new Date(Date.now() + MINUTE).toISOString() })).statusCode).toBe(201);
    expect((await captureOn(pileId, { recordedAt: minutesAgo(7 * 24 * 60 - 60) })).statusCode).toBe(201);
    expect((await captureOn(pileId, {})).statusCode).toBe(201);
    expect(await bookedTons(pileId)).toEqual([21]);
    // Without a site time the arrival is the site time: nothing extra is stored.
    expect((await capturesOf(pileId)).map((capture) => capture.recordedAt === null)).toEqual([false, false, true]);
  });
});

describe('a queued capture sent again with its Idempotency-Key', () => {
  it('20 copies at once book 12 t once and get 20 equal answers', async () => {
    const pileId = await pileInStatus(app, ebv, 'approved_for_breaking');
    const body = { amountInTons: 12, recordedAt: minutesAgo(30) };
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        send(ebv.byRole.machinist, `/wrecking-pile/${pileId}/capture-broken-material`, body, 'device-capture-0001'),
      ),
    );
    expect(new Set(responses.map((response) => response.statusCode))).toEqual(new Set([201]));
    expect(new Set(responses.map((response) => response.body)).size).toBe(1);
    const batches = await app.db.select().from(breakingBatches).where(eq(breakingBatches.wreckingPileId, pileId));
    expect(batches.map((batch) => Number(batch.amountInTons))).toEqual([12]);
  });

  it('refuses the same key with another body and books nothing more', async () => {
    const pileId = await pileInStatus(app, ebv, 'approved_for_breaking');
    const path = `/wrecking-pile/${pileId}/capture-broken-material`;
    const recordedAt = minutesAgo(20);
    const first = await send(ebv.byRole.machinist, path, { amountInTons: 12, recordedAt }, 'device-capture-0002');
    expect(first.statusCode).toBe(201);
    const other = await send(ebv.byRole.machinist, path, { amountInTons: 13, recordedAt }, 'device-capture-0002');
    expect(other.statusCode).toBe(422);
    expect(other.json().payload.violations).toEqual([
      { propertyPath: 'Idempotency-Key', title: apiMessages.idempotencyKeyReused },
    ]);
    const batches = await app.db.select().from(breakingBatches).where(eq(breakingBatches.wreckingPileId, pileId));
    expect(batches.map((batch) => Number(batch.amountInTons))).toEqual([12]);
  });
});
