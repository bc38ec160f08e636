// The wrecking pile as the API answers it (spec part 2 §3): planning data, status, the acceptance
// control, approval and disposal information, and the processing figures (breaking information,
// batches, inventory) from processing-views.ts. Three statements however many piles: the controls
// with the machines' names, the people's names with the files, and the processing figures.
import { asc, eq, sql } from 'drizzle-orm';
import { decimalToNumber, type AcceptanceControlView, type WreckingPile } from '@baustellendoku/domain';
import type { Executor } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import { acceptanceControls, machines, wreckingPiles } from '../../db/schema/index.js';
import { userNamesAndFiles, type FileView } from '../files/files.service.js';
import { loadPileProcessing } from './processing-views.js';

export type WreckingPileRow = typeof wreckingPiles.$inferSelect;
export type AcceptanceControlRow = typeof acceptanceControls.$inferSelect;

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const missingFile: FileView = { id: '', fileName: '', url: '' };

// The piles' own statements are prepared (decision 0762): the pile screens read them on every visit.
export async function findWreckingPile(db: Executor, id: string): Promise<WreckingPileRow | null> {
  const statement = prepared(db, 'wrecking_pile', (db) =>
    db
      .select()
      .from(wreckingPiles)
      .where(eq(wreckingPiles.id, sql.placeholder('id'))),
  );
  const [row] = (await statement.execute({ id })) as WreckingPileRow[];
  return row ?? null;
}

export async function findAcceptanceControl(db: Executor, wreckingPileId: string) {
  const [row] = await db.select().from(acceptanceControls).where(eq(acceptanceControls.wreckingPileId, wreckingPileId));
  return row ?? null;
}

export async function listWreckingPileRows(
  db: Executor,
  projectId: string,
  page: { skip: number; limit: number },
): Promise<WreckingPileRow[]> {
  const statement = prepared(db, 'wrecking_pile_page', (db) =>
    db
      .select()
      .from(wreckingPiles)
      .where(eq(wreckingPiles.projectId, sql.placeholder('projectId')))
      .orderBy(asc(wreckingPiles.createdAt), asc(wreckingPiles.id))
      .offset(sql.placeholder('skip'))
      .limit(sql.placeholder('limit')),
  );
  return (await statement.execute({ projectId, ...page })) as WreckingPileRow[];
}

export async function wreckingPileViews(db: Executor, rows: readonly WreckingPileRow[]): Promise<WreckingPile[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  // The acceptance control and the machine's name of each pile in one statement.
  const joined = (await prepared(db, 'wrecking_pile_controls', (db) =>
    db
      .select({ pileId: wreckingPiles.id, control: acceptanceControls, machineName: machines.name })
      .from(wreckingPiles)
      .leftJoin(acceptanceControls, eq(acceptanceControls.wreckingPileId, wreckingPiles.id))
      .leftJoin(machines, eq(machines.id, wreckingPiles.machineId))
      .where(sql`${wreckingPiles.id} = any(${sql.placeholder('ids')})`),
  ).execute({ ids })) as { pileId: string; control: AcceptanceControlRow | null; machineName: string | null }[];
  const controls = joined.flatMap((row) => (row.control ? [row.control] : []));
  const machineNames = new Map(joined.map((row) => [row.pileId, row.machineName]));
  const fileIds = [
    ...rows.flatMap((row) => [
      ...row.documentFileIds,
      ...row.disposalDocumentFileIds,
      ...(row.approvalDocumentFileId ? [row.approvalDocumentFileId] : []),
    ]),
    ...controls.flatMap((control) => [
      ...control.attachmentFileIds,
      ...(control.documentFileId ? [control.documentFileId] : []),
    ]),
  ];
  const { userName, files: filesById } = await userNamesAndFiles(
    db,
    [
      ...rows.flatMap((row) => [
        row.createdBy,
        row.updatedBy,
        row.approvedBy,
        row.disposalDecidedBy,
        row.disposalDocumentedBy,
      ]),
      ...controls.flatMap((control) => [control.createdBy, control.updatedBy, control.rejectedBy]),
    ],
    fileIds,
  );
  const filesOf = (list: readonly string[]) => list.flatMap((id) => filesById.get(id) ?? []);
  const fileOf = (id: string | null) => (id ? (filesById.get(id) ?? missingFile) : missingFile);

  const processing = await loadPileProcessing(db, ids, true);

  const controlView = (control: AcceptanceControlRow): AcceptanceControlView => ({
    containsAsbestos: control.containsAsbestos,
    massOfRawMaterialInTons: decimalToNumber(control.massOfRawMaterialInTons),
    sourceAreas: control.sourceAreas,
    composition: control.composition,
    degreeOfSoiling: control.degreeOfSoiling,
    foreignProportions: control.foreignProportions,
    consistency: control.consistency,
    appearance: control.appearance,
    colors: control.colors,
    smell: control.smell,
    attachments: filesOf(control.attachmentFileIds),
    document: fileOf(control.documentFileId),
    createdBy: userName(control.createdBy),
    createdAt: control.createdAt.toISOString(),
    updatedBy: userName(control.updatedBy),
    updatedAt: iso(control.updatedAt),
    rejectedBy: userName(control.rejectedBy),
    rejectedAt: iso(control.rejectedAt),
  });

  return rows.map((row) => {
    const control = controls.find((candidate) => candidate.wreckingPileId === row.id);
    return {
      wreckingPileId: row.id,
      projectId: row.projectId,
      name: row.name,
      machineId: row.machineId,
      machine: {
        machineId: row.machineId,
        name: machineNames.get(row.id) ?? '',
      },
      expectedMassOfRawMaterialInTons: decimalToNumber(row.expectedMassOfRawMaterialInTons),
      expectedGrainSizeAndQuality: row.expectedGrainSizeAndQuality,
      disposalCode: row.disposalCode,
      documents: filesOf(row.documentFileIds),
      status: row.status,
      createdBy: userName(row.createdBy),
      createdAt: row.createdAt.toISOString(),
      updatedBy: userName(row.updatedBy),
      updatedAt: iso(row.updatedAt),
      acceptanceControl: control ? controlView(control) : null,
      approvalInformation:
        row.approvedAt && row.appraiserAppointedFor
          ? {
              appraiserAppointedFor: row.appraiserAppointedFor,
              document: fileOf(row.approvalDocumentFileId),
              createdBy: userName(row.approvedBy),
              createdAt: row.approvedAt.toISOString(),
            }
          : null,
      disposalInformation: row.disposalDecidedAt
        ? {
            disposalDocuments: filesOf(row.disposalDocumentFileIds),
            createdBy: userName(row.disposalDecidedBy),
            createdAt: row.disposalDecidedAt.toISOString(),
            updatedBy: userName(row.disposalDocumentedBy),
            updatedAt: iso(row.disposalDocumentedAt),
          }
        : null,
      breakingInformation: processing.get(row.id)?.breakingInformation ?? null,
      batches: processing.get(row.id)?.batches ?? [],
      inventory: (processing.get(row.id)?.inventory ?? []).map((entry) => ({
        grainSizeAndQuality: entry.grainSizeAndQuality,
        soilGroup: entry.soilGroup,
        availableAmountInTons: decimalToNumber(entry.availableAmountInTons),
        totalAmountInTons: decimalToNumber(entry.totalAmountInTons),
      })),
      deliveryNoteCreationOnBehalfOfProjectManager: row.deliveryNoteCreationOnBehalfOfProjectManager,
    };
  });
}
