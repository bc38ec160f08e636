// /orders/:orderId/approve — the appraiser approves (optional comment) or rejects (mandatory
// comment, final) an order in review (spec part 3 §2 "Approve order", §5).
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { CheckCircle2, XCircle } from 'lucide-react';
import {
  approveNotAdmissibleOrderSchema,
  approveOrderSchema,
  isNotAdmissibleAnywhere,
  rejectOrderSchema,
} from '@baustellendoku/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DetailList } from '@/components/ui/detail-list';
import { Form } from '@/components/ui/form';
import { PageHeader } from '@/components/ui/page-header';
import { TextareaField } from '@/components/ui/text-fields';
import { submitHandler, useDomainForm } from '@/lib/domain-form';
import { formatTonsToKg } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useDecideOrder, type OrderDecision } from '../api';
import { OrderStatusBadge } from '../components/order-parts';
import { OrderGate } from '../components/order-gate';
import type { Order } from '../types';
import { MaterialAdmissibility, useMaterialAdmissibility } from '@/features/admissibility';
import { ConfirmNotAdmissibleField } from '@/features/admissibility/forms';

type CommentForm = { comment: string; confirmNotAdmissible?: boolean };
type CommentOutput = { comment?: string; confirmNotAdmissible?: boolean };

export function ApproveOrderScreen() {
  return (
    <OrderGate rule="approveOrder">
      {(project, order) => <ApproveOrder projectId={project.projectId} projectName={project.name} order={order} />}
    </OrderGate>
  );
}

function ApproveOrder({ projectId, projectName, order }: { projectId: string; projectName: string; order: Order }) {
  const verdicts = useMaterialAdmissibility(projectId, order.materialClass);
  const needsConfirmation = isNotAdmissibleAnywhere(verdicts.data ?? []);
  return (
    <div className="max-w-4xl">
      <PageHeader
        title="Prüfen & freigeben"
        badge={<OrderStatusBadge status={order.status} />}
        breadcrumbs={[
          { label: projectName, href: paths.projectDashboard(projectId) },
          { label: 'Bestellungen', href: paths.orders(projectId) },
          { label: order.orderNumber, href: paths.orderDetail(projectId, order.orderId) },
          { label: 'Prüfen & freigeben' },
        ]}
      />
      <div className="space-y-5">
        <Card>
          <CardHeader title="Bestellung" />
          <CardBody>
            <DetailList
              items={[
                { label: 'Anlieferungsnummer', value: order.orderNumber },
                { label: 'Angemeldete Menge', value: formatTonsToKg(order.declaredQuantityInTons), numeric: true },
                { label: 'Materialklasse', value: order.materialClassLabel ?? order.materialClass, wide: true },
              ]}
            />
          </CardBody>
        </Card>
        <MaterialAdmissibility projectId={projectId} materialClass={order.materialClass} />
        <div className="grid items-start gap-5 md:grid-cols-2">
          <DecisionForm
            key={needsConfirmation ? 'confirm' : 'plain'}
            projectId={projectId}
            order={order}
            decision="approve"
            needsConfirmation={needsConfirmation}
          />
          <DecisionForm projectId={projectId} order={order} decision="reject" />
        </div>
      </div>
    </div>
  );
}

const texts = {
  approve: {
    title: 'Freigeben',
    description: 'Das Material darf angeliefert werden.',
    label: 'Kommentar',
    button: 'Bestellung freigeben',
    toast: 'Die Bestellung wurde freigegeben',
    failed: 'Die Bestellung konnte nicht freigegeben werden',
  },
  reject: {
    title: 'Ablehnen',
    description:
      'Die Ablehnung ist endgültig: Die Bestellung kann danach nicht mehr bearbeitet werden und es können keine Anlieferungen erfasst werden.',
    label: 'Begründung',
    button: 'Bestellung ablehnen',
    toast: 'Die Bestellung wurde abgelehnt',
    failed: 'Die Bestellung konnte nicht abgelehnt werden',
  },
} as const;

function DecisionForm({
  projectId,
  order,
  decision,
  needsConfirmation = false,
}: {
  projectId: string;
  order: Order;
  decision: OrderDecision;
  /** The material is admissible in none of the project's Einbauweisen: confirmation and comment required. */
  needsConfirmation?: boolean;
}) {
  const navigate = useNavigate();
  const decide = useDecideOrder(projectId, order.orderId);
  const [confirming, setConfirming] = useState<CommentOutput | null>(null);
  const schema =
    decision === 'reject'
      ? rejectOrderSchema
      : needsConfirmation
        ? approveNotAdmissibleOrderSchema
        : approveOrderSchema;
  const form = useDomainForm<CommentForm, CommentOutput>(schema, {
    comment: '',
    ...(needsConfirmation ? { confirmNotAdmissible: false } : {}),
  });
  const text = texts[decision];
  const send = submitHandler(
    form,
    (values) =>
      decide.mutateAsync({ decision, comment: values.comment, confirmNotAdmissible: values.confirmNotAdmissible }),
    { success: text.toast, failure: text.failed, then: () => navigate(paths.orderDetail(projectId, order.orderId)) },
  );
  // Rejection is final, so it asks once more; approval is sent at once.
  const submit = (values: CommentOutput) => (decision === 'reject' ? setConfirming(values) : send(values));
  const Icon = decision === 'approve' ? CheckCircle2 : XCircle;
  return (
    <Card>
      <CardHeader
        title={
          <span className="flex items-center gap-2">
            <Icon
              className={decision === 'approve' ? 'size-4 text-success-700' : 'size-4 text-danger-600'}
              aria-hidden
            />
            {text.title}
          </span>
        }
        description={decision === 'approve' ? text.description : undefined}
      />
      <CardBody>
        <Form form={form} onSubmit={submit} className="space-y-4">
          {decision === 'reject' ? <Alert tone="warning">{text.description}</Alert> : null}
          {needsConfirmation ? <ConfirmNotAdmissibleField /> : null}
          <TextareaField
            name="comment"
            label={text.label}
            rows={4}
            required={decision === 'reject' || needsConfirmation}
          />
          <Button
            type="submit"
            variant={decision === 'approve' ? 'primary' : 'danger'}
            isLoading={decide.isPending}
            className="w-full sm:w-auto"
          >
            {text.button}
          </Button>
        </Form>
        {decision === 'reject' ? (
          <ConfirmDialog
            open={confirming !== null}
            onOpenChange={(open) => (open ? undefined : setConfirming(null))}
            title="Bestellung endgültig ablehnen?"
            description={`Die Bestellung ${order.orderNumber} wird abgelehnt. Das kann nicht rückgängig gemacht werden.`}
            confirmLabel="Endgültig ablehnen"
            tone="danger"
            onConfirm={() => send(confirming ?? {})}
          />
        ) : null}
      </CardBody>
    </Card>
  );
}
