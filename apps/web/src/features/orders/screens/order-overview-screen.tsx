// /order-overview — orders in the approved phase with their delivery progress, each expandable
// to its deliveries (spec part 3 §2 "Deliveries overview").
import { Link, useParams } from 'react-router';
import { CollapsibleSection, CollapsibleSections } from '@/components/ui/collapsible-sections';
import { EmptyState } from '@/components/ui/empty-state';
import { ExportMenu } from '@/components/export-menu';
import { PageHeader } from '@/components/ui/page-header';
import { ListEnd } from '@/components/ui/load-more';
import { SearchableList, useListSearch } from '@/components/ui/search-field';
import { usePagedList } from '@/lib/queries/paged-list';
import { paths } from '@/lib/paths';
import { orderKey, orderPagesQuery } from '../api';
import { DeliveriesTable, DeliveryProgress, OrderStatusBadge } from '../components/order-parts';
import { ProjectRuleGate, QueryErrorScreen } from '@/components/project-rule-gate';

export function OrderOverviewScreen() {
  const { projectId = '' } = useParams();
  return (
    <ProjectRuleGate projectId={projectId} rule="accessOrders">
      {(project) => <OrderOverview projectId={projectId} projectName={project.name} />}
    </ProjectRuleGate>
  );
}

/**
 * Orders of the approved phase (approved, in delivery), 20 at a time with their deliveries, and
 * searched by order number or carrier on the server (decision 0380).
 */
function OrderOverview({ projectId, projectName }: { projectId: string; projectName: string }) {
  const listSearch = useListSearch();
  const orders = usePagedList(orderPagesQuery(projectId, 'delivery', listSearch.search, true), orderKey);
  if (orders.isError) return <QueryErrorScreen error={orders.error} />;
  return (
    <>
      <PageHeader
        title="Anlieferungen"
        breadcrumbs={[{ label: projectName, href: paths.projectDashboard(projectId) }, { label: 'Anlieferungen' }]}
        secondaryActions={
          <ExportMenu
            path="/order"
            query={{ projectId, phase: 'delivery', withDelivery: true, search: listSearch.search || undefined }}
            label="Anlieferungen exportieren"
          />
        }
      />
      <SearchableList
        search={listSearch}
        label="Freigegebene Bestellungen durchsuchen"
        placeholder="Anlieferungsnummer oder Lieferant"
        isPending={orders.isPending}
        isEmpty={orders.rows.length === 0}
        noEntries={
          <EmptyState
            title="Es wurde noch keine Bestellung freigegeben."
            description="Sobald eine Bestellung freigegeben ist, erscheinen hier ihre Anlieferungen."
          />
        }
        notFound={(search) => `Keine freigegebene Bestellung gefunden für „${search}“.`}
      >
        <CollapsibleSections ids={orders.rows.map(orderKey)} defaultOpen={false}>
          {orders.rows.map((order) => (
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
          <ListEnd list={orders} moreLabel="Weitere Bestellungen laden" auto />
        </CollapsibleSections>
      </SearchableList>
    </>
  );
}
