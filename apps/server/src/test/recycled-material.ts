// Test support for the recycled-material module: a project with the ebv feature activated through
// the API (settings with a machine), a sent announcement and asbestos documents, one member per
// role, an admin and an outsider, and shortcuts for piles in a given status.
import { expect } from 'vitest';
import {
  deliveryNoteViewSchema,
  projectRoles,
  type DeliveryNoteView,
  type ProjectRole,
  type WreckingPile,
  type WreckingPileStatus,
} from '@baustellendoku/domain';
import { machines, machineSuitabilities } from '../db/schema/index.js';
import { acceptanceInput } from './acceptance-input.js';
import { call, uploadPdf, type Actor } from './soil-installation.js';
import { createProject, createUser, type TestApp, type TestUser } from './test-app.js';

export { call, uploadPdf, type Actor };

export type EbvProject = {
  projectId: string;
  machineId: string;
  byRole: Record<ProjectRole, TestUser>;
  admin: TestUser;
  outsider: TestUser;
  /** Holds project_manager and machinist: passes every role condition of the pile moves. */
  allRounder: TestUser;
  actors: Actor[];
};

export async function createMachine(app: TestApp, name = 'Prallbrecher RM 100', proven: string[] = ['rc_1_0_32']) {
  const [machine] = await app.db.insert(machines).values({ name, owner: 'Brecher GmbH' }).returning();
  for (const grainSizeAndQuality of proven) {
    await app.db.insert(machineSuitabilities).values({ machineId: machine!.id, grainSizeAndQuality });
  }
  return machine!.id;
}

export const settingsInput = (machineId: string, overrides: Record<string, unknown> = {}) => ({
  grainSizeAndQualities: ['rc_1_0_32', 'rc_2_0_45'],
  machines: [machineId],
  expectedQuantityInTons: 2500,
  samplingIntervalInTons: 500,
  ...overrides,
});

/** A project with members; `ready` activates ebv, sends an announcement and documents asbestos freedom. */
export async function createEbvProject(
  app: TestApp,
  options: { ready?: boolean; name?: string } = {},
): Promise<EbvProject> {
  const byRole = {} as Record<ProjectRole, TestUser>;
  for (const role of projectRoles) byRole[role] = await createUser(app, { firstName: 'Rolle', lastName: role });
  const allRounder = await createUser(app, { firstName: 'Alle', lastName: 'Rollen' });
  const admin = await createUser(app, { isAdmin: true, firstName: 'Ada', lastName: 'Admin' });
  const outsider = await createUser(app, { firstName: 'Otto', lastName: 'Außen' });
  const project = await createProject(app, {
    name: options.name ?? 'Recyclingpark Süd',
    members: [
      ...projectRoles.map((role) => ({ user: byRole[role], roles: [role] })),
      { user: allRounder, roles: [...projectRoles] },
    ],
  });
  const actors: Actor[] = [
    ...projectRoles.map((role) => ({ key: role, user: byRole[role], roles: [role] as ProjectRole[] })),
    { key: 'admin', user: admin, roles: null },
    { key: 'outsider', user: outsider, roles: null },
  ];
  const machineId = await createMachine(app);
  const ebv = { projectId: project.id, machineId, byRole, admin, outsider, allRounder, actors };
  if (options.ready ?? true) await makeReady(app, ebv);
  return ebv;
}

async function expectOk(response: { statusCode: number; body: string }) {
  expect(response.statusCode, response.body).toBeLessThan(300);
  return JSON.parse(response.body);
}

export async function makeReady(app: TestApp, ebv: EbvProject) {
  const manager = ebv.byRole.project_manager;
  await expectOk(
    await call(app, manager, 'POST', `/project/${ebv.projectId}/feature/ebv`, settingsInput(ebv.machineId)),
  );
  const announcement = await expectOk(await call(app, manager, 'POST', `/project/${ebv.projectId}/announcement`));
  await expectOk(
    await call(
      app,
      manager,
      'POST',
      `/project/${ebv.projectId}/announcement/${announcement.projectAnnouncementId}/confirm-sending`,
    ),
  );
  const file = await uploadPdf(app, manager, 'Asbestgutachten.pdf');
  await expectOk(
    await call(app, manager, 'POST', `/project/${ebv.projectId}/documents-confirming-absence-of-asbestos`, {
      documents: [file],
    }),
  );
}

