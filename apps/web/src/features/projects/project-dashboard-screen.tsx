import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { useCurrentUser } from '@/lib/session';
import { EbvQuickStartCard } from '@/features/ebv/components/ebv-quick-start-card';
import { RecentActivityCard } from '@/features/history/recent-activity-card';
import { OpenTasksCard } from '@/features/tasks/open-tasks-card';
import { rolesInProject } from '@/lib/can';
import { paths } from '@/lib/paths';
import { ProjectRuleGate } from '@/components/project-rule-gate';

// The two cards with a form load after the dashboard has painted (decision 0420): the form library
// is no part of the first screen, and on a phone they sit below the tasks and the activity.
const CaptureMaterialCard = lazy(() =>
  import('@/features/ebv/components/capture-material-card').then((module) => ({ default: module.CaptureMaterialCard })),
);
const DeliveryNoteSelectorCard = lazy(() =>
  import('@/features/ebv/components/delivery-note-selector-card').then((module) => ({
    default: module.DeliveryNoteSelectorCard,
  })),
);

/**
 * /projects/:projectId — name and number, open tasks on the left, recent activity on the right.
 * Feature cards of parts 2 and 3 go into the columns: the ebv quick starts, the delivery-note
 * selector and the capture card sit on the right (spec part 2 §2).
 */
export function ProjectDashboardScreen() {
  const { projectId = '' } = useParams();
  const currentUser = useCurrentUser();
  const roles = rolesInProject(currentUser, projectId) ?? [];
  return (
    <ProjectRuleGate projectId={projectId} rule="accessProject" showStored>
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
              <RecentActivityCard projectId={projectId} />
            </div>
            <div className="space-y-5">
              <EbvQuickStartCard projectId={projectId} />
              <Suspense fallback={null}>
                <DeliveryNoteSelectorCard projectId={projectId} />
                <CaptureMaterialCard projectId={projectId} />
              </Suspense>
            </div>
          </div>
        </>
      )}
    </ProjectRuleGate>
  );
}
