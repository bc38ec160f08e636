// isProjectDataCompleted (spec part 1 §3, §4): the project has every value the edit form requires.
// Checked with the edit form's own schema, so adding a required field there changes this too.
import type { ProjectView } from './responses.js';
import { updateProjectSchema } from './project-schemas.js';

type CompletenessInput = Pick<
  ProjectView,
  'name' | 'number' | 'client' | 'constructionWorkTypes' | 'startDate' | 'address'
> & {
  // The delivery signature setting (decision 0690) is no project datum the completeness asks for.
  attributes: Omit<ProjectView['attributes'], 'layoutPlan' | 'isDeliverySignatureRequired'>;
};

export function isProjectDataCompleted(project: CompletenessInput): boolean {
  const candidate = {
    name: project.name,
    number: project.number,
    client: project.client,
    constructionWorkTypes: project.constructionWorkTypes,
    startDate: project.startDate,
    address: project.address,
    attributes: { ...project.attributes, layoutPlan: [] },
  };
  return updateProjectSchema.safeParse(candidate).success;
}
