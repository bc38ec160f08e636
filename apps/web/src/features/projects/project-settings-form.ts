// Form values of "Projekteinstellungen" and their mapping from GET /project/{id}. The form
// validates with the server's own updateProjectSchema (spec part 1 §5 "Edit project").
import { PROJECT_COUNTRY } from '@baustellendoku/domain';
import type { UploadedFile } from '@/lib/upload-file';
import { toIsoDate } from '@/lib/format';
import type { ProjectDetails } from '@/features/projects/project-details';

export type ProjectSettingsForm = {
  name: string;
  number: string;
  client: string;
  constructionWorkTypes: string[];
  /** yyyy-MM-dd or null */
  startDate: string | null;
  address: { street: string; houseNumber: string; postalCode: string; city: string; country: string };
  attributes: {
    layoutPlan: UploadedFile[];
    // null until the user answers: the schema then says "Dieses Feld ist ein Pflichtfeld".
    isBoundaryNotificationRequired: boolean | null;
    isExplosivesClearanceAvailable: boolean | null;
    isRemediationPlanAvailable: boolean | null;
    transferHeightTopInCentimeters: number | null;
    transferHeightBottomInCentimeters: number | null;
    geoJson: string;
    /** „Unterschrift bei Lieferungen verlangen“ (decision 0690). */
    isDeliverySignatureRequired: boolean;
  };
};

export function toProjectSettingsForm(project: ProjectDetails): ProjectSettingsForm {
  const { address, attributes } = project;
  return {
    name: project.name ?? '',
    number: project.number ?? '',
    client: project.client ?? '',
    constructionWorkTypes: project.constructionWorkTypes ?? [],
    startDate: project.startDate ? toIsoDate(project.startDate) : null,
    address: {
      street: address?.street ?? '',
      houseNumber: address?.houseNumber ?? '',
      postalCode: address?.postalCode ?? '',
      city: address?.city ?? '',
      country: PROJECT_COUNTRY,
    },
    attributes: {
      layoutPlan: attributes?.layoutPlan ?? [],
      isBoundaryNotificationRequired: attributes?.isBoundaryNotificationRequired ?? null,
      isExplosivesClearanceAvailable: attributes?.isExplosivesClearanceAvailable ?? null,
      isRemediationPlanAvailable: attributes?.isRemediationPlanAvailable ?? null,
      transferHeightTopInCentimeters: attributes?.transferHeightTopInCentimeters ?? null,
      transferHeightBottomInCentimeters: attributes?.transferHeightBottomInCentimeters ?? null,
      geoJson: attributes?.geoJson ?? '',
      isDeliverySignatureRequired: attributes?.isDeliverySignatureRequired ?? false,
    },
  };
}
