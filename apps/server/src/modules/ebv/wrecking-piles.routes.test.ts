// Wrecking piles through the API: create and edit with every message of spec part 2 §5, the
// acceptance control (with and without asbestos), reject, release, dispose and the disposal
// proof, the generated PDFs, files of others refused, history and the project-documents category.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages, historyEventTypes, wreckingPileSchema, type WreckingPile } from '@baustellendoku/domain';
import { pdfText } from '../../test/pdf-text.js';
import {
  acceptanceInput,
  call,
  createEbvProject,
  createPile,
  pileInput,
  pileInStatus,
  uploadPdf,
  type EbvProject,
} from '../../test/recycled-material.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let app: TestApp;
let ebv: EbvProject;
beforeAll(async () => {
  app = await createTestApp();
  ebv = await createEbvProject(app);
  // Setup generates PDFs; on a machine shared with other builds it can exceed the default 60 s.
}, 120_000);
afterAll(() => app.cleanup());

const pileOf = async (id: string) => {
  const response = await call(app, ebv.byRole.machinist, 'GET', `/wrecking-pile/${id}`);
  expect(response.statusCode).toBe(200);
  return wreckingPileSchema.parse(response.json());
};
const violationsOf = (response: { json: () => unknown }) =>
  Object.fromEntries(
    (response.json() as { payload: { violations: { propertyPath: string; title: string }[] } }).payload.violations.map(
      (violation) => [violation.propertyPath, violation.title],
    ),
  );
const fileBytes = async (url: string) => {
  const response = await app.inject({ method: 'GET', url, headers: { cookie: ebv.byRole.project_manager.cookie } });
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
};
const historyTypes = async () =>
  (await call(app, ebv.byRole.project_manager, 'GET', `/history/${ebv.projectId}?skip=0&limit=200`)).json().items as {
    type: string;
    variables: Record<string, unknown>;
  }[];

