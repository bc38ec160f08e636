// Demo seed of the processing half (issue 21 §8): the released pile "M-06 Betonbruch Tiefgarage"
// is broken into four batches through the same services the API calls — two located with photos,
// one analysed and completed (inventory), one analysed for a class the crusher is not proven for
// (check), one without sampling and one still filling — and the project manager writes two
// delivery notes from the inventory. Runs after the ebv seeder.
import { Readable } from 'node:stream';
import { eq, inArray } from 'drizzle-orm';
import {
  analyticSchema,
  captureBrokenMaterialSchema,
  deliveryNoteSchema,
  type AnalyticFormInput,
  type DeliveryNoteFormInput,
  type OptionValue,
} from '@baustellendoku/domain';
import { demoMembersOf, servicesDb } from '../../db/demo-access.js';
import type { DemoSeeder } from '../../db/seed.js';
import { breakingBatches, projects, users, wreckingPiles } from '../../db/schema/index.js';
import { storeDemoPdf } from '../../documents/demo-documents.js';
import { storeUpload } from '../files/files.service.js';
import { createAnalytic } from './analytic.service.js';
import { confirmSampling, documentBatchLocation } from './batches.service.js';
import { captureBrokenMaterial } from './capture.service.js';
import { createDeliveryNote } from './delivery-notes.service.js';

type GrainSizeAndQuality = OptionValue<'grainSizeAndQuality'>;

export const PROCESSED_DEMO_PILE = 'M-06 Betonbruch Tiefgarage';

