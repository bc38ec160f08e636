// The entry check of every screen of one pile: ebv access to the project, the pile loads and
// belongs to it, and — when the screen names one — the pile's move is allowed by the rule table
// in the pile's current status. Otherwise "Zugriff verweigert".
import type { ReactNode } from 'react';
import type { Project } from '@/lib/queries/projects';
import { paths } from '@/lib/paths';
import { ProjectObjectGate, ProjectRuleGate } from '@/components/project-rule-gate';
import { useWreckingPile } from '../api';
import { wreckingPileFacts, wreckingPileStatusLabels, type RuleName, type WreckingPile } from '@baustellendoku/domain';

export function WreckingPileGate({
  projectId,
  wreckingPileId,
  rule,
  children,
}: {
  projectId: string;
  wreckingPileId: string;
  rule?: RuleName;
  children: (project: Project, pile: WreckingPile) => ReactNode;
}) {
  return (
    <ProjectRuleGate projectId={projectId} rule="accessWreckingPiles">
      {(project) => (
        <PileLoader project={project} wreckingPileId={wreckingPileId} rule={rule}>
          {children}
        </PileLoader>
      )}
    </ProjectRuleGate>
  );
}

function PileLoader({
  project,
  wreckingPileId,
  rule,
  children,
}: {
  project: Project;
  wreckingPileId: string;
  rule?: RuleName;
  children: (project: Project, pile: WreckingPile) => ReactNode;
}) {
  return (
    <ProjectObjectGate
      projectId={project.projectId}
      query={useWreckingPile(wreckingPileId)}
      rule={rule}
      facts={wreckingPileFacts}
      statusLabels={wreckingPileStatusLabels}
    >
      {(pile) => children(project, pile)}
    </ProjectObjectGate>
  );
}

/** Breadcrumbs of the pile screens: project › Bauschutt-Mieten › pile › step. */
export function pileCrumbs(project: Project, pile?: WreckingPile, step?: string) {
  const base = [
    { label: project.name, href: paths.projectDashboard(project.projectId) },
    { label: 'Bauschutt-Mieten', href: paths.wreckingPiles(project.projectId) },
  ];
  if (!pile) return step ? [...base, { label: step }] : base;
  const pileCrumb = step
    ? { label: pile.name, href: paths.wreckingPileDetail(project.projectId, pile.wreckingPileId) }
    : { label: pile.name };
  return step ? [...base, pileCrumb, { label: step }] : [...base, pileCrumb];
}
