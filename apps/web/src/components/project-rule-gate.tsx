// The entry check every project screen shares: the project must load (403/404 → "Zugriff
// verweigert", never revealing whether it exists) and the screen's rule from the shared rule table
// must allow the current user. Only then the screen itself renders, with the loaded project.
// A screen of one object (an order, a load test, a pile) then passes its query through
// ProjectObjectGate: the same skeleton, error and denial for the object.
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { RuleName, WreckingPileFacts } from '@baustellendoku/domain';
import { PageSkeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { useCan } from '@/lib/can';
import { useProject, type Project } from '@/lib/queries/projects';
import { answeredThisVisit } from '@/lib/visit';
import { AccessDenied, ErrorContent, NotPossibleInState } from './error-pages';

export function ProjectRuleGate({
  projectId,
  rule,
  showStored = false,
  children,
}: {
  projectId: string;
  rule: RuleName;
  /**
   * The screen only shows data: it may paint the project the last visit stored while the fresh one
   * loads (decision 0420). Otherwise (a form, whose fields would keep the stored values) the gate
   * waits for this visit's answer; offline the stored one is all there is.
   */
  showStored?: boolean;
  children: (project: Project) => ReactNode;
}) {
  const project = useProject(projectId);
  const allowed = useCan(projectId);
  // Read only where it decides (a form's gate): TanStack Query renders a component again only for
  // what it read, and a read-only screen must not render again when its refetch starts and ends.
  const storedOnly = !showStored && !answeredThisVisit(project.dataUpdatedAt) && project.isFetching;
  if (project.isPending || storedOnly) return <PageSkeleton />;
  if (project.isError) return <QueryErrorScreen error={project.error} />;
  if (!allowed(rule)) return <AccessDenied />;
  return <>{children(project.data)}</>;
}

/**
 * The object must load and belong to the project (an object of another project is not shown under
 * this one); when the screen acts on it, `rule` must allow it in the object's status (and facts).
 */
export function ProjectObjectGate<T extends { projectId: string; status?: string }>({
  projectId,
  query,
  rule,
  facts,
  statusLabels,
  children,
}: {
  projectId: string;
  query: UseQueryResult<T>;
  rule?: RuleName;
  facts?: (object: T) => WreckingPileFacts;
  /** The object's states with their labels: a refusal that only the state causes says so. */
  statusLabels?: Readonly<Record<string, string>>;
  children: (object: T) => ReactNode;
}) {
  const allowed = useCan(projectId);
  if (query.isPending) return <PageSkeleton />;
  if (query.isError) return <QueryErrorScreen error={query.error} />;
  const object = query.data;
  if (object.projectId !== projectId) return <AccessDenied />;
  if (rule && !allowed(rule, object.status, facts?.(object))) {
    // The user may take this action in another state: say why not now instead of "no permission".
    const otherState = Object.keys(statusLabels ?? {}).some((status) => allowed(rule, status, facts?.(object)));
    if (otherState && object.status)
      return <NotPossibleInState statusLabel={statusLabels![object.status] ?? object.status} />;
    return <AccessDenied />;
  }
  return <>{children(object)}</>;
}

/** 403 and 404 of a project object read as "Zugriff verweigert"; anything else as an error page. */
export function QueryErrorScreen({ error }: { error: unknown }) {
  if (isApiError(error, 403) || isApiError(error, 404)) return <AccessDenied />;
  return <ErrorContent error={error} />;
}