/** A location photo: the stockpile on the storage area, drawn as an SVG and sent as JPEG. */
async function locationPhoto(batchNumber: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
    <rect width="800" height="330" fill="#9cc3e4"/><rect y="330" width="800" height="270" fill="#7d7466"/>
    <path d="M120 470 Q400 150 680 470 Z" fill="#a8a29e"/><path d="M220 470 Q400 260 600 470 Z" fill="#8f8a84"/>
    <rect x="600" y="420" width="120" height="70" fill="#facc15"/>
    <text x="30" y="570" font-family="DejaVu Sans" font-size="30" fill="#fff">Charge ${batchNumber} – Lagerfläche Ost</text>
  </svg>`;
  // Imported here: sharp costs ~28 MB resident, and a server that seeds nothing never needs it (decision 0210).
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

export const ebvProcessingDemoSeeder: DemoSeeder = async ({ tx, app }) => {
  const [project] = await tx.select().from(projects).where(eq(projects.number, '2026-014'));
  const [pile] = await tx.select().from(wreckingPiles).where(eq(wreckingPiles.name, PROCESSED_DEMO_PILE));
  const people = await tx
    .select()
    .from(users)
    .where(inArray(users.email, ['projektleiter@demo.example', 'maschinist@demo.example', 'gutachter@demo.example']));
  const person = (email: string) => people.find((candidate) => candidate.email === email);
  const manager = person('projektleiter@demo.example');
  const machinist = person('maschinist@demo.example');
  const appraiser = person('gutachter@demo.example');
  if (!project || !pile || !manager || !machinist || !appraiser) return;
  const db = servicesDb(tx);
  const as = demoMembersOf(project);
  const asMachinist = as(machinist, 'machinist');
  const asManager = as(manager, 'project_manager');
  const asAppraiser = as(appraiser, 'appraiser');
  const pileId = pile.id;

  const capture = (amountInTons: number) =>
    captureBrokenMaterial(db, asMachinist, pileId, captureBrokenMaterialSchema.parse({ amountInTons }));
  const batchId = async (number: number) => {
    const rows = await tx
      .select({ id: breakingBatches.id, number: breakingBatches.number })
      .from(breakingBatches)
      .where(eq(breakingBatches.wreckingPileId, pileId));
    return rows.find((row) => row.number === number)!.id;
  };
  const locate = async (number: number) => {
    const photo = await storeUpload(tx, app.storage, asMachinist.user, {
      fileName: `Standort Charge ${number}.jpg`,
      stream: Readable.from(await locationPhoto(number)),
    });
    await documentBatchLocation(
      db,
      asMachinist,
      { wreckingPileId: pileId, breakingBatchId: await batchId(number) },
      { locationImages: [photo.id] },
    );
  };
  const analyse = async (
    number: number,
    grainSizeAndQuality: GrainSizeAndQuality,
    samplingDate: string,
    labValues: Record<string, string>,
  ) => {
    const ids = { wreckingPileId: pileId, breakingBatchId: await batchId(number) };
    await confirmSampling(db, asManager, ids);
    const pdf = (fileName: string, title: string, lines: string[]) =>
      storeDemoPdf(tx, app.storage, { fileName, title, lines, uploadedBy: appraiser.id, projectId: project.id });
    const protocol = await pdf(`Probenahmeprotokoll Charge ${number}.pdf`, `Probenahmeprotokoll – Charge ${number}`, [
      `Miete ${PROCESSED_DEMO_PILE}, Probenahme am ${samplingDate} nach LAGA PN 98`,
      'Mischprobe aus 12 Einzelproben, Haufwerk geviertelt',
    ]);
    const report = await pdf(`Prüfbericht Charge ${number}.pdf`, `Prüfbericht – Charge ${number}`, [
      'Untersuchungsstelle: Demo-Prüfinstitut für Baustoffe, Hamburg',
      `Ergebnis: Materialwerte eingehalten für ${grainSizeAndQuality.toUpperCase().replaceAll('_', ' ')}`,
    ]);
    const analytic: AnalyticFormInput = {
      samplingDate,
      samplingProtocolDocuments: [protocol],
      reportDocuments: [report],
      grainSizeAndQuality,
      materialClassFootnotes: ['keine'],
      isOperationalAssessmentRequired: false,
      operationalAssessmentDocuments: [],
      labValues: { values: labValues },
    };
    await createAnalytic({ db, storage: app.storage }, asAppraiser, ids, analyticSchema.parse(analytic));
  };
  const deliver = (quantityInTons: number, deliveryDate: string) => {
    const note: DeliveryNoteFormInput = {
      quantityInTons,
      deliveryDate,
      grainSizeAndQuality: 'rc_1_0_32',
      carrier: {
        name: 'Nordlicht Transporte GmbH',
        address: { street: 'Hafenstraße', houseNumber: '12a', postalCode: '22113', city: 'Hamburg', country: 'de' },
        carrierNumber: 'BEF-4711',
        phoneNumber: '040 123456-0',
        emailAddress: 'dispo@nordlicht-transporte.example',
      },
    };
    return createDeliveryNote({ db, storage: app.storage }, asManager, pileId, deliveryNoteSchema.parse(note));
  };
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

  // Sampling interval 500 t: batch 1 (510 t), 2 (520 t) and 3 (505 t) close, batch 4 keeps filling.
  for (const amount of [320, 190]) await capture(amount);
  await locate(1);
  for (const amount of [280, 240]) await capture(amount);
  await locate(2);
  await capture(505);
  await capture(140);
  // The lab values of the two checks (decision 0282): batch 1 meets RC-1, batch 2 only RC-2 (sulfate).
  const lab = {
    ph: '10,8',
    elektrische_leitfaehigkeit: '1450',
    sulfat_eluat: '410',
    pak15_eluat: '1,2',
    pak16_feststoff: '4,1',
    chrom_ges_eluat: '38',
    kupfer_eluat: '31',
    vanadium_eluat: '24',
  };
  await analyse(1, 'rc_1_0_32', day(6), lab); // the crusher is proven for RC-1 0/32: completed
  await analyse(2, 'rc_2_0_32', day(3), { ...lab, sulfat_eluat: '780' }); // no proof for RC-2 0/32: checked
  await deliver(120, day(2));
  await deliver(85.5, day(1));
};
