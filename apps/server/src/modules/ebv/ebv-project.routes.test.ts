// Feature settings, site announcements and asbestos documentation through the API: messages of
// spec part 2 §5, activation, the suitability warning, the generated PDFs, the project facts and
// the open tasks they drive.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  announcementListSchema,
  announcementSchema,
  asbestosDocumentListSchema,
  ebvFeatureResponseSchema,
  historyEventTypes,
} from '@baustellendoku/domain';
import { projects } from '../../db/schema/index.js';
import { pdfText } from '../../test/pdf-text.js';
import {
  call,
  createEbvProject,
  createMachine,
  settingsInput,
  uploadPdf,
  type EbvProject,
} from '../../test/recycled-material.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let app: TestApp;
let ebv: EbvProject;
beforeAll(async () => {
  app = await createTestApp();
  ebv = await createEbvProject(app, { ready: false });
  // Setup generates PDFs; on a machine shared with other builds it can exceed the default 60 s.
}, 120_000);
afterAll(() => app.cleanup());

const path = (suffix: string) => `/project/${ebv.projectId}${suffix}`;
const violationsOf = (response: { json: () => unknown }) =>
  Object.fromEntries(
    (response.json() as { payload: { violations: { propertyPath: string; title: string }[] } }).payload.violations.map(
      (violation) => [violation.propertyPath, violation.title],
    ),
  );
const project = async () => (await call(app, ebv.byRole.project_manager, 'GET', path(''))).json();
const taskTypes = async () =>
  (
    (await call(app, ebv.allRounder, 'GET', `/task/${ebv.projectId}?roles[]=project_manager`)).json().items as {
      type: string;
    }[]
  ).map((task) => task.type);