describe('create and edit a pile', () => {
  it('creates a pile in acceptance_control_open with its planning data and history', async () => {
    const pile = await createPile(app, ebv, { name: 'Miete A', expectedMassOfRawMaterialInTons: '1234.567' });
    expect(wreckingPileSchema.parse(pile)).toMatchObject({
      name: 'Miete A',
      projectId: ebv.projectId,
      status: 'acceptance_control_open',
      expectedMassOfRawMaterialInTons: 1234.567,
      machine: { machineId: ebv.machineId, name: 'Prallbrecher RM 100' },
      disposalCode: '170101',
      acceptanceControl: null,
      approvalInformation: null,
      disposalInformation: null,
      breakingInformation: null,
      batches: [],
      inventory: [],
      deliveryNoteCreationOnBehalfOfProjectManager: false,
      createdBy: { name: 'Rolle project_manager' },
    });
    expect(pile.documents).toHaveLength(1);
    expect(await historyTypes()).toContainEqual(
      expect.objectContaining({
        type: historyEventTypes.wreckingPileCreated,
        variables: { wreckingPileId: pile.wreckingPileId, wreckingPileName: 'Miete A' },
      }),
    );
    const list = await call(
      app,
      ebv.byRole.machinist,
      'GET',
      `/wrecking-pile?skip=0&limit=999999&projectId=${ebv.projectId}`,
    );
    expect(list.json().items.map((item: WreckingPile) => item.wreckingPileId)).toContain(pile.wreckingPileId);
  });

  it('refuses an empty form with every message of the spec', async () => {
    const response = await call(app, ebv.byRole.project_manager, 'POST', '/wrecking-pile', {
      projectId: ebv.projectId,
      documents: [],
    });
    expect(response.statusCode).toBe(422);
    expect(violationsOf(response)).toEqual({
      name: 'Dieses Feld ist ein Pflichtfeld',
      machineId: 'Bitte wählen Sie eine Maschine aus',
      expectedMassOfRawMaterialInTons: 'Dies ist ein Pflichtfeld',
      expectedGrainSizeAndQuality: 'Bitte wählen Sie die geplante Materialklasse & Körnung',
      disposalCode: 'Bitte wählen sie einen Abfallschlüssel aus',
      documents: 'Dieses Feld ist ein Pflichtfeld',
    });
  });

  it('refuses too long names, small masses, unknown options and a machine outside the settings', async () => {
    const input = await pileInput(app, ebv, {
      name: 'x'.repeat(201),
      expectedMassOfRawMaterialInTons: 0.5,
      disposalCode: '999999',
      expectedGrainSizeAndQuality: 'rc_9_0_1',
    });
    expect(violationsOf(await call(app, ebv.byRole.project_manager, 'POST', '/wrecking-pile', input))).toEqual({
      name: 'Maximal 200 Zeichen erlaubt',
      expectedMassOfRawMaterialInTons: 'Der Wert muss mindestens 1 sein',
      disposalCode: 'Bitte wählen Sie einen gültigen Wert',
      expectedGrainSizeAndQuality: 'Bitte wählen Sie einen gültigen Wert',
    });
    const otherMachine = await call(
      app,
      ebv.byRole.project_manager,
      'POST',
      '/wrecking-pile',
      await pileInput(app, ebv, { machineId: '00000000-0000-4000-8000-000000000009' }),
    );
    expect(violationsOf(otherMachine)).toEqual({
      machineId: 'Diese Maschine ist in den Einstellungen der Ersatzbaustoff-Dokumentation nicht ausgewählt.',
    });
  });

  it("refuses another user's upload and a file of another project", async () => {
    const foreign = await uploadPdf(app, ebv.byRole.machinist, 'fremd.pdf');
    const other = await createEbvProject(app, { name: 'Anderes Projekt' });
    const otherPile = await createPile(app, other);
    const response = await call(
      app,
      ebv.byRole.project_manager,
      'POST',
      '/wrecking-pile',
      await pileInput(app, ebv, { documents: [foreign.id, otherPile.documents[0]!.id] }),
    );
    expect(response.statusCode).toBe(422);
    expect(violationsOf(response)).toEqual({
      'documents.0': 'Die Datei wurde nicht gefunden.',
      'documents.1': 'Die Datei wurde nicht gefunden.',
    });
    // A pile of another project is invisible.
    expect(
      (await call(app, ebv.byRole.project_manager, 'GET', `/wrecking-pile/${otherPile.wreckingPileId}`)).statusCode,
    ).toBe(404);
  });

  it('edits the planning data and refuses moving the pile to another project', async () => {
    const pile = await createPile(app, ebv);
    const input = await pileInput(app, ebv, { name: 'Miete umbenannt', expectedMassOfRawMaterialInTons: 800 });
    const { projectId: _projectId, ...fields } = input;
    const response = await call(
      app,
      ebv.byRole.project_manager,
      'PUT',
      `/wrecking-pile/${pile.wreckingPileId}`,
      fields,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Miete umbenannt',
      expectedMassOfRawMaterialInTons: 800,
      updatedBy: { name: 'Rolle project_manager' },
    });
    const moved = await call(app, ebv.byRole.project_manager, 'PUT', `/wrecking-pile/${pile.wreckingPileId}`, {
      ...input,
      projectId: '00000000-0000-4000-8000-000000000001',
    });
    expect(violationsOf(moved)).toEqual({
      projectId: 'Eine Miete kann nicht in ein anderes Projekt verschoben werden.',
    });
  });

  it('answers 401 anonymous and 404 for ids that are no uuid or unknown', async () => {
    expect((await call(app, null, 'GET', '/wrecking-pile/abc')).statusCode).toBe(401);
    expect((await call(app, null, 'POST', '/wrecking-pile', {})).statusCode).toBe(401);
    expect((await call(app, ebv.admin, 'GET', '/wrecking-pile/abc')).statusCode).toBe(404);
    expect((await call(app, ebv.admin, 'POST', '/wrecking-pile/abc/dispose')).statusCode).toBe(404);
    expect((await call(app, ebv.admin, 'GET', '/wrecking-pile/00000000-0000-4000-8000-000000000000')).statusCode).toBe(
      404,
    );
  });
});

