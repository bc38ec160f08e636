// „Berichtigen“ on a delivery's detail (decision 0690): the delivery is never changed; a correction
// sends its fields again with a reason and becomes the next version, the former one stays with its
// signatures. The receiver signs the correction again when the project asks for signatures.
import {
  deliveryCorrectionSchema,
  requiringReceiverSignature,
  type DeliveryCorrectionInput,
} from '@baustellendoku/domain';
import { useMemo } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { DateField } from '@/components/ui/date-field';
import { FileUploadField } from '@/components/ui/file-upload-field';
import { Form, FormActions, FormSection } from '@/components/ui/form';
import { NumberField } from '@/components/ui/number-field';
import { TextareaField, TextField } from '@/components/ui/text-fields';
import { ReceiptSignatureField, type SignatureValue } from '@/components/receipt-signature-field';
import { submitHandler, useDomainForm } from '@/lib/domain-form';
import { useProject } from '@/lib/queries/projects';
import { useCurrentUser } from '@/lib/session';
import type { UploadedFile } from '@/lib/upload-file';
import { useCorrectDelivery } from '../api';
import type { Delivery } from '../types';

type CorrectionFormValues = {
  deliveryDate: string;
  amountInTons: number | null;
  comment: string;
  reference: string;
  attachmentDocuments: UploadedFile[];
  signatures: SignatureValue[];
  reason: string;
};

export function DeliveryCorrectionForm({
  projectId,
  orderId,
  delivery,
  onDone,
}: {
  projectId: string;
  orderId: string;
  delivery: Delivery;
  onDone: () => void;
}) {
  const { user } = useCurrentUser();
  const signatureRequired = useProject(projectId).data?.attributes.isDeliverySignatureRequired ?? false;
  const schema = useMemo(
    () => requiringReceiverSignature(deliveryCorrectionSchema, signatureRequired),
    [signatureRequired],
  );
  const correct = useCorrectDelivery(projectId, orderId, delivery.deliveryId);
  const form = useDomainForm<CorrectionFormValues, DeliveryCorrectionInput>(schema, {
    deliveryDate: delivery.deliveryDate,
    amountInTons: delivery.amountInTons,
    comment: delivery.comment ?? '',
    reference: delivery.reference ?? '',
    attachmentDocuments: delivery.attachmentDocuments,
    signatures: [],
    reason: '',
  });
  const submit = submitHandler(form, (values) => correct.mutateAsync(values), {
    success: (saved) => `Anlieferung wurde berichtigt (Version ${saved.version})`,
    failure: 'Die Anlieferung konnte nicht berichtigt werden',
    then: onDone,
  });
  return (
    <Card className="mt-5">
      <CardHeader
        title="Anlieferung berichtigen"
        description="Die bisherige Version bleibt mit ihren Unterschriften erhalten; die Berichtigung wird die neue Version."
      />
      <CardBody>
        <Form form={form} onSubmit={submit}>
          <FormSection title="Berichtigung">
            <TextareaField name="reason" label="Grund der Berichtigung" rows={2} required className="sm:col-span-2" />
            <DateField name="deliveryDate" label="Lieferdatum" required />
            <NumberField name="amountInTons" label="Menge" unit="t" hint="Bis zu 3 Nachkommastellen" required />
            <TextField name="reference" label="Referenz (Lieferschein)" />
            <TextareaField name="comment" label="Kommentar" rows={3} className="sm:col-span-2" />
            <FileUploadField name="attachmentDocuments" label="Dokumente" required className="sm:col-span-2" />
            <ReceiptSignatureField
              required={signatureRequired}
              receiverName={`${user.name.firstName} ${user.name.lastName}`}
            />
          </FormSection>
          <FormActions>
            <Button variant="secondary" onClick={onDone} disabled={form.formState.isSubmitting}>
              Abbrechen
            </Button>
            <Button type="submit" isLoading={form.formState.isSubmitting}>
              Berichtigung speichern
            </Button>
          </FormActions>
        </Form>
      </CardBody>
    </Card>
  );
}
