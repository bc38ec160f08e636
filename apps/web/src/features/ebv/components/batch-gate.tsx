// The entry check of every batch screen: the pile gate (ebv access, the pile of this project),
// then the batch loads (404 → "Zugriff verweigert") and — when the screen names one — the rule
// table allows the move for the batch's status, analytic status and amount.
import type { ReactNode } from 'react';
import {
  batchFacts,
  wreckingPileFacts,
  type BatchDetail,
  type RuleName,
  type WreckingPile,
} from '@baustellendoku/domain';
import { PageSkeleton } from '@/components/ui/skeleton';
import { useCan } from '@/lib/can';
import type { Project } from '@/lib/queries/projects';
import { paths } from '@/lib/paths';
import { QueryErrorScreen } from '@/components/project-rule-gate';
import { AccessDenied } from '@/components/error-pages';
import { useBatch } from '../processing-api';
import { batchLabel } from './batch-parts';
import { pileCrumbs, WreckingPileGate } from './wrecking-pile-gate';

type BatchChildren = (project: Project, pile: WreckingPile, batch: BatchDetail) => ReactNode;

export function BatchGate({
  projectId,
  wreckingPileId,
  breakingBatchId,
  rule,
  children,
}: {
  projectId: string;
  wreckingPileId: string;
  breakingBatchId: string;
  rule?: RuleName;
  children: BatchChildren;
}) {
  return (
    <WreckingPileGate projectId={projectId} wreckingPileId={wreckingPileId}>
      {(project, pile) => (
        <BatchLoader project={project} pile={pile} breakingBatchId={breakingBatchId} rule={rule}>
          {children}
        </BatchLoader>
      )}
    </WreckingPileGate>
  );
}

function BatchLoader({
  project,
  pile,
  breakingBatchId,
  rule,
  children,
}: {
  project: Project;
  pile: WreckingPile;
  breakingBatchId: string;
  rule?: RuleName;
  children: BatchChildren;
}) {
  const batch = useBatch(pile.wreckingPileId, breakingBatchId);
  const allowed = useCan(project.projectId);
  if (batch.isPending) return <PageSkeleton />;
  if (batch.isError) return <QueryErrorScreen error={batch.error} />;
  if (rule && !allowed(rule, pile.status, wreckingPileFacts(pile), batchFacts(batch.data))) return <AccessDenied />;
  return <>{children(project, pile, batch.data)}</>;
}

/** Breadcrumbs of the batch screens: project › Bauschutt-Mieten › pile › batch › step. */
export function batchCrumbs(project: Project, pile: WreckingPile, batch: BatchDetail, step?: string) {
  const label = batchLabel(batch.number, batch.estimatedCountOfBatches);
  const crumbs = pileCrumbs(project, pile, label);
  if (!step) return crumbs;
  return [
    ...crumbs.slice(0, -1),
    { label, href: paths.batchDetail(project.projectId, pile.wreckingPileId, batch.breakingBatchId) },
    { label: step },
  ];
}
