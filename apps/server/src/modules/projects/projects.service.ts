// Projects: list, create, read, update. Every change writes its history entry in its transaction.
import { asc, eq, inArray } from 'drizzle-orm';
import {
  can,
  historyEventTypes,
  messages,
  type CreateProjectInput,
  type UpdateProjectData,
} from '@baustellendoku/domain';
import type { Database, Executor } from '../../db/client.js';
import { organizations, projects } from '../../db/schema/index.js';
import { notFound, unprocessable } from '../../lib/errors.js';
import { listAnnouncements } from '../../lib/project-announcements.js';
import { momentOf, type ProjectAccess } from '../../platform/access/index.js';
import { attachFiles, fileViews } from '../files/files.service.js';
import { recordHistory } from '../history/index.js';
import { isRowDataCompleted, toProjectListItem, toProjectView, type ProjectRow } from './project-view.js';

const unknownOrganization = () => unprocessable({ propertyPath: 'organizationId', title: messages.invalidChoice });

export async function listProjects(db: Executor, projectIds: string[] | 'all') {
  if (projectIds !== 'all' && projectIds.length === 0) return [];
  const query = db.select().from(projects);
  const rows = await (projectIds === 'all' ? query : query.where(inArray(projects.id, projectIds))).orderBy(
    asc(projects.name),
    asc(projects.id),
  );
  return rows.map(toProjectListItem);
}

/** Creating a project is a global act (no project access yet): who acts, and when. */
export type Actor = Pick<ProjectAccess, 'user' | 'at'>;

export async function createProject(db: Database, actor: Actor, input: CreateProjectInput) {
  return db.transaction(async (tx) => {
    if (!(await isKnownOrganization(tx, input.organizationId))) throw unknownOrganization();
    const [row] = await tx
      .insert(projects)
      .values({ organizationId: input.organizationId, name: input.name, createdAt: momentOf(actor) })
      .returning();
    await recordHistory(tx, {
      projectId: row!.id,
      type: historyEventTypes.projectCreated,
      variables: { projectName: row!.name },
      originatorId: actor.user.id,
      occurredAt: actor.at,
    });
    return toProjectListItem(row!);
  });
}

async function isKnownOrganization(db: Executor, organizationId: string) {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(organizationId)) return false;
  const [row] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row !== undefined;
}

export async function findProjectRow(db: Executor, projectId: string): Promise<ProjectRow> {
  const [row] = await db.select().from(projects).where(eq(projects.id, projectId));
  if (!row) throw notFound();
  return row;
}

/**
 * The project view with the facts of `access`; `loaded` is the row the access came with (a read
 * answers from it). The announcements only where the caller may see them (the ebv feature, spec
 * part 2 §8 "Access announcements"): one statement more, however many there are.
 */
export async function getProject(db: Executor, access: ProjectAccess, loaded?: ProjectRow) {
  const row = loaded ?? (await findProjectRow(db, access.projectId));
  const [layoutPlan, announcements] = await Promise.all([
    fileViews(db, row.layoutPlanFileIds),
    can('accessAnnouncements', access) ? listAnnouncements(db, access.projectId) : [],
  ]);
  return toProjectView(row, layoutPlan, access.project, announcements);
}

export async function updateProject(db: Database, access: ProjectAccess, data: UpdateProjectData) {
  const { user, projectId } = access;
  return db.transaction(async (tx) => {
    const before = await findProjectRow(tx, projectId);
    if (
      data.organizationId &&
      data.organizationId !== before.organizationId &&
      !(await isKnownOrganization(tx, data.organizationId))
    ) {
      throw unknownOrganization();
    }
    const layoutPlan = await attachFiles(tx, user, projectId, data.attributes.layoutPlan, 'attributes.layoutPlan');
    const { address, attributes } = data;
    const [row] = await tx
      .update(projects)
      .set({
        name: data.name,
        number: data.number,
        client: data.client,
        organizationId: data.organizationId ?? before.organizationId,
        constructionWorkTypes: data.constructionWorkTypes,
        startDate: data.startDate,
        street: address.street,
        houseNumber: address.houseNumber,
        postalCode: address.postalCode,
        city: address.city,
        country: address.country,
        isBoundaryNotificationRequired: attributes.isBoundaryNotificationRequired,
        isExplosivesClearanceAvailable: attributes.isExplosivesClearanceAvailable,
        isRemediationPlanAvailable: attributes.isRemediationPlanAvailable,
        transferHeightTopInCentimeters: decimalOrNull(attributes.transferHeightTopInCentimeters),
        transferHeightBottomInCentimeters: decimalOrNull(attributes.transferHeightBottomInCentimeters),
        geoJson: attributes.geoJson,
        isDeliverySignatureRequired: attributes.isDeliverySignatureRequired ?? before.isDeliverySignatureRequired,
        layoutPlanFileIds: layoutPlan.map((file) => file.id),
        updatedAt: momentOf(access),
      })
      .where(eq(projects.id, projectId))
      .returning();
    await recordHistory(tx, {
      projectId,
      type: historyEventTypes.projectUpdated,
      variables: { projectName: row!.name, wasCompleted: isRowDataCompleted(before) },
      originatorId: user.id,
      occurredAt: access.at,
    });
    return row!;
  });
}

/** Numbers from JSON go to numeric columns as their exact decimal text (no float arithmetic). */
const decimalOrNull = (value: number | null) => (value === null ? null : String(value));
