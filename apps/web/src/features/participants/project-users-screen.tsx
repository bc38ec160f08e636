import { Link, useParams } from 'react-router';
import { Pencil, UserPlus, Users } from 'lucide-react';
import type { ProjectUser } from '@baustellendoku/domain';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type Column } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { ListSkeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { asProjectDetails, type ProjectDetails } from '@/features/projects';
import { ProjectRuleGate } from '@/components/project-rule-gate';
import { useProjectUsers } from './api';

/** /projects/:projectId/users — the participants with their roles (needs manageProject). */
export function ProjectUsersScreen() {
  const { projectId = '' } = useParams();
  return (
    <ProjectRuleGate projectId={projectId} rule="manageProject">
      {(project) => <ProjectUsers project={asProjectDetails(project)} />}
    </ProjectRuleGate>
  );
}

export function ActiveBadge({ isActive }: { isActive: boolean }) {
  return isActive ? <Badge tone="success">Aktiv</Badge> : <Badge tone="danger">Inaktiv</Badge>;
}

function columnsFor(projectId: string): Column<ProjectUser>[] {
  return [
    {
      key: 'name',
      header: 'Name',
      primary: true,
      cell: (user) => (
        <Link
          to={paths.editProjectUser(projectId, user.userId)}
          className={cn(
            'font-medium hover:text-brand-700 hover:underline',
            user.isActive ? 'text-slate-900' : 'text-slate-500 line-through',
          )}
        >
          {user.displayName}
        </Link>
      ),
    },
    { key: 'email', header: 'E-Mail', cell: (user) => <span className="break-all">{user.emailAddress}</span> },
    {
      key: 'roles',
      header: 'Rollen',
      cell: (user) => (user.rolesAsLabel ? user.rolesAsLabel : <span className="text-slate-500">Keine Rolle</span>),
    },
    { key: 'status', header: 'Status', cell: (user) => <ActiveBadge isActive={user.isActive} /> },
    {
      key: 'edit',
      header: <span className="sr-only">Aktionen</span>,
      align: 'right',
      cell: (user) => (
        <Button asChild variant="ghost" size="sm">
          <Link
            to={paths.editProjectUser(projectId, user.userId)}
            aria-label={`Rollen von ${user.displayName} bearbeiten`}
          >
            <Pencil aria-hidden />
            Bearbeiten
          </Link>
        </Button>
      ),
    },
  ];
}

function ProjectUsers({ project }: { project: ProjectDetails }) {
  const users = useProjectUsers(project.projectId);
  const add = (
    <Button asChild>
      <Link to={paths.addProjectUser(project.projectId)}>
        <UserPlus aria-hidden />
        Nutzer hinzufügen
      </Link>
    </Button>
  );
  return (
    <>
      <PageHeader
        title="Projektbeteiligte"
        description={project.name}
        breadcrumbs={[
          { label: project.name, href: paths.projectDashboard(project.projectId) },
          { label: 'Projektbeteiligte' },
        ]}
        action={add}
      />
      {users.isPending ? (
        <ListSkeleton rows={5} />
      ) : users.isError ? (
        <Alert tone="danger">{errorMessage(users.error)}</Alert>
      ) : (
        <DataTable
          caption="Projektbeteiligte"
          rows={users.data}
          columns={columnsFor(project.projectId)}
          rowKey={(user) => user.userId}
          empty={
            <EmptyState
              icon={Users}
              title="Diesem Projekt ist noch niemand zugeordnet."
              description="Fügen Sie Nutzer hinzu und vergeben Sie ihre Rollen im Projekt."
            />
          }
        />
      )}
    </>
  );
}
