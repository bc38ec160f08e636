// /orders/:orderId — status, approval or rejection, planning data and deliveries with progress
// (spec part 3 §2 "Order detail"); every action only as the rule table allows it.
import { useState } from 'react';
import { Link } from 'react-router';
import { ClipboardCheck, Pencil, Power, PowerOff, Truck } from 'lucide-react';
import { optionLabel } from '@baustellendoku/domain';
import { AuditDetailsCard } from '@/components/audit-details-card';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DetailList } from '@/components/ui/detail-list';
import { PageHeader } from '@/components/ui/page-header';
import { toast } from '@/components/ui/toast-store';
import { errorMessage } from '@/lib/api-client';
import { useCan } from '@/lib/can';
import { formatTonsToKg } from '@/lib/format';
import { PendingEntries } from '@/components/outbox-parts';
import { paths } from '@/lib/paths';
import { useToggleOrder } from '../api';
import { DecisionInformation } from '../components/decision-information';
import { fileLinksValue } from '@/components/ui/file-links';
import { DeliveriesTable, DeliveryProgress, OrderStatusBadge } from '../components/order-parts';
import { OrderGate } from '../components/order-gate';
import type { Order } from '../types';

export function OrderDetailScreen() {
  return (
    <OrderGate>
      {(project, data) => <OrderDetailContent projectId={project.projectId} projectName={project.name} data={data} />}
    </OrderGate>
  );
}

function OrderDetailContent({ projectId, projectName, data }: { projectId: string; projectName: string; data: Order }) {
  return (
    <>
      <OrderHeader projectId={projectId} projectName={projectName} order={data} />
      <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-5">
          <DeliveriesCard projectId={projectId} order={data} />
          <PlanningCard order={data} />
        </div>
        <div className="space-y-5">
          <DecisionInformation order={data} />
          <AuditDetailsCard record={data} createdVerb="Angelegt" />
        </div>
      </div>
    </>
  );
}

function OrderHeader({ projectId, projectName, order }: { projectId: string; projectName: string; order: Order }) {
  const allowed = useCan(projectId);
  const toggle = useToggleOrder(projectId, order.orderId);
  const runToggle = async (action: 'activate' | 'deactivate') => {
    try {
      await toggle.mutateAsync(action);
      toast.success(action === 'activate' ? 'Bestellung wurde aktiviert' : 'Bestellung wurde deaktiviert');
    } catch (error) {
      toast.error(
        action === 'activate'
          ? 'Die Bestellung konnte nicht aktiviert werden'
          : 'Die Bestellung konnte nicht deaktiviert werden',
        errorMessage(error),
      );
      throw error;
    }
  };
  const deliveryLink = allowed('createDelivery', order.status) ? (
    <Button asChild>
      <Link to={paths.createDelivery(projectId, order.orderId)}>
        <Truck aria-hidden />
        Anlieferung erfassen
      </Link>
    </Button>
  ) : null;
  const approveLink = allowed('approveOrder', order.status) ? (
    <Button asChild variant={deliveryLink ? 'secondary' : 'primary'}>
      <Link to={paths.approveOrder(projectId, order.orderId)}>
        <ClipboardCheck aria-hidden />
        Prüfen & freigeben
      </Link>
    </Button>
  ) : null;
  const primary = deliveryLink ?? approveLink ?? undefined;
  const secondary = (
    <div className="flex flex-wrap justify-end gap-2">
      {primary === deliveryLink ? approveLink : null}
      {allowed('editOrder', order.status) ? (
        <Button asChild variant="secondary">
          <Link to={paths.editOrder(projectId, order.orderId)}>
            <Pencil aria-hidden />
            Bearbeiten
          </Link>
        </Button>
      ) : null}
      {allowed('deactivateOrder', order.status) ? (
        <ConfirmDialog
          trigger={
            <Button variant="danger-outline">
              <PowerOff aria-hidden />
              Deaktivieren
            </Button>
          }
          title="Bestellung deaktivieren?"
          description="Solange die Bestellung deaktiviert ist, können keine Anlieferungen erfasst und keine Einbauten dazu dokumentiert werden. Sie kann jederzeit wieder aktiviert werden."
          confirmLabel="Deaktivieren"
          tone="danger"
          onConfirm={() => runToggle('deactivate')}
        />
      ) : null}
      {allowed('activateOrder', order.status) ? (
        <Button
          variant="secondary"
          isLoading={toggle.isPending}
          onClick={() => runToggle('activate').catch(() => undefined)}
        >
          <Power aria-hidden />
          Aktivieren
        </Button>
      ) : null}
    </div>
  );
  return (
    <PageHeader
      title={`Bestellung ${order.orderNumber}`}
      badge={<OrderStatusBadge status={order.status} />}
      breadcrumbs={[
        { label: projectName, href: paths.projectDashboard(projectId) },
        { label: 'Bestellungen', href: paths.orders(projectId) },
        { label: order.orderNumber },
      ]}
      action={primary}
      secondaryActions={secondary}
    />
  );
}

/** Beyond this many deliveries the list starts collapsed, so approval and details stay in reach on a phone. */
const COLLAPSED_DELIVERIES = 5;

function DeliveriesCard({ projectId, order }: { projectId: string; order: Order }) {
  const deliveries = order.deliveries ?? [];
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? deliveries : deliveries.slice(0, COLLAPSED_DELIVERIES);
  return (
    <Card>
      <CardHeader
        title="Anlieferungen"
        description={`${deliveries.length} ${deliveries.length === 1 ? 'Anlieferung' : 'Anlieferungen'} erfasst`}
      />
      <CardBody className="space-y-4">
        <DeliveryProgress order={order} />
        <PendingEntries scope={`order:${order.orderId}`} />
        <DeliveriesTable projectId={projectId} orderId={order.orderId} deliveries={shown} />
        {deliveries.length > COLLAPSED_DELIVERIES ? (
          <Button variant="secondary" className="w-full sm:w-auto" onClick={() => setExpanded((value) => !value)}>
            {expanded ? 'Weniger anzeigen' : `Alle ${deliveries.length} Anlieferungen anzeigen`}
          </Button>
        ) : null}
      </CardBody>
    </Card>
  );
}

function PlanningCard({ order }: { order: Order }) {
  return (
    <Card>
      <CardHeader title="Planungsdaten" />
      <CardBody>
        <DetailList
          items={[
            { label: 'Anlieferungsnummer', value: order.orderNumber },
            { label: 'Lieferant', value: order.carrier },
            { label: 'Herkunft des Materials', value: order.materialOrigin, wide: true },
            { label: 'Materialklasse', value: order.materialClassLabel ?? order.materialClass, wide: true },
            { label: 'Angemeldete Menge', value: formatTonsToKg(order.declaredQuantityInTons), numeric: true },
            {
              label: 'Freigabe durch Gutachter erforderlich',
              value: order.approvalByAppraiserRequired ? 'Ja' : 'Nein',
            },
            {
              label: 'Abfallschlüssel (AVV)',
              value: optionLabel('disposalCode', order.disposalCode) ?? order.disposalCode,
              wide: true,
            },
            { label: 'Kommentar', value: order.comment, wide: true },
            { label: 'Dokumente', value: fileLinksValue(order.attachmentDocuments), wide: true },
          ]}
        />
      </CardBody>
    </Card>
  );
}
