// /orders/:orderId/delivery/new — "Anlieferung erfassen (Charge n+1)" where n is the order's
// deliveryCount (spec part 3 §2 "Record delivery", §5, §9).
import { useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import {
  deliverySchema,
  requiringReceiverSignature,
  type DeliveryImport,
  type DeliveryImportLine,
  type DeliveryInput,
} from '@baustellendoku/domain';
import { Button } from '@/components/ui/button';
import { Card, CardBody } from '@/components/ui/card';
import { DateField } from '@/components/ui/date-field';
import { DetailList } from '@/components/ui/detail-list';
import { FileUploadField } from '@/components/ui/file-upload-field';
import { Form, FormActions, FormSection } from '@/components/ui/form';
import { NumberField } from '@/components/ui/number-field';
import { PageHeader } from '@/components/ui/page-header';
import { ReceiptSignatureField, type SignatureValue } from '@/components/receipt-signature-field';
import { TextareaField, TextField } from '@/components/ui/text-fields';
import { submitHandler, useDomainForm } from '@/lib/domain-form';
import { formatTonsToKg, toIsoDate } from '@/lib/format';
import type { UploadedFile } from '@/lib/upload-file';
import { paths } from '@/lib/paths';
import { useCurrentUser } from '@/lib/session';
import type { Project } from '@/lib/queries/projects';
import { draftFormValues, sentOrQueued } from '@/lib/outbox/use-outbox';
import { useDeliveryEntry } from '../api';
import { DeliveryNoteImport } from '../components/delivery-note-import';
import { DeliveryProgress } from '../components/order-parts';
import { OrderGate } from '../components/order-gate';
import type { Order } from '../types';

type DeliveryFormValues = {
  deliveryDate: string | null;
  amountInTons: number | null;
  comment: string;
  reference: string;
  attachmentDocuments: UploadedFile[];
  signatures: SignatureValue[];
};

/** What the form's comment takes from an imported note: the material and the vehicle (no fields of their own). */
export const importedComment = (note: DeliveryImport, line: DeliveryImportLine | null) =>
  [
    line?.material &&
      `Material laut Lieferschein: ${line.material}${line.articleNumber ? ` (Art.-Nr. ${line.articleNumber})` : ''}`,
    note.vehicleRegistration && `Kennzeichen: ${note.vehicleRegistration}`,
  ]
    .filter(Boolean)
    .join('\n');

/** Title of the screen: the next Charge number is deliveryCount + 1 ("Anlieferung erfassen (Charge n+1)"). */
export const createDeliveryTitle = (deliveryCount: number) => `Anlieferung erfassen (Charge ${deliveryCount + 1})`;

export function CreateDeliveryScreen() {
  return (
    <OrderGate rule="createDelivery">
      {(project, order) => <CreateDelivery project={project} order={order} />}
    </OrderGate>
  );
}

function CreateDelivery({ project, order }: { project: Project; order: Order }) {
  const { projectId, name: projectName } = project;
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  // „Unterschrift bei Lieferungen verlangen“: the screen requires the receiver's signature (decision 0690).
  const signatureRequired = project.attributes.isDeliverySignatureRequired;
  const schema = useMemo(() => requiringReceiverSignature(deliverySchema, signatureRequired), [signatureRequired]);
  // Kept on the device without a connection, photos downscaled, and sent later (decision 0390).
  const create = useDeliveryEntry(projectId, order);
  const form = useDomainForm<DeliveryFormValues, DeliveryInput>(
    schema,
    create.draft
      ? draftFormValues<DeliveryFormValues>(create.draft)
      : {
          deliveryDate: toIsoDate(new Date()),
          amountInTons: null,
          comment: '',
          reference: '',
          attachmentDocuments: [],
          signatures: [],
        },
  );
  // The comment the last import wrote: a new import replaces it, but never what the user typed.
  const lastImported = useRef('');
  function takeImport(note: DeliveryImport, line: DeliveryImportLine | null) {
    const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    form.setValue('deliveryDate', note.deliveryDate, options);
    form.setValue('reference', note.reference, options);
    if (line?.amountInTons) form.setValue('amountInTons', Number(line.amountInTons), options);
    const documents = form.getValues('attachmentDocuments');
    if (!documents.some((document) => document.id === note.file.id)) {
      form.setValue('attachmentDocuments', [...documents, note.file], options);
    }
    const comment = form.getValues('comment');
    const imported = importedComment(note, line);
    const own = comment === lastImported.current ? '' : comment.replace(lastImported.current, '').trim();
    form.setValue('comment', [own, imported].filter(Boolean).join('\n'), options);
    lastImported.current = imported;
  }
  const submit = submitHandler(form, (values) => create.send(values, form.getValues()), {
    success: sentOrQueued((saved) => `Anlieferung (Charge ${saved.number}) wurde erfasst`),
    failure: 'Die Anlieferung konnte nicht erfasst werden',
    then: () => navigate(paths.orderDetail(projectId, order.orderId)),
  });
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
              { label: 'Angemeldete Menge', value: formatTonsToKg(order.declaredQuantityInTons), numeric: true },
            ]}
          />
          <DeliveryProgress order={order} />
        </CardBody>
      </Card>
      <Form form={form} onSubmit={submit}>
        <FormSection title="Anlieferung">
          <DeliveryNoteImport orderId={order.orderId} onImported={takeImport} />
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
            hint="Mindestens ein Dokument, z. B. der Lieferschein oder ein Foto davon"
            required
            keepOffline
            className="sm:col-span-2"
          />
          <ReceiptSignatureField
            required={signatureRequired}
            receiverName={`${user.name.firstName} ${user.name.lastName}`}
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
