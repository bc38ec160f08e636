import { siteTimeText } from '@baustellendoku/domain';
// /orders/:orderId/delivery/:deliveryId — every field of the delivery; empty values read
// "Keine Angabe" (spec part 3 §2 "Delivery detail").
import { lazy, Suspense, useState } from 'react';
import { useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { documentDownloadAction } from '@/components/document-download-button';
import { useCan } from '@/lib/can';
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
import { DeliveryVersions, SignatureList } from '../components/delivery-receipt';

// The correction form loads with its first use: reading a delivery needs no form code.
const DeliveryCorrectionForm = lazy(() =>
  import('../components/delivery-correction-form').then((module) => ({ default: module.DeliveryCorrectionForm })),
);

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
  const allowed = useCan(projectId);
  const [correcting, setCorrecting] = useState(false);
  const mayCorrect = order.data !== undefined && allowed('correctDelivery', order.data.status);
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
        action={documentDownloadAction({ url: data.receiptDocumentUrl })}
        secondaryActions={
          mayCorrect && !correcting ? (
            <Button variant="secondary" onClick={() => setCorrecting(true)}>
              Berichtigen
            </Button>
          ) : undefined
        }
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
              ...(data.correction
                ? [
                    {
                      label: `Version ${data.version}`,
                      value: `berichtigt am ${formatDateTime(data.correction.correctedAt)} durch ${
                        data.correction.correctedBy?.name ?? 'Unbekannt'
                      } – ${data.correction.reason}`,
                      wide: true,
                    },
                  ]
                : []),
            ]}
          />
        </CardBody>
      </Card>
      <Card className="mt-5">
        <CardHeader title="Quittung" />
        <CardBody>
          <SignatureList signatures={data.signatures} />
        </CardBody>
      </Card>
      {correcting ? (
        <Suspense fallback={null}>
          <DeliveryCorrectionForm
            projectId={projectId}
            orderId={orderId}
            delivery={data}
            onDone={() => setCorrecting(false)}
          />
        </Suspense>
      ) : null}
      <DeliveryVersions versions={data.previousVersions} />
    </div>
  );
}
