import type { ReactNode } from 'react';
import type { RuleName } from '@baustellendoku/domain';
import { PageSkeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { useCan } from '@/lib/can';
import { AccessDenied, ErrorContent } from '@/app/shell/error-pages';
import { useProjectDetails, type ProjectDetails } from './project-details';

/**
 * Loads the project and renders `children` only when the rule allows it. The API answers 404 for
 * a project the user cannot see (never revealing it exists) and 403 for a missing role: both show
 * "Zugriff verweigert", as does a rule the user does not meet (spec part 1 §6).
 */
export function ProjectGate({ projectId, rule, children }: { projectId: string; rule: RuleName; children: (project: ProjectDetails) => ReactNode }) {
  const project = useProjectDetails(projectId);
  const allowed = useCan(projectId);
  if (project.isPending) return <PageSkeleton />;
  if (project.isError) {
    if (isApiError(project.error, 403) || isApiError(project.error, 404)) return <AccessDenied />;
    return <ErrorContent error={project.error} />;
  }
  if (!allowed(rule)) return <AccessDenied />;
  return <>{children(project.data!)}</>;
}
