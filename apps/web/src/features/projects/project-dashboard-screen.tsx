import { Suspense } from 'react';
import { useParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { useCurrentUser } from '@/lib/session';
import { CaptureMaterialCard, DeliveryNoteSelectorCard, EbvQuickStartCard } from '@/features/ebv';
import { RecentActivityCard } from '@/features/history';
import { OpenTasksCard } from '@/features/tasks';
import { rolesInProject } from '@/lib/can';
import { paths } from '@/lib/paths';
import { useWhenIdle } from '@/lib/use-when-idle';
import { ProjectRuleGate } from '@/components/project-rule-gate';

/**
 * /projects/:projectId — name and number, open tasks on the left, recent activity on the right.
 * Feature cards of parts 2 and 3 go into the columns: the ebv quick starts, the delivery-note
 * selector and the capture card sit on the right (spec part 2 §2).
 */
export function ProjectDashboardScreen() {
  const { projectId = '' } = useParams();
  const currentUser = useCurrentUser();
  const roles = rolesInProject(currentUser, projectId) ?? [];
  // The two recycled-material forms (their code and first render: ~0.25 s of a slow phone's main
  // thread) load once the first rows have painted and the browser is idle, so a tap on a task or an
  // entry is answered first (decision 0840). On a phone they are below the fold.
  const idle = useWhenIdle();
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
              {idle ? (
                <Suspense fallback={null}>
                  <DeliveryNoteSelectorCard projectId={projectId} />
                  <CaptureMaterialCard projectId={projectId} />
                </Suspense>
              ) : null}
            </div>
          </div>
        </>
      )}
    </ProjectRuleGate>
  );
}
