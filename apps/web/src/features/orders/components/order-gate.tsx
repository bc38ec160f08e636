// The entry check of every screen of one order (/orders/:orderId/...): access to the project's
// orders, the order loads and belongs to the project, and — when the screen names one — the rule
// table allows the screen's step in the order's status. Otherwise "Zugriff verweigert".
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { orderStatusLabels, type RuleName } from '@baustellendoku/domain';
import type { Project } from '@/lib/queries/projects';
import { ProjectObjectGate, ProjectRuleGate } from '@/components/project-rule-gate';
import { useOrder } from '../api';
import type { Order } from '../types';

type OrderScreen = (project: Project, order: Order) => ReactNode;

export function OrderGate({ rule, children }: { rule?: RuleName; children: OrderScreen }) {
  const { projectId = '', orderId = '' } = useParams();
  return (
    <ProjectRuleGate projectId={projectId} rule="accessOrders">
      {(project) => (
        <OrderLoader project={project} orderId={orderId} rule={rule}>
          {children}
        </OrderLoader>
      )}
    </ProjectRuleGate>
  );
}

function OrderLoader({
  project,
  orderId,
  rule,
  children,
}: {
  project: Project;
  orderId: string;
  rule?: RuleName;
  children: OrderScreen;
}) {
  return (
    <ProjectObjectGate
      projectId={project.projectId}
      query={useOrder(orderId)}
      rule={rule}
      statusLabels={orderStatusLabels}
    >
      {(order) => children(project, order)}
    </ProjectObjectGate>
  );
}
