// /orders/:orderId/delivery/new — "Anlieferung erfassen (Charge n+1)" where n is the order's
// deliveryCount (spec part 3 §2 "Record delivery", §5, §9).
import { useNavigate, useParams } from 'react-router';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { deliverySchema, type DeliveryInput } from '@baustellendoku/domain';
import { Button } from '@/components/ui/button';
import { Card, CardBody } from '@/components/ui/card';
import { DateField } from '@/components/ui/date-field';
import { DetailList } from '@/components/ui/detail-list';
import { FileUploadField } from '@/components/ui/file-upload-field';
import { Form, FormActions, FormSection } from '@/components/ui/form';
import { NumberField } from '@/components/ui/number-field';
import { PageHeader } from '@/components/ui/page-header';
import { PageSkeleton } from '@/components/ui/skeleton';
import { TextareaField, TextField } from '@/components/ui/text-fields';
import { toast } from '@/components/ui/toast-store';
import { errorMessage } from '@/lib/api-client';
import { useCan } from '@/lib/can';
import { formatTons, toIsoDate } from '@/lib/format';
import { applyServerViolations } from '@/lib/server-violations';
import type { UploadedFile } from '@/lib/upload-file';
import { paths } from '@/app/paths';
import { AccessDenied } from '@/app/shell/error-pages';
import { useCreateDelivery, useOrder } from '@/features/orders/api';
import { DeliveryProgress } from '@/features/orders/components/order-parts';
import { ProjectRuleGate, QueryErrorScreen } from '@/app/project-rule-gate';
import type { Order } from '@/features/orders/types';

type DeliveryFormValues = {
  deliveryDate: string | null;
  amountInTons: number | null;
  comment: string;
  reference: string;
  attachmentDocuments: UploadedFile[];
};

const resolver = zodResolver(deliverySchema) as unknown as Resolver<DeliveryFormValues, unknown, DeliveryInput>;

/** Title of the screen: the next Charge number is deliveryCount + 1 ("Anlieferung erfassen (Charge n+1)"). */
export const createDeliveryTitle = (deliveryCount: number) => `Anlieferung erfassen (Charge ${deliveryCount + 1})`;

export function CreateDeliveryScreen() {
  const { projectId = '', orderId = '' } = useParams();
  return (
    <ProjectRuleGate projectId={projectId} rule="accessOrders">
      {(project) => <CreateDeliveryLoader projectId={projectId} projectName={project.name} orderId={orderId} />}
    </ProjectRuleGate>
  );
}

function CreateDeliveryLoader({
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
  if (order.data.projectId !== projectId || !allowed('createDelivery', order.data.status)) return <AccessDenied />;
  return <CreateDelivery projectId={projectId} projectName={projectName} order={order.data} />;
}

function CreateDelivery({ projectId, projectName, order }: { projectId: string; projectName: string; order: Order }) {
  const navigate = useNavigate();
  const create = useCreateDelivery(projectId, order.orderId);
  const form = useForm<DeliveryFormValues, unknown, DeliveryInput>({
    resolver,
    defaultValues: {
      deliveryDate: toIsoDate(new Date()),
      amountInTons: null,
      comment: '',
      reference: '',
      attachmentDocuments: [],
    },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const submit = async (delivery: DeliveryInput) => {
    try {
      const saved = await create.mutateAsync(delivery);
      toast.success(`Anlieferung (Charge ${saved.number}) wurde erfasst`);
      navigate(paths.orderDetail(projectId, order.orderId));
    } catch (error) {
      if (!applyServerViolations(error, form.setError))
        toast.error('Die Anlieferung konnte nicht erfasst werden', errorMessage(error));
    }
  };
  const title = createDeliveryTitle(order.deliveryCount);
  return (
    <div className="max-w-4xl">
      <PageHeader
        title={title}
        breadcrumbs={[
          { label: projectName, href: paths.projectDashboard(projectId) },
          { label: 'Bestellungen', href: paths.orders(projectId) },
          { label: order.orderNumber, href: paths.orderDetail(projectId, order.orderId) },
          { label: 'Anlieferung erfassen' },
        ]}
      />
      <Card className="mb-5">
        <CardBody className="space-y-4">
          <DetailList
            items={[
              { label: 'Bestellung', value: order.orderNumber },
              { label: 'Materialklasse', value: order.materialClassLabel ?? order.materialClass },
              { label: 'Herkunft des Materials', value: order.materialOrigin, wide: true },
              { label: 'Angemeldete Menge', value: formatTons(order.declaredQuantityInTons, 3), numeric: true },
            ]}
          />
          <DeliveryProgress order={order} />
        </CardBody>
      </Card>
      <Form form={form} onSubmit={submit}>
        <FormSection title="Anlieferung">
          <DateField name="deliveryDate" label="Lieferdatum" required />
          <NumberField
            name="amountInTons"
            label="Menge"
            unit="t"
            hint="Bis zu 3 Nachkommastellen, z. B. 12,345"
            required
          />
          <TextField name="reference" label="Referenz (Lieferschein)" hint="Optional, z. B. die Lieferscheinnummer" />
          <TextareaField name="comment" label="Kommentar" rows={3} className="sm:col-span-2" />
          <FileUploadField
            name="attachmentDocuments"
            label="Dokumente"
            hint="Mindestens ein Dokument, z. B. der Lieferschein"
            required
            className="sm:col-span-2"
          />
        </FormSection>
        <FormActions>
          <Button
            variant="secondary"
            onClick={() => navigate(paths.orderDetail(projectId, order.orderId))}
            disabled={form.formState.isSubmitting}
          >
            Abbrechen
          </Button>
          <Button type="submit" isLoading={form.formState.isSubmitting}>
            Anlieferung erfassen
          </Button>
        </FormActions>
      </Form>
    </div>
  );
}
