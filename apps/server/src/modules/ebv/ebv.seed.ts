// Demo seed: the recycled-material feature in "Gewerbepark Nord" (2026-014) — settings with the
// crusher and the screen, a sent announcement, asbestos documents, and one pile in each status of
// the acceptance phase (open, pending, rejected, released, for disposal with its proof), with the
// generated documents and the history (a sixth released pile is processed by processing.seed.ts).
// Runs after the project seeder.
import { eq, inArray } from 'drizzle-orm';
import { historyEventTypes, type WreckingPileStatus } from '@baustellendoku/domain';
import { demoMemberAccess } from '../../db/demo-access.js';
import type { DemoSeeder } from '../../db/seed.js';
import { acceptanceControls, historyEvents, machines, projects, users, wreckingPiles } from '../../db/schema/index.js';
import { storeDemoPdf } from '../../documents/demo-documents.js';
import { addAsbestosDocuments } from './asbestos.service.js';
import { confirmAnnouncementSending, createAnnouncement } from './announcements.service.js';
import { saveEbvFeature } from './ebv-feature.service.js';
import { storeAcceptanceControlProtocol, storeReleaseDocument } from './pile-documents.js';
import { pileVariables } from './wrecking-piles.service.js';

const daysAgo = (days: number, hour = 9) => {
  const date = new Date(Date.now() - days * 24 * 60 * 60 * 1000);
  date.setUTCHours(hour, 30, 0, 0);
  return date;
};
const ignoreTracking = { written: () => undefined, replaced: () => undefined };

const checked = {
  containsAsbestos: false,
  sourceAreas: ['hochbau_rueckbau'],
  degreeOfSoiling: 'gering',
  foreignProportions: ['holz', 'metall'],
  consistency: 'stueckig',
  appearance: 'homogen',
  colors: ['grau'],
  smell: ['unauffaellig'],
};

type DemoPile = {
  name: string;
  status: WreckingPileStatus;
  mass: string;
  grain: string;
  disposalCode: string;
  composition: string;
  asbestos?: boolean;
  daysAgo: number;
};

const demoPiles: DemoPile[] = [
  {
    name: 'M-01 Betonbruch Halle A',
    status: 'approved_for_breaking',
    mass: '1850',
    grain: 'rc_1_0_32',
    disposalCode: '170101',
    composition: 'beton',
    daysAgo: 20,
  },
  {
    name: 'M-02 Mischabbruch Halle B',
    status: 'acceptance_control_pending',
    mass: '920.5',
    grain: 'rc_1_0_32',
    disposalCode: '170107',
    composition: 'mischabbruch',
    daysAgo: 12,
  },
  {
    name: 'M-03 Ziegelbruch Verwaltung',
    status: 'acceptance_control_rejected',
    mass: '640',
    grain: 'rc_2_0_45',
    disposalCode: '170102',
    composition: 'ziegel',
    daysAgo: 9,
  },
  {
    name: 'M-04 Bodenplatte Lager',
    status: 'acceptance_control_open',
    mass: '1300',
    grain: 'rc_1_0_32',
    disposalCode: '170101',
    composition: 'beton',
    daysAgo: 2,
  },
  {
    name: 'M-05 Faserzementreste Dach',
    status: 'will_be_disposed',
    mass: '85',
    grain: 'rc_2_0_45',
    disposalCode: '170107',
    composition: 'mischabbruch',
    asbestos: true,
    daysAgo: 6,
  },
  // Broken into batches with analytics and delivery notes by processing.seed.ts.
  {
    name: 'M-06 Betonbruch Tiefgarage',
    status: 'approved_for_breaking',
    mass: '2400',
    grain: 'rc_1_0_32',
    disposalCode: '170101',
    composition: 'beton',
    daysAgo: 30,
  },
];