export async function pileInput(app: TestApp, ebv: EbvProject, overrides: Record<string, unknown> = {}) {
  const document = await uploadPdf(app, ebv.byRole.project_manager, 'Lageplan Miete.pdf');
  return {
    projectId: ebv.projectId,
    name: 'Miete 1 Betonbruch',
    machineId: ebv.machineId,
    expectedMassOfRawMaterialInTons: 1200.5,
    expectedGrainSizeAndQuality: 'rc_1_0_32',
    disposalCode: '170101',
    documents: [document],
    ...overrides,
  };
}

export { acceptanceInput };

export async function createPile(app: TestApp, ebv: EbvProject, overrides: Record<string, unknown> = {}) {
  const response = await call(
    app,
    ebv.byRole.project_manager,
    'POST',
    '/wrecking-pile',
    await pileInput(app, ebv, overrides),
  );
  return (await expectOk(response)) as WreckingPile;
}

/** A pile brought into `status` through the API (machinist records, project manager decides). */
export async function pileInStatus(
  app: TestApp,
  ebv: EbvProject,
  status: WreckingPileStatus,
  options: { asbestos?: boolean } = {},
): Promise<string> {
  const pile = await createPile(app, ebv);
  const id = pile.wreckingPileId;
  const post = async (user: TestUser, path: string, body?: unknown) =>
    expectOk(await call(app, user, 'POST', `/wrecking-pile/${id}/${path}`, body));
  const manager = ebv.byRole.project_manager;
  if (status === 'acceptance_control_open') return id;
  await post(
    ebv.byRole.machinist,
    'acceptance-control',
    options.asbestos ? { containsAsbestos: true } : acceptanceInput(),
  );
  if (status === 'acceptance_control_pending') return id;
  if (status === 'acceptance_control_rejected') return (await post(manager, 'acceptance-control/reject'), id);
  if (status === 'approved_for_breaking')
    return (await post(manager, 'approve', { appraiserAppointedFor: '2026-06-01' }), id);
  if (status === 'will_be_disposed') return (await post(manager, 'dispose'), id);
  throw new Error(`no way into ${status} in this issue`);
}

/**
 * A delivery note of recycled material RC-1 0/32 from a pile with one analysed batch, written by
 * the project manager (decision 0640): the PDF with its UBL DespatchAdvice beside and inside it.
 */
export async function createDeliveryNote(
  app: TestApp,
  ebv: EbvProject,
  quantityInTons: string,
): Promise<DeliveryNoteView> {
  const pileId = await pileInStatus(app, ebv, 'approved_for_breaking');
  await expectOk(
    await call(app, ebv.byRole.machinist, 'POST', `/wrecking-pile/${pileId}/capture-broken-material`, {
      amountInTons: 550,
    }),
  );
  const pile = await expectOk(await call(app, ebv.byRole.project_manager, 'GET', `/wrecking-pile/${pileId}`));
  const appraiser = ebv.byRole.appraiser;
  await expectOk(
    await call(app, appraiser, 'POST', `/wrecking-pile/${pileId}/batch/${pile.batches[0].batchId}/analytic`, {
      samplingDate: '2026-11-02',
      samplingProtocolDocuments: [(await uploadPdf(app, appraiser, 'Probenahmeprotokoll.pdf')).id],
      reportDocuments: [(await uploadPdf(app, appraiser, 'Prüfbericht 4711.pdf')).id],
      grainSizeAndQuality: 'rc_1_0_32',
      materialClassFootnotes: ['keine'],
      isOperationalAssessmentRequired: false,
    }),
  );
  const created = await call(
    app,
    ebv.byRole.project_manager,
    'POST',
    `/wrecking-pile/${pileId}/delivery-note`,
    deliveryNoteInput(quantityInTons),
  );
  expect(created.statusCode, created.body).toBe(201);
  return deliveryNoteViewSchema.parse(created.json());
}

/** A delivery note's payload (spec part 2): RC-1 0/32 on 20 November 2026 by a Bremen carrier. */
export const deliveryNoteInput = (quantityInTons: unknown, overrides: Record<string, unknown> = {}) => ({
  quantityInTons,
  deliveryDate: '2026-11-20',
  grainSizeAndQuality: 'rc_1_0_32',
  carrier: {
    name: 'Spedition Kies & Co.',
    address: { street: 'Am Hafen', houseNumber: '7', postalCode: '28195', city: 'Bremen' },
    carrierNumber: 'BEF-2231',
    phoneNumber: '0421 123456',
    emailAddress: 'dispo@kies.example',
  },
  ...overrides,
});
