// Projects, organizations and participants as the API answers them (spec part 1 §3, §7).
import { z } from 'zod';
import { itemsOf, uploadedFileSchema } from '../response-parts.js';
import { announcementSchema } from '../ebv/responses.js';
import { features, projectRoles } from '../roles.js';

/** A layout-plan file of the project. */
export const projectFileSchema = uploadedFileSchema;
export type ProjectFile = z.infer<typeof projectFileSchema>;

/** GET/PUT /project/{id}: the Project entity with the rule table's facts. */
export const projectViewSchema = z.object({
  projectId: z.string(),
  name: z.string(),
  number: z.string().nullable(),
  client: z.string().nullable(),
  constructionWorkTypes: z.array(z.string()),
  /** yyyy-MM-dd; the web turns it into a date (spec part 1 §7). */
  startDate: z.string().nullable(),
  organizationId: z.string(),
  address: z.object({
    street: z.string().nullable(),
    houseNumber: z.string().nullable(),
    postalCode: z.string().nullable(),
    city: z.string().nullable(),
    country: z.string(),
  }),
  attributes: z.object({
    layoutPlan: z.array(projectFileSchema),
    isBoundaryNotificationRequired: z.boolean().nullable(),
    isExplosivesClearanceAvailable: z.boolean().nullable(),
    isRemediationPlanAvailable: z.boolean().nullable(),
    transferHeightTopInCentimeters: z.number().nullable(),
    transferHeightBottomInCentimeters: z.number().nullable(),
    geoJson: z.string().nullable(),
    /** The screens require a receipt signature for deliveries (decision 0690). */
    isDeliverySignatureRequired: z.boolean(),
  }),
  enabledFeatures: z.array(z.enum(features)),
  isProjectDataCompleted: z.boolean(),
  hasConfirmedAnnouncement: z.boolean(),
  isDocumentationOfAbsenceOfAsbestosCompleted: z.boolean(),
  /**
   * The site announcements, newest first, as GET /project/{id}/announcement lists them (spec part 2
   * §3 "Project (parts used here)"); empty where the caller may not see them (no ebv feature).
   */
  announcements: z.array(announcementSchema),
  /** Orders approved or in delivery; the web's rule table gates installation documentation with it. */
  deliverableOrderCount: z.number().optional(),
});
export type ProjectView = z.infer<typeof projectViewSchema>;

/** One row of GET /project, and the answer of POST /project. */
export const projectListItemSchema = z.object({
  projectId: z.string(),
  projectName: z.string(),
  number: z.string().nullable(),
  organizationId: z.string(),
  enabledFeatures: z.array(z.enum(features)),
  isProjectDataCompleted: z.boolean(),
});
export type ProjectListItem = z.infer<typeof projectListItemSchema>;
export const projectListSchema = itemsOf(projectListItemSchema);

export const organizationSchema = z.object({ organizationId: z.string(), name: z.string() });
export type Organization = z.infer<typeof organizationSchema>;
export const organizationListSchema = itemsOf(organizationSchema);

/** GET /project/user-roles: the role choice of the participant forms. */
export const projectRoleOptionsSchema = z.array(z.object({ value: z.enum(projectRoles), label: z.string() }));
export type ProjectRoleOption = z.infer<typeof projectRoleOptionsSchema>[number];

/** One row of GET /project/{projectId}/user, and the answer of adding or changing a participant. */
export const projectUserSchema = z.object({
  userId: z.string(),
  name: z.object({ firstName: z.string(), lastName: z.string() }),
  displayName: z.string(),
  emailAddress: z.string(),
  isActive: z.boolean(),
  roles: z.array(z.enum(projectRoles)),
  rolesAsLabel: z.string(),
});
export type ProjectUser = z.infer<typeof projectUserSchema>;
export const projectUserListSchema = itemsOf(projectUserSchema);