export const ebvDemoSeeder: DemoSeeder = async ({ tx, app }) => {
  const [project] = await tx.select().from(projects).where(eq(projects.number, '2026-014'));
  const people = await tx
    .select()
    .from(users)
    .where(inArray(users.email, ['projektleiter@demo.example', 'maschinist@demo.example']));
  const manager = people.find((person) => person.email === 'projektleiter@demo.example');
  const machinist = people.find((person) => person.email === 'maschinist@demo.example');
  const plants = await tx.select().from(machines).orderBy(machines.name);
  if (!project || !manager || !machinist || plants.length === 0) return;
  const projectId = project.id;
  const asManager = demoMemberAccess(manager, projectId, 'project_manager', project.enabledFeatures);

  await saveEbvFeature(tx, asManager, {
    grainSizeAndQualities: ['rc_1_0_32', 'rc_2_0_45'],
    machines: plants.map((plant) => plant.id),
    expectedQuantityInTons: '4800',
    samplingIntervalInTons: 500,
    sitePlanConstructionWasteDocuments: [],
    sitePlanRcMaterialDocuments: [],
  });
  const announcement = await createAnnouncement(tx, app.storage, asManager);
  await confirmAnnouncementSending(tx, asManager, announcement.projectAnnouncementId);
  const survey = await storeDemoPdf(tx, app.storage, {
    fileName: 'Schadstoffgutachten Hallen A und B.pdf',
    title: 'Schadstofferkundung vor Rückbau – Hallen A und B',
    lines: [
      'Baujahr der Hallen: 1998/1999 (Beginn der Errichtung nach dem 31.10.1993).',
      'Begehung und Beprobung von Dach, Fassade, Fugen und Bodenbelägen: keine asbesthaltigen Materialien festgestellt.',
      'Ausnahme: Faserzement-Wellplatten auf dem Anbau Dach Süd (Miete M-05), getrennt gehalten und zu entsorgen.',
    ],
    uploadedBy: manager.id,
    projectId,
  });
  await addAsbestosDocuments(tx, asManager, { documents: [survey] });

  const crusher = plants.find((plant) => plant.name.startsWith('Prallbrecher')) ?? plants[0]!;
  for (const demo of demoPiles) {
    const createdAt = daysAgo(demo.daysAgo, 7);
    const plan = await storeDemoPdf(tx, app.storage, {
      fileName: `Lageplan ${demo.name}.pdf`,
      title: `Lage der Miete ${demo.name}`,
      lines: [`Bereitstellungsfläche Ost, Feld ${demo.name.slice(2, 4)}`, `Erwartete Masse: ${demo.mass} t`],
      uploadedBy: manager.id,
      projectId,
    });
    const [pile] = await tx
      .insert(wreckingPiles)
      .values({
        projectId,
        name: demo.name,
        machineId: crusher.id,
        expectedMassOfRawMaterialInTons: demo.mass,
        expectedGrainSizeAndQuality: demo.grain,
        disposalCode: demo.disposalCode,
        documentFileIds: [plan],
        status: demo.status,
        createdAt,
        createdBy: manager.id,
      })
      .returning();
    const history: (typeof historyEvents.$inferInsert)[] = [];
    const event = (type: string, at: Date, originatorId: string, variables: Record<string, unknown> = {}) =>
      history.push({
        projectId,
        type,
        variables: { ...pileVariables(pile!), ...variables },
        originatorId,
        occurredAt: at,
      });
    event(historyEventTypes.wreckingPileCreated, createdAt, manager.id);
    if (demo.status !== 'acceptance_control_open') {
      const checkedAt = daysAgo(demo.daysAgo - 1, 8);
      const [control] = await tx
        .insert(acceptanceControls)
        .values({
          wreckingPileId: pile!.id,
          ...(demo.asbestos
            ? { containsAsbestos: true }
            : { ...checked, composition: demo.composition, massOfRawMaterialInTons: demo.mass }),
          createdAt: checkedAt,
          createdBy: machinist.id,
          ...(demo.status === 'acceptance_control_rejected'
            ? { rejectedAt: daysAgo(demo.daysAgo - 2, 10), rejectedBy: manager.id }
            : {}),
        })
        .returning();
      await storeAcceptanceControlProtocol(tx, app.storage, ignoreTracking, pile!, control!, machinist.id);
      event(historyEventTypes.acceptanceControlCreated, checkedAt, machinist.id);
      if (demo.status === 'acceptance_control_rejected')
        event(historyEventTypes.acceptanceControlRejected, control!.rejectedAt!, manager.id);
      if (demo.status === 'approved_for_breaking') {
        const releasedAt = daysAgo(demo.daysAgo - 2, 11);
        const appraiserAppointedFor = daysAgo(demo.daysAgo - 5)
          .toISOString()
          .slice(0, 10);
        const document = await storeReleaseDocument(tx, app.storage, ignoreTracking, {
          pile: pile!,
          control: control!,
          appraiserAppointedFor,
          releasedBy: manager.id,
          releasedAt,
        });
        await tx
          .update(wreckingPiles)
          .set({
            appraiserAppointedFor,
            approvedAt: releasedAt,
            approvedBy: manager.id,
            approvalDocumentFileId: document.fileId,
          })
          .where(eq(wreckingPiles.id, pile!.id));
        event(historyEventTypes.wreckingPileApprovedForBreaking, releasedAt, manager.id, { appraiserAppointedFor });
      }
      if (demo.status === 'will_be_disposed') {
        const decidedAt = daysAgo(demo.daysAgo - 1, 13);
        const documentedAt = daysAgo(demo.daysAgo - 3, 9);
        const proof = await storeDemoPdf(tx, app.storage, {
          fileName: 'Entsorgungsnachweis Faserzement.pdf',
          title: 'Entsorgungsnachweis – asbesthaltige Faserzementplatten',
          lines: [
            'Abfallschlüssel 17 06 05* – asbesthaltige Baustoffe',
            'Übernahme durch Entsorgungsfachbetrieb: 85 t',
          ],
          uploadedBy: manager.id,
          projectId,
        });
        await tx
          .update(wreckingPiles)
          .set({
            disposalDecidedAt: decidedAt,
            disposalDecidedBy: manager.id,
            disposalDocumentFileIds: [proof],
            disposalDocumentedAt: documentedAt,
            disposalDocumentedBy: manager.id,
          })
          .where(eq(wreckingPiles.id, pile!.id));
        event(historyEventTypes.wreckingPileMarkedForDisposal, decidedAt, manager.id);
        event(historyEventTypes.wreckingPileDisposalDocumented, documentedAt, manager.id, { count: 1 });
      }
    }
    await tx.insert(historyEvents).values(history);
  }
};
