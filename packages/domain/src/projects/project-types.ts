// The Project entity as GET /project/{id} returns it (spec part 1 §3).
import type { Feature } from '../roles.js';

export type ProjectFile = { id: string; fileName: string; url: string };

export type ProjectView = {
  projectId: string;
  name: string;
  number: string | null;
  client: string | null;
  constructionWorkTypes: string[];
  /** yyyy-MM-dd */
  startDate: string | null;
  organizationId: string;
  address: {
    street: string | null;
    houseNumber: string | null;
    postalCode: string | null;
    city: string | null;
    country: string;
  };
  attributes: {
    layoutPlan: ProjectFile[];
    isBoundaryNotificationRequired: boolean | null;
    isExplosivesClearanceAvailable: boolean | null;
    isRemediationPlanAvailable: boolean | null;
    transferHeightTopInCentimeters: number | null;
    transferHeightBottomInCentimeters: number | null;
    geoJson: string | null;
  };
  enabledFeatures: Feature[];
  isProjectDataCompleted: boolean;
  hasConfirmedAnnouncement: boolean;
  isDocumentationOfAbsenceOfAsbestosCompleted: boolean;
  /** Orders approved or in delivery; the web's rule table gates installation documentation with it. */
  deliverableOrderCount?: number;
};

/** One row of GET /project. */
export type ProjectListItem = {
  projectId: string;
  projectName: string;
  number: string | null;
  organizationId: string;
  enabledFeatures: Feature[];
  isProjectDataCompleted: boolean;
};

export type Organization = { organizationId: string; name: string };
