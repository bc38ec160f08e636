// Demo seed: the recycled-material feature in "Gewerbepark Nord" (2026-014) — settings with the
// crusher and the screen, a sent announcement, asbestos documents, and one pile in each status of
// the acceptance phase (open, pending, rejected, released, for disposal with its proof), with the
// generated documents and the history (a sixth released pile is processed by processing.seed.ts).
// Told through the same services as the API, each act dated on a past day (decision 0226).
// Runs after the project seeder.
import { eq, inArray } from 'drizzle-orm';
import { acceptanceControlSchema, wreckingPileFieldsSchema, type WreckingPileStatus } from '@baustellendoku/domain';
import { actingAt, dayAgo, daysAgo, demoMembersOf, servicesDb } from '../../db/demo-access.js';
import type { DemoSeeder } from '../../db/seed.js';
import { machines, projects, users } from '../../db/schema/index.js';
import { storeDemoPdf } from '../../documents/demo-documents.js';
import { rejectAcceptanceControl, saveAcceptanceControl } from './acceptance-control.service.js';
import { addAsbestosDocuments } from './asbestos.service.js';
import { confirmAnnouncementSending, createAnnouncement } from './announcements.service.js';
import { saveEbvFeature } from './ebv-feature.service.js';
import { disposeWreckingPile, documentPileDisposal, releaseWreckingPile } from './pile-decisions.service.js';
import { createWreckingPile } from './wrecking-piles.service.js';

/** The findings of an inspected pile without asbestos (also the large seed's, decision 0370). */
export const checked = {
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
  const db = servicesDb(tx);
  const deps = { db, storage: app.storage };
  const pdf = (fileName: string, title: string, lines: string[]) =>
    storeDemoPdf(tx, app.storage, { fileName, title, lines, uploadedBy: manager.id, projectId });

  // The feature is switched on below; the piles' rules ask for it.
  const as = demoMembersOf({ id: projectId, enabledFeatures: [...project.enabledFeatures, 'ebv'] });
  const asManager = as(manager, 'project_manager');
  const asMachinist = as(machinist, 'machinist');

  await saveEbvFeature(tx, asManager, {
    grainSizeAndQualities: ['rc_1_0_32', 'rc_2_0_45'],
    machines: plants.map((plant) => plant.id),
    expectedQuantityInTons: '4800',
    samplingIntervalInTons: 500,
    sitePlanConstructionWasteDocuments: [],
    sitePlanRcMaterialDocuments: [],
  });
  // Announced and documented before the first pile (30 days ago).
  const announcement = await createAnnouncement(tx, app.storage, actingAt(asManager, daysAgo(33, 8, 30)));
  await confirmAnnouncementSending(tx, actingAt(asManager, daysAgo(32, 9, 30)), announcement.projectAnnouncementId);
  const survey = await pdf(
    'Schadstoffgutachten Hallen A und B.pdf',
    'Schadstofferkundung vor Rückbau – Hallen A und B',
    [
      'Baujahr der Hallen: 1998/1999 (Beginn der Errichtung nach dem 31.10.1993).',
      'Begehung und Beprobung von Dach, Fassade, Fugen und Bodenbelägen: keine asbesthaltigen Materialien festgestellt.',
      'Ausnahme: Faserzement-Wellplatten auf dem Anbau Dach Süd (Miete M-05), getrennt gehalten und zu entsorgen.',
    ],
  );
  await addAsbestosDocuments(tx, actingAt(asManager, daysAgo(31, 10, 30)), { documents: [survey] });

  const crusher = plants.find((plant) => plant.name.startsWith('Prallbrecher')) ?? plants[0]!;
  for (const demo of demoPiles) {
    const plan = await pdf(`Lageplan ${demo.name}.pdf`, `Lage der Miete ${demo.name}`, [
      `Bereitstellungsfläche Ost, Feld ${demo.name.slice(2, 4)}`,
      `Erwartete Masse: ${demo.mass} t`,
    ]);
    const pileId = await createWreckingPile(
      db,
      actingAt(asManager, daysAgo(demo.daysAgo, 7, 30)),
      wreckingPileFieldsSchema.parse({
        name: demo.name,
        machineId: crusher.id,
        expectedMassOfRawMaterialInTons: demo.mass,
        expectedGrainSizeAndQuality: demo.grain,
        disposalCode: demo.disposalCode,
        documents: [plan],
      }),
    );
    if (demo.status === 'acceptance_control_open') continue;
    const control = acceptanceControlSchema.parse(
      demo.asbestos
        ? { containsAsbestos: true }
        : { ...checked, composition: demo.composition, massOfRawMaterialInTons: demo.mass },
    );
    const checkedOn = actingAt(asMachinist, daysAgo(demo.daysAgo - 1, 8, 30));
    await saveAcceptanceControl(deps, checkedOn, pileId, 'create', control);
    if (demo.status === 'acceptance_control_rejected') {
      await rejectAcceptanceControl(db, actingAt(asManager, daysAgo(demo.daysAgo - 2, 10, 30)), pileId);
    }
    if (demo.status === 'approved_for_breaking') {
      await releaseWreckingPile(deps, actingAt(asManager, daysAgo(demo.daysAgo - 2, 11, 30)), pileId, {
        appraiserAppointedFor: dayAgo(demo.daysAgo - 5),
      });
    }
    if (demo.status === 'will_be_disposed') {
      await disposeWreckingPile(db, actingAt(asManager, daysAgo(demo.daysAgo - 1, 13, 30)), pileId);
      const proof = await pdf(
        'Entsorgungsnachweis Faserzement.pdf',
        'Entsorgungsnachweis – asbesthaltige Faserzementplatten',
        ['Abfallschlüssel 17 06 05* – asbesthaltige Baustoffe', 'Übernahme durch Entsorgungsfachbetrieb: 85 t'],
      );
      await documentPileDisposal(db, actingAt(asManager, daysAgo(demo.daysAgo - 3, 9, 30)), pileId, {
        disposalDocuments: [proof],
      });
    }
  }
};
