// The project the access matrix runs in: the soil-installation project with one member per role,
// an admin who is not a member and an outsider, and one object of every kind the rows address.
import { eq } from 'drizzle-orm';
import type { ProjectFacts } from '@baustellendoku/domain';
import { projectMembers, projects } from '../../db/schema/index.js';
import { GIF_1X1, dynamicPayload, staticPayload, uploadFile } from '../load-analysis-support.js';
import {
  call,
  createSoilProject,
  orderInStatus,
  recordDelivery,
  uploadPdf,
  type SoilProject,
} from '../soil-installation.js';
import { createUser, type TestApp, type TestUser } from '../test-app.js';

export type AccessWorld = Awaited<ReturnType<typeof createAccessWorld>>;

async function created(response: Promise<{ statusCode: number; body: string; json: () => unknown }>, key: string) {
  const answer = await response;
  if (answer.statusCode >= 300) throw new Error(`access world: ${key} ${answer.statusCode} ${answer.body}`);
  return String((answer.json() as Record<string, unknown>)[key]);
}

export async function createAccessWorld(app: TestApp) {
  const soil: SoilProject = await createSoilProject(app);
  const { projectId, admin } = soil;
  const [project] = await app.db.select().from(projects).where(eq(projects.id, projectId));
  const manager = soil.byRole.project_manager;
  const pdfId = (await uploadPdf(app, admin)).id;
  const newImage = async () => (await uploadFile(app, soil.byRole.foreman, 'e.gif', GIF_1X1, 'image')).id;
  const imageId = await newImage();
  const orderId = await orderInStatus(app, soil, 'in_review');
  const deliverableOrderId = await orderInStatus(app, soil, 'approved');
  const delivery = await recordDelivery(app, soil, deliverableOrderId, 10);
  const deliveryId = String(delivery.json().deliveryId);
  const deliveryNoteId = String(delivery.json().attachmentDocuments?.[0]?.id);
  const mountingBody = () => ({
    projectId,
    gridField: 'A1/01',
    orders: [deliverableOrderId],
    mountingDate: '2026-05-04',
    fillingHeightInMeters: 1.5,
  });
  const mountingDocumentationId = await created(
    call(app, manager, 'POST', '/mounting-documentation', mountingBody()),
    'mountingDocumentationId',
  );
  const staticLoadAnalysisId = await created(
    call(app, soil.byRole.installation_appraiser, 'POST', '/static-load-analysis', staticPayload({ projectId })),
    'staticLoadAnalysisId',
  );
  const dynamicLoadAnalysisId = await created(
    call(app, soil.byRole.foreman, 'POST', '/dynamic-load-analysis', dynamicPayload(imageId, { projectId })),
    'dynamicLoadAnalysisId',
  );
  const newMachine = async () => ({
    machineId: await created(call(app, admin, 'POST', '/machine', { name: 'B' }), 'machineId'),
  });
  const { machineId } = await newMachine();
  const suitabilityId = await created(
    call(app, admin, 'POST', `/machine/${machineId}/suitability`, {
      grainSizeAndQuality: 'rc_1_0_4',
      documents: [pdfId],
    }),
    'suitabilityId',
  );
  // The device register (decision 0680): a device with a certificate, and a fresh certificate per call.
  const newDevice = () =>
    created(
      call(app, admin, 'POST', '/device', { type: 'light_drop_weight', serialNumber: `AW-${Math.random()}` }),
      'deviceId',
    );
  const deviceId = await newDevice();
  const newCertificate = async () =>
    created(
      call(app, admin, 'POST', `/device/${deviceId}/certificate`, {
        issuedOn: '2026-01-01',
        validUntil: '2026-12-31',
        document: (await uploadPdf(app, admin)).id,
      }),
      'certificateId',
    );
  const guestId = await created(
    call(app, admin, 'POST', '/user', {
      name: { firstName: 'Gisela', lastName: 'Gast' },
      emailAddress: 'gisela@extern.example',
    }),
    'userId',
  );
  const newUser = (): Promise<TestUser> => createUser(app);
  const newMember = async () => {
    const user = await newUser();
    await app.db.insert(projectMembers).values({ projectId, userId: user.id, roles: ['foreman'] });
    return user.id;
  };
  const facts: ProjectFacts = {
    enabledFeatures: project!.enabledFeatures,
    isProjectDataCompleted: true,
    hasConfirmedAnnouncement: false,
    isDocumentationOfAbsenceOfAsbestosCompleted: false,
    deliverableOrderCount: 1,
  };
  return {
    app,
    soil,
    admin,
    facts,
    projectId,
    organizationId: project!.organizationId,
    pdfId,
    imageId,
    newImage,
    orderId,
    deliverableOrderId,
    deliveryId,
    deliveryNoteId,
    mountingBody,
    mountingDocumentationId,
    staticLoadAnalysisId,
    dynamicLoadAnalysisId,
    machineId,
    newMachine,
    suitabilityId,
    deviceId,
    newCertificate,
    guestId,
    newUser,
    newMember,
  };
}
