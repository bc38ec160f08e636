import { Link } from 'react-router';
import { Building2, LayoutDashboard, Pencil, Plus, Settings2, Users } from 'lucide-react';
import type { Feature, ProjectListItem } from '@baustellendoku/domain';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { ListSkeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useCan } from '@/lib/can';
import { paths } from '@/lib/paths';
import { AccessDenied } from '@/components/error-pages';
import { useProjects } from '@/lib/queries/projects';
import { featureCards } from '@/features/projects/project-feature-cards';
import { useOrganizations } from './api';

/** /manage-projects — "Projekte verwalten" (only with manageProjects, else access denied). */
export function ManageProjectsScreen() {
  const allowed = useCan();
  const mayManage = allowed('manageProjects');
  const projects = useProjects(mayManage);
  const organizations = useOrganizations(mayManage);
  if (!mayManage) return <AccessDenied />;
  const organizationName = new Map(
    (organizations.data ?? []).map((organization) => [organization.organizationId, organization.name]),
  );
  const create = (
    <Button asChild>
      <Link to={paths.createProject()}>
        <Plus aria-hidden />
        Projekt anlegen
      </Link>
    </Button>
  );
  return (
    <>
      <PageHeader
        title="Projekte verwalten"
        breadcrumbs={[{ label: 'Startseite', href: paths.home() }, { label: 'Projekte' }]}
        action={create}
      />
      {projects.isPending ? (
        <ListSkeleton rows={4} />
      ) : projects.isError ? (
        <Alert tone="danger">{errorMessage(projects.error)}</Alert>
      ) : projects.data.length === 0 ? (
        <EmptyState
          icon={Building2}
          title="Es wurde noch kein Projekt angelegt."
          description="Legen Sie ein Projekt an, vervollständigen Sie seine Daten und ordnen Sie die Projektbeteiligten zu."
        />
      ) : (
        <ul className="space-y-3" aria-label="Projekte">
          {(projects.data as ProjectListItem[]).map((project) => (
            <ProjectRow
              key={project.projectId}
              project={project}
              organization={organizationName.get(project.organizationId)}
            />
          ))}
        </ul>
      )}
    </>
  );
}

const linkClass =
  'tap-target inline-flex items-center gap-1.5 rounded-md px-2 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50 hover:underline [&_svg]:size-4';

function ProjectRow({ project, organization }: { project: ProjectListItem; organization?: string }) {
  const enabled = new Set<Feature>(project.enabledFeatures ?? []);
  return (
    <li>
      <Card className="flex flex-col gap-3 px-4 py-4 sm:px-5 lg:flex-row lg:items-center">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-[15px] font-semibold text-slate-900">{project.projectName}</h2>
            {project.isProjectDataCompleted ? null : <Badge tone="warning">Projektdaten unvollständig</Badge>}
          </div>
          <p className="mt-0.5 text-sm text-slate-500">
            {[project.number ? `Nr. ${project.number}` : 'Ohne Projektnummer', organization]
              .filter(Boolean)
              .join(' · ')}
          </p>
          {enabled.size > 0 ? (
            <div className="mt-2 flex flex-wrap gap-1.5">
              {featureCards
                .filter((card) => enabled.has(card.feature))
                .map((card) => (
                  <Badge key={card.feature} tone="success">
                    {card.title}
                  </Badge>
                ))}
            </div>
          ) : null}
        </div>
        <nav
          aria-label={`Aktionen für ${project.projectName}`}
          className="-mx-2 flex flex-wrap gap-x-1 gap-y-0.5 lg:max-w-[46rem] lg:justify-end"
        >
          <Link to={paths.projectDashboard(project.projectId)} className={linkClass}>
            <LayoutDashboard aria-hidden />
            Dashboard
          </Link>
          {/* One settings link per feature: it activates the feature or edits its settings. */}
          {featureCards.map((card) => (
            <Link key={card.feature} to={card.settingsPath(project.projectId)} className={linkClass}>
              <Settings2 aria-hidden />
              {card.settingsLinkLabel}
            </Link>
          ))}
          <Link to={paths.projectUsers(project.projectId)} className={linkClass}>
            <Users aria-hidden />
            Projektbeteiligte verwalten
          </Link>
          <Link
            to={paths.projectUpdate(project.projectId)}
            className={linkClass}
            aria-label={`${project.projectName} bearbeiten`}
          >
            <Pencil aria-hidden />
            Bearbeiten
          </Link>
        </nav>
      </Card>
    </li>
  );
}
