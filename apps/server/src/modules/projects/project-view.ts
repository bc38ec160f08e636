// Stored project row → the Project entity of the API (spec part 1 §3).
import {
  isProjectDataCompleted,
  type Announcement,
  projectFactsOf,
  type ProjectFacts,
  type ProjectListItem,
  type ProjectView,
} from '@baustellendoku/domain';
import type { projects } from '../../db/schema/index.js';
import type { FileView } from '../files/files.service.js';

export type ProjectRow = typeof projects.$inferSelect;

const toNumber = (value: string | null) => (value === null ? null : Number(value));

function dataOf(row: ProjectRow) {
  return {
    name: row.name,
    number: row.number,
    client: row.client,
    constructionWorkTypes: row.constructionWorkTypes,
    startDate: row.startDate,
    address: {
      street: row.street,
      houseNumber: row.houseNumber,
      postalCode: row.postalCode,
      city: row.city,
      country: row.country,
    },
    attributes: {
      isBoundaryNotificationRequired: row.isBoundaryNotificationRequired,
      isExplosivesClearanceAvailable: row.isExplosivesClearanceAvailable,
      isRemediationPlanAvailable: row.isRemediationPlanAvailable,
      transferHeightTopInCentimeters: toNumber(row.transferHeightTopInCentimeters),
      transferHeightBottomInCentimeters: toNumber(row.transferHeightBottomInCentimeters),
      geoJson: row.geoJson,
      isDeliverySignatureRequired: row.isDeliverySignatureRequired,
    },
  };
}

export const isRowDataCompleted = (row: ProjectRow) => isProjectDataCompleted(dataOf(row));

export function toProjectView(
  row: ProjectRow,
  layoutPlan: FileView[],
  facts: Omit<ProjectFacts, 'enabledFeatures'>,
  announcements: Announcement[],
): ProjectView {
  const data = dataOf(row);
  return {
    projectId: row.id,
    ...data,
    organizationId: row.organizationId,
    attributes: { layoutPlan, ...data.attributes },
    // The rule table's facts, so the web asks `can()` with what the server checks.
    ...projectFactsOf({ ...facts, enabledFeatures: row.enabledFeatures }),
    enabledFeatures: row.enabledFeatures,
    announcements,
  };
}

export function toProjectListItem(row: ProjectRow): ProjectListItem {
  return {
    projectId: row.id,
    projectName: row.name,
    number: row.number,
    organizationId: row.organizationId,
    enabledFeatures: row.enabledFeatures,
    isProjectDataCompleted: isRowDataCompleted(row),
  };
}
