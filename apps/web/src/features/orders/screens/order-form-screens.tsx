// /orders/new and /orders/:orderId/edit (spec part 3 §2 "Create and edit order").
import { useNavigate, useParams } from 'react-router';
import type { OrderFields } from '@baustellendoku/domain';
import { Alert } from '@/components/ui/alert';
import { PageHeader } from '@/components/ui/page-header';
import { PageSkeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast-store';
import { errorMessage } from '@/lib/api-client';
import { useCan } from '@/lib/can';
import { applyServerViolations } from '@/lib/server-violations';
import { paths } from '@/app/paths';
import { AccessDenied } from '@/app/shell/error-pages';
import { useOrder, useSaveOrder } from '../api';
import { OrderForm, useOrderForm } from '../components/order-form';
import { ProjectRuleGate, QueryErrorScreen } from '@/app/project-rule-gate';
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
  const { projectId = '', orderId = '' } = useParams();
  return (
    <ProjectRuleGate projectId={projectId} rule="accessOrders">
      {(project) => <EditOrderLoader projectId={projectId} projectName={project.name} orderId={orderId} />}
    </ProjectRuleGate>
  );
}

function EditOrderLoader({
  projectId,
  projectName,
  orderId,
}: {
  projectId: string;
  projectName: string;
  orderId: string;
}) {
  const order = useOrder(orderId);
  const allowed = useCan(projectId);
  if (order.isPending) return <PageSkeleton />;
  if (order.isError) return <QueryErrorScreen error={order.error} />;
  // Rejected, deactivated or delivered orders can no longer be edited (rule table); an order of
  // another project is not shown under this one.
  if (order.data.projectId !== projectId || !allowed('editOrder', order.data.status)) return <AccessDenied />;
  return <OrderEditor projectId={projectId} projectName={projectName} order={order.data} />;
}

function OrderEditor({ projectId, projectName, order }: { projectId: string; projectName: string; order?: Order }) {
  const navigate = useNavigate();
  const form = useOrderForm(order);
  const save = useSaveOrder(projectId, order?.orderId);
  const title = order ? 'Bestellung bearbeiten' : 'Neue Bestellung anlegen';
  const submit = async (fields: OrderFields) => {
    try {
      const saved = await save.mutateAsync(fields);
      toast.success(order ? 'Bestellung wurde aktualisiert' : 'Bestellung wurde angelegt');
      navigate(paths.orderDetail(projectId, saved.orderId));
    } catch (error) {
      if (!applyServerViolations(error, form.setError))
        toast.error('Die Bestellung konnte nicht gespeichert werden', errorMessage(error));
    }
  };
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
