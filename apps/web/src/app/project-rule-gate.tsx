// The entry check every project screen shares: the project must load (403/404 → "Zugriff
// verweigert", never revealing whether it exists) and the screen's rule from the shared rule table
// must allow the current user. Only then the screen itself renders, with the loaded project.
import type { ReactNode } from 'react';
import type { RuleName } from '@baustellendoku/domain';
import { PageSkeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { useCan } from '@/lib/can';
import { useProject, type Project } from '@/lib/queries/projects';
import { AccessDenied, ErrorContent } from './shell/error-pages';

export function ProjectRuleGate({
  projectId,
  rule,
  children,
}: {
  projectId: string;
  rule: RuleName;
  children: (project: Project) => ReactNode;
}) {
  const project = useProject(projectId);
  const allowed = useCan(projectId);
  if (project.isPending) return <PageSkeleton />;
  if (project.isError) return <QueryErrorScreen error={project.error} />;
  if (!allowed(rule)) return <AccessDenied />;
  return <>{children(project.data)}</>;
}

/** 403 and 404 of a project object read as "Zugriff verweigert"; anything else as an error page. */
export function QueryErrorScreen({ error }: { error: unknown }) {
  if (isApiError(error, 403) || isApiError(error, 404)) return <AccessDenied />;
  return <ErrorContent error={error} />;
}
