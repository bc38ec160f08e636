// Recycled-material feature settings (spec part 2 §2 "Feature settings", §5): the first save
// activates the feature (adds `ebv` to projects.enabled_features), later saves update the settings.
// The answer carries the non-blocking warning about machines without suitability proofs.
import { eq, inArray, sql } from 'drizzle-orm';
import {
  can,
  decimalToNumber,
  ebvMessages,
  missingSuitabilities,
  type EbvFeatureResponse,
  type EbvFeatureSettings,
} from '@baustellendoku/domain';
import type { Executor } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import { ebvFeatureSettings, machines } from '../../db/schema/index.js';
import { saveFeatureSettings } from '../../lib/feature-activation.js';
import { forbidden, unprocessable } from '../../lib/errors.js';
import { momentOf, type ProjectAccess } from '../../platform/access/index.js';
import { attachFiles, fileViews } from '../files/files.service.js';
import { loadPlantMachines } from './plant-machines.js';

export const EBV_FEATURE = 'ebv' as const;
export const EBV_FEATURE_LABEL = 'Ersatzbaustoff-Dokumentation';

export type EbvSettingsRow = typeof ebvFeatureSettings.$inferSelect;

export async function findEbvSettings(db: Executor, projectId: string): Promise<EbvSettingsRow | null> {
  const [row] = (await prepared(db, 'ebv_settings', (db) =>
    db
      .select()
      .from(ebvFeatureSettings)
      .where(eq(ebvFeatureSettings.projectId, sql.placeholder('projectId'))),
  ).execute({ projectId })) as EbvSettingsRow[];
  return row ?? null;
}

export async function readEbvFeature(db: Executor, access: ProjectAccess): Promise<EbvFeatureResponse> {
  const row = await findEbvSettings(db, access.projectId);
  const machineFiles = await loadPlantMachines(db);
  const chosen = machineFiles.filter((machine) => row?.machineIds.includes(machine.machineId));
  return {
    projectId: access.projectId,
    isActivated: row !== null && access.project.enabledFeatures.includes(EBV_FEATURE),
    grainSizeAndQualities: row?.grainSizeAndQualities ?? [],
    machines: row?.machineIds ?? [],
    expectedQuantityInTons: decimalToNumber(row?.expectedQuantityInTons ?? null),
    samplingIntervalInTons: row?.samplingIntervalInTons ?? null,
    sitePlanConstructionWasteDocuments: await fileViews(db, row?.sitePlanConstructionWasteFileIds ?? []),
    sitePlanRcMaterialDocuments: await fileViews(db, row?.sitePlanRcMaterialFileIds ?? []),
    missingSuitabilities: missingSuitabilities(chosen, row?.grainSizeAndQualities ?? []),
    availableMachines: machineFiles.map(({ machineId, name, owner, isSuitableFor }) => ({
      machineId,
      name,
      owner,
      isSuitableFor,
    })),
  };
}

/** Unknown machine ids are refused on their list position (nothing is saved). */
async function requireMachines(db: Executor, machineIds: readonly string[]) {
  const rows = await db
    .select({ id: machines.id })
    .from(machines)
    .where(inArray(machines.id, [...machineIds]));
  const known = new Set(rows.map((row) => row.id));
  const violations = machineIds.flatMap((machineId, index) =>
    known.has(machineId) ? [] : [{ propertyPath: `machines.${index}`, title: ebvMessages.chooseMachine }],
  );
  if (violations.length) throw unprocessable(violations);
}

/** Saves the settings; returns whether this save activated the feature. */
export async function saveEbvFeature(
  db: Executor,
  access: ProjectAccess,
  settings: EbvFeatureSettings,
): Promise<{ activated: boolean }> {
  if (!can('configureEbvFeature', access)) throw forbidden(ebvMessages.projectDataIncomplete);
  const { projectId } = access;
  const save = { feature: EBV_FEATURE, featureLabel: EBV_FEATURE_LABEL };
  return db.transaction((tx) =>
    saveFeatureSettings(tx, access, save, async () => {
      await requireMachines(tx, settings.machines);
      const attach = (fileIds: string[], field: string) => attachFiles(tx, access.user, projectId, fileIds, field);
      const wastePlans = await attach(
        settings.sitePlanConstructionWasteDocuments,
        'sitePlanConstructionWasteDocuments',
      );
      const rcPlans = await attach(settings.sitePlanRcMaterialDocuments, 'sitePlanRcMaterialDocuments');
      const values = {
        grainSizeAndQualities: settings.grainSizeAndQualities,
        machineIds: settings.machines,
        expectedQuantityInTons: settings.expectedQuantityInTons,
        samplingIntervalInTons: settings.samplingIntervalInTons,
        sitePlanConstructionWasteFileIds: wastePlans.map((file) => file.id),
        sitePlanRcMaterialFileIds: rcPlans.map((file) => file.id),
      };
      await tx
        .insert(ebvFeatureSettings)
        .values({ projectId, ...values, createdAt: access.at, createdBy: access.user.id })
        .onConflictDoUpdate({
          target: ebvFeatureSettings.projectId,
          set: { ...values, updatedAt: momentOf(access), updatedBy: access.user.id },
        });
    }),
  );
}
