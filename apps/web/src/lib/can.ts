// The web side of the ONE rule table: assembles the RuleContext from the current user (/me) and the
// current project (GET /project/{id}) and asks `can()` from @baustellendoku/domain — the same
// function the server enforces. The UI never checks roles by itself.
import { useCallback } from 'react';
import {
  can,
  type BatchFacts,
  projectFactsOf,
  type ProjectFacts,
  type ProjectRole,
  type RuleContext,
  type RuleName,
  type WreckingPileFacts,
} from '@baustellendoku/domain';
import type { CurrentUser } from '@/lib/current-user';
import { useProject } from '@/lib/queries/projects';
import type { Project } from '@/lib/queries/projects';
import { useCurrentUser } from '@/lib/session';

export function rolesInProject(currentUser: CurrentUser, projectId: string | undefined): ProjectRole[] | null {
  if (!projectId) return null;
  return currentUser.assignedProjects.find((assignment) => assignment.projectId === projectId)?.roles ?? null;
}

export function projectFacts(project: Project | undefined): ProjectFacts | undefined {
  return project ? projectFactsOf(project) : undefined;
}

/** What a rule may be asked about besides user and project: the object's status and facts. */
export type RuleTarget = { status?: string; wreckingPile?: WreckingPileFacts; batch?: BatchFacts };

export function ruleContext(
  currentUser: CurrentUser,
  options: { projectId?: string; project?: Project } & RuleTarget = {},
): RuleContext {
  const projectId = options.projectId ?? options.project?.projectId;
  return {
    user: {
      isAdmin: currentUser.user.isAdmin,
      rolesInAnyProject: currentUser.assignedProjects.flatMap((assignment) => assignment.roles),
    },
    roles: rolesInProject(currentUser, projectId),
    project: projectFacts(options.project),
    status: options.status,
    wreckingPile: options.wreckingPile,
    batch: options.batch,
  };
}

export function canUser(
  currentUser: CurrentUser,
  rule: RuleName,
  options: { projectId?: string; project?: Project } & RuleTarget = {},
): boolean {
  return can(rule, ruleContext(currentUser, options));
}

/**
 * `const allowed = useCan(projectId); allowed('createOrder', order.status)`; rules about a pile's
 * facts take them third: `allowed('releaseWreckingPile', pile.status, { containsAsbestos })`, rules about a batch
 * its facts fourth (`batchFacts(batch)`). Without a projectId
 * only global rules (manageGuests, …) can be true. Project-fact rules are false until the project
 * has loaded, so actions appear once the facts are known rather than flicker away.
 */
export function useCan(projectId?: string) {
  const currentUser = useCurrentUser();
  const { data: project } = useProject(projectId);
  return useCallback(
    (rule: RuleName, status?: string, wreckingPile?: WreckingPileFacts, batch?: BatchFacts) =>
      canUser(currentUser, rule, { projectId, project, status, wreckingPile, batch }),
    [currentUser, project, projectId],
  );
}
