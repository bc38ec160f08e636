// Machine files with suitability proofs (Eignungsnachweise). Company-wide: no project, so their
// documents are attached to the machine (files.machine_id, decision 0133).
import { and, asc, eq, inArray } from 'drizzle-orm';
import { machineMessages, type Machine, type MachineListItem, type Suitability } from '@baustellendoku/domain';
import type { Database, Executor } from '../../db/client.js';
import { files, machines, machineSuitabilities, machineSuitabilityDocuments } from '../../db/schema/index.js';
import { notFound, unprocessable } from '../../lib/errors.js';
import type { SessionUser } from '../auth/index.js';
import { attachMachineFiles, toFileView } from '../files/files.service.js';
import { suitabilityAddedHooks } from '../../lib/suitability-hooks.js';

type MachineData = { name: string; owner: string | null };

export async function listMachines(db: Executor): Promise<MachineListItem[]> {
  const rows = await db.select().from(machines).orderBy(asc(machines.name), asc(machines.id));
  const proofs = await db
    .select({
      machineId: machineSuitabilities.machineId,
      grainSizeAndQuality: machineSuitabilities.grainSizeAndQuality,
    })
    .from(machineSuitabilities)
    .orderBy(asc(machineSuitabilities.createdAt), asc(machineSuitabilities.grainSizeAndQuality));
  return rows.map((row) => ({
    machineId: row.id,
    name: row.name,
    owner: row.owner,
    isSuitableFor: proofs.filter((proof) => proof.machineId === row.id).map((proof) => proof.grainSizeAndQuality),
  }));
}

async function findMachineRow(db: Executor, machineId: string) {
  const [row] = await db.select().from(machines).where(eq(machines.id, machineId));
  if (!row) throw notFound();
  return row;
}

export async function getMachine(db: Executor, machineId: string): Promise<Machine> {
  const row = await findMachineRow(db, machineId);
  const proofs = await db
    .select()
    .from(machineSuitabilities)
    .where(eq(machineSuitabilities.machineId, machineId))
    .orderBy(asc(machineSuitabilities.createdAt), asc(machineSuitabilities.grainSizeAndQuality));
  const documents = proofs.length
    ? await db
        .select({ suitabilityId: machineSuitabilityDocuments.suitabilityId, id: files.id, fileName: files.fileName })
        .from(machineSuitabilityDocuments)
        .innerJoin(files, eq(files.id, machineSuitabilityDocuments.fileId))
        .where(
          inArray(
            machineSuitabilityDocuments.suitabilityId,
            proofs.map((proof) => proof.id),
          ),
        )
        .orderBy(asc(machineSuitabilityDocuments.createdAt), asc(files.fileName))
    : [];
  const suitabilities: Suitability[] = proofs.map((proof) => ({
    suitabilityId: proof.id,
    grainSizeAndQuality: proof.grainSizeAndQuality,
    documents: documents.filter((document) => document.suitabilityId === proof.id).map(toFileView),
  }));
  return {
    machineId: row.id,
    name: row.name,
    owner: row.owner,
    isSuitableFor: suitabilities.map((suitability) => suitability.grainSizeAndQuality),
    suitabilities,
  };
}

export async function createMachine(db: Executor, data: MachineData): Promise<{ machineId: string }> {
  const [row] = await db.insert(machines).values(data).returning({ id: machines.id });
  return { machineId: row!.id };
}

export async function updateMachine(db: Executor, machineId: string, data: MachineData): Promise<Machine> {
  const updated = await db
    .update(machines)
    .set({ ...data, updatedAt: new Date() })
    .where(eq(machines.id, machineId))
    .returning({ id: machines.id });
  if (updated.length === 0) throw notFound();
  return getMachine(db, machineId);
}

const alreadyProven = () =>
  unprocessable({ propertyPath: 'grainSizeAndQuality', title: machineMessages.alreadyProven });

export async function addSuitability(
  db: Database,
  user: SessionUser,
  machineId: string,
  input: { grainSizeAndQuality: string; documents: string[] },
): Promise<Suitability> {
  return db.transaction(async (tx) => {
    const machine = await findMachineRow(tx, machineId);
    // The unique index (machine, grain size and quality) decides under concurrency.
    const [proof] = await tx
      .insert(machineSuitabilities)
      .values({ machineId, grainSizeAndQuality: input.grainSizeAndQuality, createdBy: user.id })
      .onConflictDoNothing()
      .returning();
    if (!proof) throw alreadyProven();
    const documents = await attachMachineFiles(tx, user, machineId, input.documents, 'documents');
    await tx
      .insert(machineSuitabilityDocuments)
      .values(documents.map((file) => ({ suitabilityId: proof.id, fileId: file.id })));
    for (const hook of suitabilityAddedHooks) {
      await hook(tx, {
        machineId,
        machineName: machine.name,
        suitabilityId: proof.id,
        grainSizeAndQuality: proof.grainSizeAndQuality,
        originatorId: user.id,
      });
    }
    return { suitabilityId: proof.id, grainSizeAndQuality: proof.grainSizeAndQuality, documents };
  });
}

export async function addSuitabilityDocuments(
  db: Database,
  user: SessionUser,
  machineId: string,
  suitabilityId: string,
  documentIds: string[],
): Promise<Suitability> {
  return db.transaction(async (tx) => {
    await findMachineRow(tx, machineId);
    const [proof] = await tx
      .select()
      .from(machineSuitabilities)
      .where(and(eq(machineSuitabilities.id, suitabilityId), eq(machineSuitabilities.machineId, machineId)));
    if (!proof) throw notFound();
    const documents = await attachMachineFiles(tx, user, machineId, documentIds, 'documents');
    await tx
      .insert(machineSuitabilityDocuments)
      .values(documents.map((file) => ({ suitabilityId, fileId: file.id })))
      .onConflictDoNothing();
    const machine = await getMachine(tx, machineId);
    return machine.suitabilities.find((suitability) => suitability.suitabilityId === suitabilityId)!;
  });
}
