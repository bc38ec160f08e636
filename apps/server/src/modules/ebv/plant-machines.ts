// The machines (processing plants) as this area needs them: for the choice in the settings, the
// suitability warning, and the announcement's list of suitability proofs (Prüfzeugnisse).
import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { files, machineSuitabilities, machineSuitabilityDocuments, machines } from '../../db/schema/index.js';

export type PlantMachine = {
  machineId: string;
  name: string;
  owner: string | null;
  isSuitableFor: string[];
  proofs: { grainSizeAndQuality: string; documents: string[] }[];
};

/** All machines by name, or the given ones in the given order (unknown ids are skipped). */
export async function loadPlantMachines(db: Executor, machineIds?: readonly string[]): Promise<PlantMachine[]> {
  if (machineIds?.length === 0) return [];
  const rows = await db
    .select()
    .from(machines)
    .where(machineIds ? inArray(machines.id, [...machineIds]) : undefined)
    .orderBy(asc(machines.name), asc(machines.id));
  const proofRows = rows.length
    ? await db
        .select({
          machineId: machineSuitabilities.machineId,
          grainSizeAndQuality: machineSuitabilities.grainSizeAndQuality,
          fileName: files.fileName,
        })
        .from(machineSuitabilities)
        .leftJoin(machineSuitabilityDocuments, eq(machineSuitabilityDocuments.suitabilityId, machineSuitabilities.id))
        .leftJoin(files, eq(files.id, machineSuitabilityDocuments.fileId))
        .where(
          inArray(
            machineSuitabilities.machineId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(
          asc(machineSuitabilities.createdAt),
          asc(machineSuitabilities.grainSizeAndQuality),
          asc(files.fileName),
        )
    : [];
  const ordered = machineIds ? machineIds.flatMap((id) => rows.filter((row) => row.id === id)) : rows;
  return ordered.map((row) => {
    const own = proofRows.filter((proof) => proof.machineId === row.id);
    const classes = [...new Set(own.map((proof) => proof.grainSizeAndQuality))];
    return {
      machineId: row.id,
      name: row.name,
      owner: row.owner,
      isSuitableFor: classes,
      proofs: classes.map((grainSizeAndQuality) => ({
        grainSizeAndQuality,
        documents: own.flatMap((proof) =>
          proof.grainSizeAndQuality === grainSizeAndQuality && proof.fileName ? [proof.fileName] : [],
        ),
      })),
    };
  });
}
