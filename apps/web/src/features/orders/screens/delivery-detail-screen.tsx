import { siteTimeText } from '@baustellendoku/domain';
// /orders/:orderId/delivery/:deliveryId — every field of the delivery; empty values read
// "Keine Angabe" (spec part 3 §2 "Delivery detail").
import { useParams } from 'react-router';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { DetailList } from '@/components/ui/detail-list';
import { DeliveryNoteDuty } from '@/features/admissibility';
import { PageHeader } from '@/components/ui/page-header';
import { formatDate, formatDateTime, formatTonsToKg } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useDelivery, useOrder } from '../api';
import { fileLinksValue } from '@/components/ui/file-links';
import { ProjectObjectGate, ProjectRuleGate } from '@/components/project-rule-gate';
import type { Delivery } from '../types';

export function DeliveryDetailScreen() {
  const { projectId = '', orderId = '', deliveryId = '' } = useParams();
  return (
    <ProjectRuleGate projectId={projectId} rule="accessOrders">
      {(project) => (
        <DeliveryDetail projectId={projectId} projectName={project.name} orderId={orderId} deliveryId={deliveryId} />
      )}
    </ProjectRuleGate>
  );
}

type DeliveryDetailProps = { projectId: string; projectName: string; orderId: string };

function DeliveryDetail({ deliveryId, ...props }: DeliveryDetailProps & { deliveryId: string }) {
  return (
    <ProjectObjectGate projectId={props.projectId} query={useDelivery(props.orderId, deliveryId)}>
      {(data) => <DeliveryDetailContent {...props} data={data} />}
    </ProjectObjectGate>
  );
}

function DeliveryDetailContent({ projectId, projectName, orderId, data }: DeliveryDetailProps & { data: Delivery }) {
  const order = useOrder(orderId);
  const orderNumber = order.data?.orderNumber ?? 'Bestellung';
  return (
    <div className="max-w-4xl">
      <PageHeader
        title={`Anlieferung Charge ${data.number}`}
        description={
          order.data
            ? `Bestellung ${order.data.orderNumber} · ${order.data.materialClassLabel ?? order.data.materialClass}`
            : undefined
        }
        breadcrumbs={[
          { label: projectName, href: paths.projectDashboard(projectId) },
          { label: 'Bestellungen', href: paths.orders(projectId) },
          { label: orderNumber, href: paths.orderDetail(projectId, orderId) },
          { label: `Charge ${data.number}` },
        ]}
      />
      {order.data ? (
        <div className="mb-5">
          <DeliveryNoteDuty projectId={projectId} materialClass={order.data.materialClass} />
        </div>
      ) : null}
      <Card>
        <CardHeader title="Anlieferung" />
        <CardBody>
          <DetailList
            items={[
              { label: 'Charge', value: String(data.number) },
              { label: 'Menge', value: formatTonsToKg(data.amountInTons), numeric: true },
              { label: 'Lieferdatum', value: formatDate(data.deliveryDate) },
              { label: 'Referenz (Lieferschein)', value: data.reference },
              { label: 'Erfasst von', value: data.createdBy?.name },
              { label: 'Erfasst am', value: siteTimeText(data.recordedAt, data.createdAt, formatDateTime) },
              { label: 'Kommentar', value: data.comment, wide: true },
              { label: 'Dokumente', value: fileLinksValue(data.attachmentDocuments), wide: true },
            ]}
          />
        </CardBody>
      </Card>
    </div>
  );
}
