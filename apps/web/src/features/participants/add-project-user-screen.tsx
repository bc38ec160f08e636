import { Link, useNavigate, useParams } from 'react-router';
import { addProjectUserSchema, type ProjectRole } from '@baustellendoku/domain';
import { Button } from '@/components/ui/button';
import { ComboboxField } from '@/components/ui/combobox-field';
import { Form, FormActions, FormSection } from '@/components/ui/form';
import { PageHeader } from '@/components/ui/page-header';
import { MultiSelectField } from '@/components/ui/select-fields';
import { submitHandler, useDomainForm } from '@/lib/domain-form';
import { paths } from '@/lib/paths';
import { asProjectDetails, type ProjectDetails } from '@/features/projects';
import { ProjectRuleGate } from '@/components/project-rule-gate';
import { participantKeys, searchCandidates, useAddProjectUser, useProjectRoleOptions } from './api';

/** Spec part 1 §9: the user search shows the first 5 results. */
export const CANDIDATE_LIMIT = 5;

type AddForm = { userId: string | null; roles: string[] };
type AddData = { userId: string; roles: ProjectRole[] };

/** /projects/:projectId/users/add — pick a user by remote search and give them roles. */
export function AddProjectUserScreen() {
  const { projectId = '' } = useParams();
  return (
    <ProjectRuleGate projectId={projectId} rule="manageProject">
      {(project) => <AddProjectUser project={asProjectDetails(project)} />}
    </ProjectRuleGate>
  );
}

function AddProjectUser({ project }: { project: ProjectDetails }) {
  const navigate = useNavigate();
  const roles = useProjectRoleOptions();
  const add = useAddProjectUser(project.projectId);
  const form = useDomainForm<AddForm, AddData>(addProjectUserSchema, { userId: null, roles: [] });
  const list = paths.projectUsers(project.projectId);
  const submit = submitHandler(form, add.mutateAsync, {
    success: (added) => `${added.displayName} wurde dem Projekt hinzugefügt`,
    failure: 'Der Nutzer konnte nicht hinzugefügt werden',
    then: () => navigate(list),
  });
  return (
    <div className="max-w-3xl">
      <PageHeader
        title="Nutzer hinzufügen"
        description={project.name}
        breadcrumbs={[
          { label: project.name, href: paths.projectDashboard(project.projectId) },
          { label: 'Projektbeteiligte', href: list },
          { label: 'Nutzer hinzufügen' },
        ]}
      />
      <Form form={form} onSubmit={submit}>
        <FormSection title="Nutzer und Rollen">
          <ComboboxField
            name="userId"
            label="Nutzer"
            required
            hint="Suchen Sie nach Name oder E-Mail-Adresse."
            className="sm:col-span-2"
            combobox={{
              search: (term, limit, signal) => searchCandidates(project.projectId, term, limit, signal),
              queryKey: participantKeys.candidates(project.projectId),
              limit: CANDIDATE_LIMIT,
              placeholder: 'Nutzer auswählen',
              searchPlaceholder: 'Name oder E-Mail-Adresse',
              loadingText: 'Nutzer werden geladen ...',
              emptyText: 'Nutzer nicht gefunden',
              moreText: (count) => `${count} weitere Optionen`,
            }}
          />
          <MultiSelectField
            name="roles"
            label="Rollen"
            options={roles.data ?? []}
            placeholder={roles.isPending ? 'Rollen werden geladen ...' : 'Rollen auswählen'}
            className="sm:col-span-2"
          />
        </FormSection>
        <FormActions>
          <Button asChild variant="secondary">
            <Link to={list}>Abbrechen</Link>
          </Button>
          <Button type="submit" isLoading={form.formState.isSubmitting}>
            Nutzer hinzufügen
          </Button>
        </FormActions>
      </Form>
    </div>
  );
}
