// The owner's handover pack (issue 36 item 2, decision 0622) through the real app: one ZIP with
// the cover sheet, the delivery notes, the analyses, the installation protocols and the installed
// areas, a manifest.json naming every file's SHA-256 and a one-page manifest PDF; the handover is
// recorded and in the history with the pack's digest; a project without delivery notes gets 409.
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handoverListSchema, handoverSchema, historyEventTypes } from '@baustellendoku/domain';
import { files, historyEvents, mountingFeatureSettings, projectHandovers } from '../../db/schema/index.js';
import { pdfText } from '../../test/pdf-text.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { readZip } from '../../test/zip-reader.js';
import {
  call,
  createSoilProject,
  orderInStatus,
  recordDelivery,
  type SoilProject,
} from '../../test/soil-installation.js';

let app: TestApp;
let soil: SoilProject;
const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');
const handoverUrl = (projectId: string) => `/project/${projectId}/handover`;
const payload = { recipient: 'Stadt Norderstedt, Tiefbauamt', recipientRole: 'client' };

beforeAll(async () => {
  app = await createTestApp();
  soil = await createSoilProject(app);
  await app.db.insert(mountingFeatureSettings).values({
    projectId: soil.projectId,
    mountingMethods: ['ew_7'],
    groundwaterCoverLayerSoilType: 'guenstig_sand',
    groundwaterCoverLayerThicknessInMeter: '2.1',
  });
  const orderId = await orderInStatus(app, soil, 'in_delivery');
  expect((await recordDelivery(app, soil, orderId, '25.5')).statusCode).toBe(201);
  const documentation = await call(app, soil.byRole.project_manager, 'POST', '/mounting-documentation', {
    projectId: soil.projectId,
    gridField: 'B2/01',
    orders: [orderId],
    mountingDate: '2026-05-05',
    fillingHeightInMeters: 12.5,
  });
  expect(documentation.statusCode, documentation.body).toBe(201);
  expect(
    (await call(app, soil.byRole.project_manager, 'POST', `/project/${soil.projectId}/ebv-cover-sheet`)).statusCode,
  ).toBe(201);
});
afterAll(() => app.cleanup());

describe('POST /project/{projectId}/handover', () => {
  it('makes one ZIP with every record, a manifest of SHA-256 digests and the manifest PDF, and records it', async () => {
    const response = await call(app, soil.byRole.project_manager, 'POST', handoverUrl(soil.projectId), payload);
    expect(response.statusCode, response.body).toBe(201);
    const handover = handoverSchema.parse(response.json());
    expect(handover).toMatchObject({
      recipient: 'Stadt Norderstedt, Tiefbauamt',
      recipientRole: 'client',
      handedOverBy: { name: 'Rolle project_manager' },
    });
    const download = await app.inject({
      method: 'GET',
      url: handover.file.url,
      headers: { cookie: soil.byRole.project_manager.cookie },
    });
    expect(download.statusCode).toBe(200);
    expect(sha256(download.rawPayload)).toBe(handover.packSha256);
    const entries = readZip(download.rawPayload);
    const names = entries.map((entry) => entry.name);
    expect(names.at(-2)).toBe('manifest.json');
    expect(names.at(-1)).toBe('Übergabeprotokoll.pdf');
    for (const folder of [
      '01 Deckblatt § 25 EBV/',
      '02 Lieferscheine/Bestellung B-2026-001/',
      '05 Einbaudokumentation/',
    ])
      expect(
        names.some((name) => name.startsWith(folder)),
        folder,
      ).toBe(true);
    expect(names).toContain('06 Einbauorte/eingebaute-ersatzbaustoffe.geojson');
    expect(names).toContain('06 Einbauorte/eingebaute-ersatzbaustoffe.csv');

    const manifestEntry = entries.find((entry) => entry.name === 'manifest.json')!;
    expect(sha256(manifestEntry.data)).toBe(handover.manifestSha256);
    const manifest = JSON.parse(manifestEntry.data.toString('utf8'));
    expect(manifest).toMatchObject({
      format: 'baustellendoku-uebergabe/1',
      recipient: { name: 'Stadt Norderstedt, Tiefbauamt', role: 'Bauherr (§ 25 Abs. 3 EBV)' },
      historyChainHead: { seq: expect.any(Number), hash: expect.stringMatching(/^[0-9a-f]{64}$/) },
    });
    // Every file of the pack but the manifest and its PDF is listed with its true digest.
    expect(manifest.files.map((file: { path: string }) => file.path)).toEqual(names.slice(0, -2));
    for (const file of manifest.files) {
      const data = entries.find((entry) => entry.name === file.path)!.data;
      expect({ path: file.path, sha256: sha256(data), size: data.length }).toEqual({
        path: file.path,
        sha256: file.sha256,
        size: file.sizeInBytes,
      });
    }
    expect(handover.fileCount).toBe(manifest.files.length);

    const text = (await pdfText(entries.at(-1)!.data)).replace(/\s+/g, ' ');
    for (const expected of [
      'Übergabeprotokoll',
      'Stadt Norderstedt, Tiefbauamt – Bauherr',
      handover.manifestSha256,
      '02 Lieferscheine',
    ])
      expect(text, expected).toContain(expected);

    const [entry] = await app.db
      .select()
      .from(historyEvents)
      .where(
        and(eq(historyEvents.projectId, soil.projectId), eq(historyEvents.type, historyEventTypes.projectHandedOver)),
      );
    expect(entry!.variables).toMatchObject({ recipient: payload.recipient, manifestSha256: handover.manifestSha256 });
    expect(entry!.documents).toEqual([
      { fileId: handover.file.id, fileName: handover.file.fileName, sha256: handover.packSha256 },
    ]);
    const list = handoverListSchema.parse(
      (await call(app, soil.byRole.project_manager, 'GET', handoverUrl(soil.projectId))).json(),
    );
    expect(list.items).toEqual([handover]);
    const chain = await call(app, soil.admin, 'GET', `/history-chain/${soil.projectId}`);
    expect(chain.json()).toMatchObject({ intact: true });
  });

  it('refuses a project without any delivery note with 409 and a German reason, storing nothing', async () => {
    const empty = await createSoilProject(app);
    const before = (await app.db.select().from(files)).length;
    const response = await call(app, empty.byRole.project_manager, 'POST', handoverUrl(empty.projectId), payload);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain('Das Projekt hat noch keinen Lieferschein');
    expect((await app.db.select().from(files)).length).toBe(before);
    expect(await app.db.select().from(projectHandovers).where(eq(projectHandovers.projectId, empty.projectId))).toEqual(
      [],
    );
  });

  it('refuses other roles (403), outsiders (404) and bad input (422 with German violations)', async () => {
    const url = handoverUrl(soil.projectId);
    expect((await call(app, soil.byRole.foreman, 'POST', url, payload)).statusCode).toBe(403);
    expect((await call(app, soil.outsider, 'POST', url, payload)).statusCode).toBe(404);
    const bad = await call(app, soil.byRole.project_manager, 'POST', url, {
      recipient: ' ',
      recipientRole: 'neighbour',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().payload.violations).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ propertyPath: 'recipient' }),
        { propertyPath: 'recipientRole', title: 'Bitte wählen Sie, an wen übergeben wird.' },
      ]),
    );
  });
});
