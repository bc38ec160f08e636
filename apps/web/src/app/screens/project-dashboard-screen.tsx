import { useParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { useCurrentUser } from '@/features/auth/session';
import { EbvQuickStartCard } from '@/features/ebv/components/ebv-quick-start-card';
import { RecentActivityCard } from '@/features/history/recent-activity-card';
import { OpenTasksCard } from '@/features/tasks/open-tasks-card';
import { rolesInProject } from '@/lib/can';
import { paths } from '@/app/paths';
import { ProjectRuleGate } from '@/app/project-rule-gate';

/**
 * /projects/:projectId — name and number, open tasks on the left, recent activity on the right.
 * Feature cards of parts 2 and 3 go into the columns: the ebv quick starts sit on the right.
 */
export function ProjectDashboardScreen() {
  const { projectId = '' } = useParams();
  const currentUser = useCurrentUser();
  const roles = rolesInProject(currentUser, projectId) ?? [];
  return (
    <ProjectRuleGate projectId={projectId} rule="accessProject">
      {(project) => (
        <>
          <PageHeader
            title={project.name}
            description={project.number ? `Projektnummer ${project.number}` : undefined}
            breadcrumbs={[{ label: 'Startseite', href: paths.home() }, { label: project.name }]}
          />
          <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <div className="space-y-5">
              <OpenTasksCard projectId={projectId} roles={roles} />
            </div>
            <div className="space-y-5">
              <EbvQuickStartCard projectId={projectId} />
              <RecentActivityCard projectId={projectId} />
            </div>
          </div>
        </>
      )}
    </ProjectRuleGate>
  );
}
