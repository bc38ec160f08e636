import { Link, useNavigate, useParams } from 'react-router';
import { UserMinus } from 'lucide-react';
import { updateProjectUserSchema, type ProjectRole, type ProjectUser } from '@baustellendoku/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Form, FormActions, FormSection } from '@/components/ui/form';
import { PageHeader } from '@/components/ui/page-header';
import { MultiSelectField } from '@/components/ui/select-fields';
import { PageSkeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast-store';
import { errorMessage } from '@/lib/api-client';
import { submitHandler, useDomainForm } from '@/lib/domain-form';
import { paths } from '@/lib/paths';
import { ErrorContent } from '@/components/error-pages';
import { asProjectDetails, type ProjectDetails } from '@/features/projects';
import { ProjectRuleGate } from '@/components/project-rule-gate';
import {
  notAssignedError,
  useProjectRoleOptions,
  useProjectUsers,
  useRemoveProjectUser,
  useUpdateProjectUser,
} from './api';
import { ActiveBadge } from './project-users-screen';

/** /projects/:projectId/users/:userId — change roles or remove the user from the project. */
export function EditProjectUserScreen() {
  const { projectId = '', userId = '' } = useParams();
  return (
    <ProjectRuleGate projectId={projectId} rule="manageProject">
      {(project) => <FindProjectUser project={asProjectDetails(project)} userId={userId} />}
    </ProjectRuleGate>
  );
}

function FindProjectUser({ project, userId }: { project: ProjectDetails; userId: string }) {
  const users = useProjectUsers(project.projectId);
  if (users.isPending) return <PageSkeleton />;
  if (users.isError) return <ErrorContent error={users.error} />;
  const user = users.data.find((candidate) => candidate.userId === userId);
  // The spec's client-side lookup: a user missing from the list is 404 "User is not assigned to project".
  if (!user) return <ErrorContent error={notAssignedError()} />;
  return <EditProjectUser key={user.userId} project={project} user={user} />;
}

type RolesForm = { roles: string[] };

function EditProjectUser({ project, user }: { project: ProjectDetails; user: ProjectUser }) {
  const navigate = useNavigate();
  const roles = useProjectRoleOptions();
  const update = useUpdateProjectUser(project.projectId, user.userId);
  const remove = useRemoveProjectUser(project.projectId, user.userId);
  const form = useDomainForm<RolesForm, { roles: ProjectRole[] }>(updateProjectUserSchema, { roles: user.roles });
  const list = paths.projectUsers(project.projectId);
  const save = submitHandler(form, (values) => update.mutateAsync(values.roles), {
    success: 'Die Berechtigungen des Nutzers wurden aktualisiert',
    failure: 'Die Rollen konnten nicht gespeichert werden',
    then: () => navigate(list),
  });
  const removeUser = async () => {
    try {
      await remove.mutateAsync();
      toast.success(`${user.displayName} wurde aus dem Projekt entfernt`);
      navigate(list);
    } catch (error) {
      toast.error('Der Nutzer konnte nicht entfernt werden', errorMessage(error));
      throw error;
    }
  };
  return (
    <div className="max-w-3xl">
      <PageHeader
        title="Rollen bearbeiten"
        description={project.name}
        breadcrumbs={[
          { label: project.name, href: paths.projectDashboard(project.projectId) },
          { label: 'Projektbeteiligte', href: list },
          { label: user.displayName },
        ]}
      />
      <Form form={form} onSubmit={save}>
        <FormSection title="Nutzer">
          <dl className="space-y-1 text-sm sm:col-span-2">
            <div className="flex flex-wrap items-center gap-2">
              <dt className="sr-only">Name</dt>
              <dd
                className={
                  user.isActive
                    ? 'text-base font-semibold text-slate-900'
                    : 'text-base font-semibold text-slate-500 line-through'
                }
              >
                {user.displayName}
              </dd>
              <dd>
                <ActiveBadge isActive={user.isActive} />
              </dd>
            </div>
            <div>
              <dt className="sr-only">E-Mail</dt>
              <dd className="break-all text-slate-600">{user.emailAddress}</dd>
            </div>
          </dl>
          {!user.isActive ? (
            <Alert tone="warning" className="sm:col-span-2">
              Dieser Nutzer ist deaktiviert und kann sich derzeit nicht anmelden.
            </Alert>
          ) : null}
          <MultiSelectField
            name="roles"
            label="Rollen"
            options={roles.data ?? []}
            placeholder="Rollen auswählen"
            className="sm:col-span-2"
          />
        </FormSection>
        <FormActions>
          <ConfirmDialog
            trigger={
              <Button variant="danger-outline" className="sm:mr-auto">
                <UserMinus aria-hidden />
                Nutzer aus dem Projekt entfernen
              </Button>
            }
            title="Nutzer aus dem Projekt entfernen"
            description={`${user.displayName} verliert sofort den Zugriff auf das Projekt „${project.name}“.`}
            confirmLabel="Entfernen"
            tone="danger"
            onConfirm={removeUser}
          />
          <Button asChild variant="secondary">
            <Link to={list}>Abbrechen</Link>
          </Button>
          <Button type="submit" isLoading={form.formState.isSubmitting}>
            Rollen aktualisieren
          </Button>
        </FormActions>
      </Form>
    </div>
  );
}
