import type { Feature } from '@baustellendoku/domain';

/** GET /project list item (spec part 1 §7). */
export type ProjectListItem = { projectId: string; projectName: string; number?: string | null };

/** GET /project/{id}, the fields the shell and dashboard read (spec part 1 §3). */
export type Project = {
  projectId: string;
  name: string;
  number?: string | null;
  client?: string | null;
  enabledFeatures: Feature[];
  isProjectDataCompleted: boolean;
  hasConfirmedAnnouncement: boolean;
  isDocumentationOfAbsenceOfAsbestosCompleted: boolean;
  deliverableOrderCount?: number;
  startDate?: Date | null;
};