const download = async (url: string) => {
  const response = await app.inject({ method: 'GET', url, headers: { cookie: ebv.byRole.project_manager.cookie } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('application/pdf');
  return response.rawPayload;
};

describe('feature settings', () => {
  it('answers the settings before activation and refuses every empty field with the spec messages', async () => {
    const before = ebvFeatureResponseSchema.parse(
      (await call(app, ebv.byRole.project_manager, 'GET', path('/feature/ebv'))).json(),
    );
    expect(before).toMatchObject({ isActivated: false, machines: [], expectedQuantityInTons: null });
    expect(before.availableMachines).toContainEqual(
      expect.objectContaining({ machineId: ebv.machineId, isSuitableFor: ['rc_1_0_32'] }),
    );
    const response = await call(app, ebv.byRole.project_manager, 'POST', path('/feature/ebv'), {
      grainSizeAndQualities: [],
      machines: [],
      expectedQuantityInTons: null,
    });
    expect(response.statusCode).toBe(422);
    expect(violationsOf(response)).toEqual({
      grainSizeAndQualities: 'Bitte wählen Sie mindestens eine erwartete Materialklasse & Körnung',
      machines: 'Bitte wählen Sie mindestens eine Anlage',
      expectedQuantityInTons: 'Dieses Feld ist ein Pflichtfeld',
      samplingIntervalInTons: 'Dieses Feld ist ein Pflichtfeld',
    });
    const wrong = await call(
      app,
      ebv.byRole.project_manager,
      'POST',
      path('/feature/ebv'),
      settingsInput(ebv.machineId, {
        samplingIntervalInTons: 750,
        expectedQuantityInTons: 0,
        grainSizeAndQualities: ['xx'],
      }),
    );
    expect(violationsOf(wrong)).toEqual({
      samplingIntervalInTons: 'Bitte wählen Sie einen gültigen Wert',
      expectedQuantityInTons: 'Der Wert muss mindestens 1 sein',
      'grainSizeAndQualities.0': 'Bitte wählen Sie einen gültigen Wert',
    });
    const unknownMachine = await call(
      app,
      ebv.byRole.project_manager,
      'POST',
      path('/feature/ebv'),
      settingsInput('00000000-0000-4000-8000-000000000007'),
    );
    expect(violationsOf(unknownMachine)).toEqual({ 'machines.0': 'Bitte wählen Sie eine Maschine aus' });
    expect((await project()).enabledFeatures).toEqual([]);
  });

  it('activates the feature, then updates it; warns about machines without suitability proof', async () => {
    const screen = await createMachine(app, 'Siebanlage', []);
    const plan = await uploadPdf(app, ebv.byRole.project_manager, 'Lageplan Bauschutt.pdf');
    const first = await call(
      app,
      ebv.byRole.project_manager,
      'POST',
      path('/feature/ebv'),
      settingsInput(ebv.machineId, { machines: [ebv.machineId, screen], sitePlanConstructionWasteDocuments: [plan] }),
    );
    expect(first.statusCode, first.body).toBe(200);
    const activated = ebvFeatureResponseSchema.parse(first.json());
    expect(activated).toMatchObject({
      activated: true,
      isActivated: true,
      expectedQuantityInTons: 2500,
      samplingIntervalInTons: 500,
      sitePlanConstructionWasteDocuments: [{ fileName: 'Lageplan Bauschutt.pdf' }],
      sitePlanRcMaterialDocuments: [],
      missingSuitabilities: [
        { machineId: ebv.machineId, machineName: 'Prallbrecher RM 100', grainSizeAndQualities: ['rc_2_0_45'] },
        { machineId: screen, machineName: 'Siebanlage', grainSizeAndQualities: ['rc_1_0_32', 'rc_2_0_45'] },
      ],
    });
    expect((await project()).enabledFeatures).toEqual(['ebv']);
    const second = await call(
      app,
      ebv.byRole.project_manager,
      'POST',
      path('/feature/ebv'),
      settingsInput(ebv.machineId),
    );
    expect(second.json()).toMatchObject({ activated: false, isActivated: true, machines: [ebv.machineId] });
    const history = (await call(app, ebv.byRole.project_manager, 'GET', `/history/${ebv.projectId}`)).json().items;
    expect(history.map((entry: { type: string }) => entry.type).slice(0, 2)).toEqual([
      historyEventTypes.featureUpdated,
      historyEventTypes.featureActivated,
    ]);
  });

  it('refuses the settings while the project data is incomplete', async () => {
    await app.db.update(projects).set({ client: null }).where(eq(projects.id, ebv.projectId));
    const response = await call(
      app,
      ebv.byRole.project_manager,
      'POST',
      path('/feature/ebv'),
      settingsInput(ebv.machineId),
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toContain('Die Projektdaten sind noch nicht vollständig');
    await app.db.update(projects).set({ client: 'Bauherr GmbH' }).where(eq(projects.id, ebv.projectId));
  });
});

describe('site announcements', () => {
  let announcementId: string;

  it('shows the announcement tasks and generates the announcement PDF with what the authority needs', async () => {
    expect(await taskTypes()).toEqual(['project_create_project_announcement', 'project_document_absence_of_asbestos']);
    const response = await call(app, ebv.byRole.project_manager, 'POST', path('/announcement'));
    expect(response.statusCode, response.body).toBe(201);
    const announcement = announcementSchema.parse(response.json());
    announcementId = announcement.projectAnnouncementId;
    expect(announcement).toMatchObject({ sendingIsConfirmed: false, createdBy: { name: 'Rolle project_manager' } });
    expect(announcement.document.fileName).toBe('Baustellenanzeige 1 Recyclingpark Süd.pdf');
    const text = await pdfText(await download(announcement.document.url));
    for (const expected of [
      'Baustellenanzeige Nr. 1',
      'Recyclingpark Süd',
      'Bauherr GmbH',
      'Hauptstraße 1, 10115 Berlin',
      'Brecher GmbH',
      'Prallbrecher RM 100',
      'RC-1 0/32',
      '2.500 t',
    ])
      expect(text).toContain(expected);
    expect(await taskTypes()).toEqual([
      'project_confirm_sending_of_project_announcement',
      'project_document_absence_of_asbestos',
    ]);
    expect((await project()).hasConfirmedAnnouncement).toBe(false);
  });

  it('confirms sending once; a second confirmation is refused', async () => {
    const confirm = () =>
      call(app, ebv.byRole.project_manager, 'POST', path(`/announcement/${announcementId}/confirm-sending`));
    const first = await confirm();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      sendingIsConfirmed: true,
      sendingConfirmedBy: { name: 'Rolle project_manager' },
    });
    expect((await confirm()).statusCode).toBe(409);
    expect((await project()).hasConfirmedAnnouncement).toBe(true);
    const list = announcementListSchema.parse(
      (await call(app, ebv.byRole.machinist, 'GET', path('/announcement'))).json(),
    );
    expect(list.items).toHaveLength(1);
    expect(await taskTypes()).toEqual(['project_document_absence_of_asbestos']);
  });

  it('404 for an unknown or malformed announcement id', async () => {
    expect(
      (await call(app, ebv.byRole.project_manager, 'POST', path('/announcement/abc/confirm-sending'))).statusCode,
    ).toBe(404);
    expect(
      (
        await call(
          app,
          ebv.byRole.project_manager,
          'POST',
          path('/announcement/00000000-0000-4000-8000-000000000000/confirm-sending'),
        )
      ).statusCode,
    ).toBe(404);
  });
});

describe('asbestos documentation', () => {
  it('offers the template with the project filled in', async () => {
    const list = asbestosDocumentListSchema.parse(
      (await call(app, ebv.byRole.machinist, 'GET', path('/documents-confirming-absence-of-asbestos'))).json(),
    );
    expect(list.items).toEqual([]);
    const text = await pdfText(await download(list.template.url));
    for (const expected of ['Dokumentation der Asbestfreiheit', 'Recyclingpark Süd', 'Bauherr GmbH', '31.10.1993'])
      expect(text).toContain(expected);
  });

  it('needs at least one document, refuses foreign files, then completes the documentation', async () => {
    const empty = await call(
      app,
      ebv.byRole.project_manager,
      'POST',
      path('/documents-confirming-absence-of-asbestos'),
      {
        documents: [],
      },
    );
    expect(violationsOf(empty)).toEqual({ documents: 'Dieses Feld ist ein Pflichtfeld' });
    const foreign = await uploadPdf(app, ebv.byRole.machinist, 'fremd.pdf');
    const refused = await call(
      app,
      ebv.byRole.project_manager,
      'POST',
      path('/documents-confirming-absence-of-asbestos'),
      {
        documents: [foreign.id],
      },
    );
    expect(violationsOf(refused)).toEqual({ 'documents.0': 'Die Datei wurde nicht gefunden.' });
    expect((await project()).isDocumentationOfAbsenceOfAsbestosCompleted).toBe(false);
    const file = await uploadPdf(app, ebv.byRole.project_manager, 'Schadstoffgutachten.pdf');
    const added = await call(
      app,
      ebv.byRole.project_manager,
      'POST',
      path('/documents-confirming-absence-of-asbestos'),
      {
        documents: [file],
      },
    );
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().items).toMatchObject([
      { file: { fileName: 'Schadstoffgutachten.pdf' }, createdBy: { name: 'Rolle project_manager' } },
    ]);
    expect((await project()).isDocumentationOfAbsenceOfAsbestosCompleted).toBe(true);
    expect(await taskTypes()).toEqual([]);
  });
});
