// /order-overview — orders in the approved phase with their delivery progress, each expandable
// to its deliveries (spec part 3 §2 "Deliveries overview").
import { Link, useParams } from 'react-router';
import { isDeliverableOrderStatus } from '@baustellendoku/domain';
import { CollapsibleSection, CollapsibleSections } from '@/components/ui/collapsible-sections';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { ListSkeleton } from '@/components/ui/skeleton';
import { paths } from '@/app/paths';
import { useOrders } from '../api';
import { DeliveriesTable, DeliveryProgress, OrderStatusBadge } from '../components/order-parts';
import { ProjectRuleGate, QueryErrorScreen } from '@/app/project-rule-gate';

export function OrderOverviewScreen() {
  const { projectId = '' } = useParams();
  return (
    <ProjectRuleGate projectId={projectId} rule="accessOrders">
      {(project) => <OrderOverview projectId={projectId} projectName={project.name} />}
    </ProjectRuleGate>
  );
}

function OrderOverview({ projectId, projectName }: { projectId: string; projectName: string }) {
  const orders = useOrders(projectId, { withDelivery: true });
  if (orders.isError) return <QueryErrorScreen error={orders.error} />;
  const approved = (orders.data ?? []).filter((order) => isDeliverableOrderStatus(order.status));
  return (
    <>
      <PageHeader
        title="Anlieferungen"
        breadcrumbs={[{ label: projectName, href: paths.projectDashboard(projectId) }, { label: 'Anlieferungen' }]}
      />
      {orders.isPending ? (
        <ListSkeleton />
      ) : approved.length === 0 ? (
        <EmptyState
          title="Es wurde noch keine Bestellung freigegeben."
          description="Sobald eine Bestellung freigegeben ist, erscheinen hier ihre Anlieferungen."
        />
      ) : (
        <CollapsibleSections ids={approved.map((order) => order.orderId)} defaultOpen={false}>
          {approved.map((order) => (
            <CollapsibleSection
              key={order.orderId}
              id={order.orderId}
              title={`${order.orderNumber} · ${order.materialClassLabel ?? order.materialClass}`}
              count={{ value: order.deliveryCount, noun: ['Anlieferung', 'Anlieferungen'] }}
              meta={<DeliveryProgress order={order} compact className="w-full md:w-80" />}
            >
              <div className="space-y-4 px-4 py-4 sm:px-5">
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <OrderStatusBadge status={order.status} />
                  <Link
                    to={paths.orderDetail(projectId, order.orderId)}
                    className="text-sm font-medium text-brand-700 hover:underline"
                  >
                    Bestellung einsehen
                  </Link>
                </div>
                <DeliveryProgress order={order} />
                <DeliveriesTable projectId={projectId} orderId={order.orderId} deliveries={order.deliveries ?? []} />
              </div>
            </CollapsibleSection>
          ))}
        </CollapsibleSections>
      )}
    </>
  );
}
