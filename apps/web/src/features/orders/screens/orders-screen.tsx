// /projects/:projectId/orders — orders grouped by phase (spec part 3 §2 "Orders list").
import { Link, useParams } from 'react-router';
import { ClipboardCheck, Eye, Plus, TableProperties } from 'lucide-react';
import { orderStatusGroups } from '@baustellendoku/domain';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { EmptyGroup, ListGroup } from '@/components/ui/list-group';
import { ExportMenu } from '@/components/export-menu';
import { PageHeader } from '@/components/ui/page-header';
import { ListEnd } from '@/components/ui/load-more';
import { SearchableList, useListSearch } from '@/components/ui/search-field';
import { useCan } from '@/lib/can';
import { shownCount, usePagedList } from '@/lib/queries/paged-list';
import { paths } from '@/lib/paths';
import { orderKey, orderPagesQuery } from '../api';
import { OrderStatusBadge } from '../components/order-parts';
import { ProjectRuleGate, QueryErrorScreen } from '@/components/project-rule-gate';
import type { Order } from '../types';
import { NotAdmissibleMark } from '@/features/admissibility';

export function OrdersScreen() {
  const { projectId = '' } = useParams();
  return (
    <ProjectRuleGate projectId={projectId} rule="accessOrders" showStored>
      {(project) => <OrdersList projectId={projectId} projectName={project.name} />}
    </ProjectRuleGate>
  );
}

function OrdersList({ projectId, projectName }: { projectId: string; projectName: string }) {
  const listSearch = useListSearch();
  const { search } = listSearch;
  // One paged list per group (spec part 3 §2), each searched on the server (decision 0380).
  const groups = [
    usePagedList(orderPagesQuery(projectId, 'planning', search), orderKey),
    usePagedList(orderPagesQuery(projectId, 'delivery', search), orderKey),
    usePagedList(orderPagesQuery(projectId, 'closed', search), orderKey),
  ] as const;
  const allowed = useCan(projectId);
  const createButton = allowed('createOrder') ? (
    <Button asChild>
      <Link to={paths.createOrder(projectId)}>
        <Plus aria-hidden />
        Neue Bestellung anlegen
      </Link>
    </Button>
  ) : undefined;
  const failed = groups.find((group) => group.isError);
  if (failed) return <QueryErrorScreen error={failed.error} />;
  return (
    <>
      <PageHeader
        title="Bestellungen"
        breadcrumbs={[{ label: projectName, href: paths.projectDashboard(projectId) }, { label: 'Bestellungen' }]}
        secondaryActions={
          <ExportMenu
            path="/order"
            query={{ projectId, search: search || undefined }}
            label="Bestellungen exportieren"
          />
        }
        action={
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button asChild variant="secondary">
              <Link to={paths.admissibility(projectId)}>
                <TableProperties aria-hidden />
                Einbautabelle
              </Link>
            </Button>
            {createButton}
          </div>
        }
      />
      <SearchableList
        search={listSearch}
        label="Bestellungen durchsuchen"
        placeholder="Anlieferungsnummer oder Lieferant"
        isPending={groups.some((group) => group.isPending)}
        isEmpty={groups.every((group) => group.rows.length === 0)}
        noEntries={
          <EmptyState
            title="Es wurde noch keine Bestellung angelegt."
            description={createButton ? 'Legen Sie die erste Bestellung an, um Anlieferungen zu erfassen.' : undefined}
          />
        }
        notFound={(search) => `Keine Bestellung gefunden für „${search}“.`}
        className="space-y-6"
      >
        {orderStatusGroups.map((group, index) => {
          const list = groups[index]!;
          return (
            <ListGroup key={group.key} id={`orders-${group.key}`} label={group.label} count={shownCount(list)}>
              {list.rows.length === 0 ? (
                <EmptyGroup>
                  {search ? 'Keine Treffer in diesem Bereich.' : 'Keine Bestellungen in diesem Bereich.'}
                </EmptyGroup>
              ) : (
                <OrdersTable projectId={projectId} rows={list.rows} />
              )}
              <ListEnd list={list} moreLabel="Weitere Bestellungen laden" />
            </ListGroup>
          );
        })}
      </SearchableList>
    </>
  );
}

function OrdersTable({ projectId, rows }: { projectId: string; rows: Order[] }) {
  const allowed = useCan(projectId);
  return (
    <DataTable
      virtual
      rows={rows}
      rowKey={(order) => order.orderId}
      caption="Bestellungen"
      columns={[
        {
          key: 'orderNumber',
          header: 'Anlieferungsnummer',
          primary: true,
          // Fixed widths keep the three group tables aligned with each other.
          className: 'md:w-44',
          cell: (order) => (
            <Link
              to={paths.orderDetail(projectId, order.orderId)}
              className="font-medium text-slate-900 hover:text-brand-700 hover:underline"
            >
              {order.orderNumber}
            </Link>
          ),
        },
        {
          key: 'materialClass',
          header: 'Materialklasse',
          cell: (order) => (
            <div className="flex flex-col items-start">
              {order.materialClassLabel ?? order.materialClass}
              <NotAdmissibleMark projectId={projectId} materialClass={order.materialClass} />
            </div>
          ),
          className: 'max-w-md',
        },
        {
          key: 'status',
          header: 'Status',
          cell: (order) => <OrderStatusBadge status={order.status} />,
          className: 'md:w-44',
        },
        {
          key: 'actions',
          header: <span className="sr-only">Aktionen</span>,
          align: 'right',
          className: 'md:w-96',
          cell: (order) => (
            <div className="flex flex-wrap justify-end gap-2">
              {allowed('approveOrder', order.status) ? (
                <Button asChild size="sm">
                  <Link to={paths.approveOrder(projectId, order.orderId)}>
                    <ClipboardCheck aria-hidden />
                    Prüfen & freigeben
                  </Link>
                </Button>
              ) : null}
              <Button asChild size="sm" variant="secondary">
                <Link to={paths.orderDetail(projectId, order.orderId)}>
                  <Eye aria-hidden />
                  Bestellung einsehen
                </Link>
              </Button>
            </div>
          ),
        },
      ]}
    />
  );
}