describe('acceptance control', () => {
  it('requires containsAsbestos first, then every checked field', async () => {
    const id = await pileInStatus(app, ebv, 'acceptance_control_open');
    const empty = await call(app, ebv.byRole.machinist, 'POST', `/wrecking-pile/${id}/acceptance-control`, {});
    expect(violationsOf(empty)).toEqual({ containsAsbestos: 'Dies ist ein Pflichtfeld' });
    const unchecked = await call(app, ebv.byRole.machinist, 'POST', `/wrecking-pile/${id}/acceptance-control`, {
      containsAsbestos: false,
      sourceAreas: [],
      colors: ['lila'],
    });
    expect(violationsOf(unchecked)).toEqual({
      massOfRawMaterialInTons: 'Dieses Feld ist ein Pflichtfeld',
      sourceAreas: 'Dieses Feld ist ein Pflichtfeld',
      composition: 'Dieses Feld ist ein Pflichtfeld',
      degreeOfSoiling: 'Dieses Feld ist ein Pflichtfeld',
      foreignProportions: 'Dieses Feld ist ein Pflichtfeld',
      consistency: 'Dieses Feld ist ein Pflichtfeld',
      appearance: 'Dieses Feld ist ein Pflichtfeld',
      'colors.0': 'Bitte wählen Sie einen gültigen Wert',
      smell: 'Dieses Feld ist ein Pflichtfeld',
    });
    const small = await call(
      app,
      ebv.byRole.machinist,
      'POST',
      `/wrecking-pile/${id}/acceptance-control`,
      acceptanceInput({ massOfRawMaterialInTons: 0 }),
    );
    expect(violationsOf(small)).toEqual({ massOfRawMaterialInTons: 'Der Wert muss mindestens 1 sein' });
    expect((await pileOf(id)).status).toBe('acceptance_control_open');
  });

  it('records the control, moves the pile to pending and generates the protocol (§ 3 EBV)', async () => {
    const id = await pileInStatus(app, ebv, 'acceptance_control_open');
    const attachment = await uploadPdf(app, ebv.byRole.machinist, 'Foto Anlieferung.pdf');
    const response = await call(
      app,
      ebv.byRole.machinist,
      'POST',
      `/wrecking-pile/${id}/acceptance-control`,
      acceptanceInput({ attachments: [attachment] }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const pile = wreckingPileSchema.parse(response.json());
    expect(pile.status).toBe('acceptance_control_pending');
    expect(pile.acceptanceControl).toMatchObject({
      containsAsbestos: false,
      massOfRawMaterialInTons: 1180.25,
      sourceAreas: ['hochbau_rueckbau'],
      attachments: [{ fileName: 'Foto Anlieferung.pdf' }],
      createdBy: { name: 'Rolle machinist' },
      updatedBy: null,
    });
    const text = await pdfText(await fileBytes(pile.acceptanceControl!.document.url));
    for (const expected of [
      'Annahmekontrolle Miete Miete 1 Betonbruch',
      'Recyclingpark Süd',
      '17 01 01 Beton',
      '1.180,25 t',
      'Hochbau – Rückbau/Abbruch',
      'Beton (unbewehrt)',
      'Foto Anlieferung.pdf',
      'Rolle machinist',
    ])
      expect(text).toContain(expected);
  });

  it('refuses a second acceptance control on the same pile', async () => {
    const id = await pileInStatus(app, ebv, 'acceptance_control_pending');
    const response = await call(
      app,
      ebv.byRole.machinist,
      'POST',
      `/wrecking-pile/${id}/acceptance-control`,
      acceptanceInput(),
    );
    expect(response.statusCode).toBe(403);
  });

  it('with visible asbestos keeps only that finding; release is refused, disposal allowed', async () => {
    const id = await pileInStatus(app, ebv, 'acceptance_control_open');
    const response = await call(app, ebv.byRole.machinist, 'POST', `/wrecking-pile/${id}/acceptance-control`, {
      containsAsbestos: true,
      composition: 'beton',
    });
    expect(response.statusCode, response.body).toBe(201);
    const pile = wreckingPileSchema.parse(response.json());
    expect(pile.acceptanceControl).toMatchObject({ containsAsbestos: true, composition: null, sourceAreas: [] });
    expect(await pdfText(await fileBytes(pile.acceptanceControl!.document.url))).toContain(
      'Asbestbestandteile sichtbar',
    );
    const release = await call(app, ebv.byRole.project_manager, 'POST', `/wrecking-pile/${id}/approve`, {
      appraiserAppointedFor: '2026-06-01',
    });
    expect(release.statusCode).toBe(403);
    expect(release.json().message).toBe(
      'Die Miete kann nicht freigegeben werden, weil in der Annahmekontrolle Asbestbestandteile sichtbar sind. Sie muss entsorgt werden.',
    );
    expect((await pileOf(id)).status).toBe('acceptance_control_pending');
    const dispose = await call(app, ebv.byRole.project_manager, 'POST', `/wrecking-pile/${id}/dispose`);
    expect(dispose.statusCode).toBe(200);
    expect(dispose.json()).toMatchObject({
      status: 'will_be_disposed',
      disposalInformation: { disposalDocuments: [], createdBy: { name: 'Rolle project_manager' } },
    });
  });

  it('reject, correct, release: the control keeps creator and last editor', async () => {
    const id = await pileInStatus(app, ebv, 'acceptance_control_pending');
    const rejected = await call(
      app,
      ebv.byRole.project_manager,
      'POST',
      `/wrecking-pile/${id}/acceptance-control/reject`,
    );
    expect(rejected.json()).toMatchObject({
      status: 'acceptance_control_rejected',
      acceptanceControl: { rejectedBy: { name: 'Rolle project_manager' } },
    });
    const corrected = await call(
      app,
      ebv.allRounder,
      'PUT',
      `/wrecking-pile/${id}/acceptance-control`,
      acceptanceInput({ massOfRawMaterialInTons: '990.5' }),
    );
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json()).toMatchObject({
      status: 'acceptance_control_pending',
      acceptanceControl: {
        massOfRawMaterialInTons: 990.5,
        createdBy: { name: 'Rolle machinist' },
        updatedBy: { name: 'Alle Rollen' },
      },
    });
    // Four-eyes: who last changed the control does not release or reject it.
    for (const path of ['approve', 'acceptance-control/reject']) {
      const own = await call(app, ebv.allRounder, 'POST', `/wrecking-pile/${id}/${path}`, {
        appraiserAppointedFor: '2026-06-15',
      });
      expect(own.statusCode, path).toBe(403);
      expect(own.json().message).toBe(apiMessages.fourEyes);
    }
    const noDate = await call(app, ebv.byRole.project_manager, 'POST', `/wrecking-pile/${id}/approve`, {});
    expect(violationsOf(noDate)).toEqual({ appraiserAppointedFor: 'Kein Datum für den Gutachter ausgewählt.' });
    const released = await call(app, ebv.byRole.project_manager, 'POST', `/wrecking-pile/${id}/approve`, {
      appraiserAppointedFor: '2026-06-15',
    });
    expect(released.statusCode, released.body).toBe(200);
    const pile = wreckingPileSchema.parse(released.json());
    expect(pile).toMatchObject({
      status: 'approved_for_breaking',
      approvalInformation: { appraiserAppointedFor: '2026-06-15', createdBy: { name: 'Rolle project_manager' } },
    });
    const text = await pdfText(await fileBytes(pile.approvalInformation!.document.url));
    for (const expected of ['Freigabe Miete Miete 1 Betonbruch', 'Recyclingpark Süd', '15.06.2026', '990,5 t'])
      expect(text).toContain(expected);
    const types = (await historyTypes())
      .filter((entry) => entry.variables.wreckingPileId === id)
      .map((entry) => entry.type);
    expect(types).toEqual([
      historyEventTypes.wreckingPileApprovedForBreaking,
      historyEventTypes.acceptanceControlUpdated,
      historyEventTypes.acceptanceControlRejected,
      historyEventTypes.acceptanceControlCreated,
      historyEventTypes.wreckingPileCreated,
    ]);
  });
});

describe('disposal proof', () => {
  it('needs at least one document and only once the pile is will_be_disposed', async () => {
    const open = await pileInStatus(app, ebv, 'acceptance_control_open');
    const file = await uploadPdf(app, ebv.byRole.project_manager, 'Entsorgungsnachweis.pdf');
    expect(
      (
        await call(app, ebv.byRole.project_manager, 'POST', `/wrecking-pile/${open}/disposal-documentation`, {
          disposalDocuments: [file],
        })
      ).statusCode,
    ).toBe(403);
    const id = await pileInStatus(app, ebv, 'will_be_disposed');
    const empty = await call(app, ebv.byRole.project_manager, 'POST', `/wrecking-pile/${id}/disposal-documentation`, {
      disposalDocuments: [],
    });
    expect(violationsOf(empty)).toEqual({ disposalDocuments: 'Dies ist ein Pflichtfeld' });
    const saved = await call(app, ebv.byRole.project_manager, 'POST', `/wrecking-pile/${id}/disposal-documentation`, {
      disposalDocuments: [file],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().disposalInformation).toMatchObject({
      disposalDocuments: [{ fileName: 'Entsorgungsnachweis.pdf' }],
      updatedBy: { name: 'Rolle project_manager' },
    });
    // Final: the pile itself can no longer be edited.
    const edit = await call(app, ebv.byRole.project_manager, 'PUT', `/wrecking-pile/${id}`, await pileInput(app, ebv));
    expect(edit.statusCode).toBe(403);
  });
});

describe('project documents', () => {
  it('lists the category "Ersatzbaustoffe" with a subcategory per pile', async () => {
    const response = await call(app, ebv.byRole.project_manager, 'GET', `/project-documentation/${ebv.projectId}`);
    expect(response.statusCode, response.body).toBe(200);
    const category = (response.json().items ?? response.json()).find?.(
      (item: { label: string }) => item.label === 'Ersatzbaustoffe',
    );
    expect(category, response.body).toBeDefined();
    const labels = category.subCategories.map((sub: { label: string }) => sub.label);
    expect(labels).toContain('Baustellenanzeigen');
    expect(labels).toContain('Dokumentation der Asbestfreiheit');
    expect(labels).toContain('Miete Miete A');
  });
});

describe('concurrent requests', () => {
  it('records exactly one acceptance control when five arrive at once', async () => {
    const id = await pileInStatus(app, ebv, 'acceptance_control_open');
    const responses = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(app, ebv.byRole.machinist, 'POST', `/wrecking-pile/${id}/acceptance-control`, acceptanceInput()),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 403, 403, 403, 403]);
    const created = (await historyTypes()).filter(
      (entry) => entry.type === historyEventTypes.acceptanceControlCreated && entry.variables.wreckingPileId === id,
    );
    expect(created).toHaveLength(1);
  });
});
