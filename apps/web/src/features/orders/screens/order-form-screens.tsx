// /orders/new and /orders/:orderId/edit (spec part 3 §2 "Create and edit order").
import { useNavigate, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { PageHeader } from '@/components/ui/page-header';
import { submitHandler } from '@/lib/domain-form';
import { paths } from '@/lib/paths';
import { useSaveOrder } from '../api';
import { OrderForm, useOrderForm } from '../components/order-form';
import { ProjectRuleGate } from '@/components/project-rule-gate';
import { OrderGate } from '../components/order-gate';
import type { Order } from '../types';

export function CreateOrderScreen() {
  const { projectId = '' } = useParams();
  return (
    <ProjectRuleGate projectId={projectId} rule="createOrder">
      {(project) => <OrderEditor projectId={projectId} projectName={project.name} />}
    </ProjectRuleGate>
  );
}

export function EditOrderScreen() {
  // Rejected, deactivated or delivered orders can no longer be edited (rule table).
  return (
    <OrderGate rule="editOrder">
      {(project, order) => <OrderEditor projectId={project.projectId} projectName={project.name} order={order} />}
    </OrderGate>
  );
}

function OrderEditor({ projectId, projectName, order }: { projectId: string; projectName: string; order?: Order }) {
  const navigate = useNavigate();
  const form = useOrderForm(order);
  const save = useSaveOrder(projectId, order?.orderId);
  const title = order ? 'Bestellung bearbeiten' : 'Neue Bestellung anlegen';
  const submit = submitHandler(form, save.mutateAsync, {
    success: order ? 'Bestellung wurde aktualisiert' : 'Bestellung wurde angelegt',
    failure: 'Die Bestellung konnte nicht gespeichert werden',
    then: (saved) => navigate(paths.orderDetail(projectId, saved.orderId)),
  });
  const breadcrumbs = [
    { label: projectName, href: paths.projectDashboard(projectId) },
    { label: 'Bestellungen', href: paths.orders(projectId) },
    ...(order ? [{ label: order.orderNumber, href: paths.orderDetail(projectId, order.orderId) }] : []),
    { label: order ? 'Bearbeiten' : 'Neue Bestellung' },
  ];
  // An approved order that needs approval goes back to review when saved (workflows.md).
  const notice =
    order?.status === 'approved' && order.approvalByAppraiserRequired ? (
      <Alert tone="warning" title="Die Freigabe muss erneut geprüft werden">
        Diese Bestellung ist bereits freigegeben. Nach dem Speichern wird sie erneut zur Prüfung vorgelegt.
      </Alert>
    ) : undefined;
  return (
    <div className="max-w-4xl">
      <PageHeader title={title} breadcrumbs={breadcrumbs} />
      <OrderForm
        form={form}
        onSubmit={submit}
        onCancel={() => navigate(order ? paths.orderDetail(projectId, order.orderId) : paths.orders(projectId))}
        submitLabel={order ? 'Änderungen speichern' : 'Bestellung anlegen'}
        notice={notice}
      />
    </div>
  );
}
