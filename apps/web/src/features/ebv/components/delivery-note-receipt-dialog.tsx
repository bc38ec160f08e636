// „Übergabe quittieren“ (decision 0691): the receiver of a recycled-material delivery note signs
// the handover on the phone (the driver may sign too), with the received quantity — the note's
// unless weighed otherwise. Saved through the outbox, so it works without a connection and arrives
// once, the signatures in the same request.
import {
  deliveryNoteReceiptSchema,
  type DeliveryNoteReceiptInput,
  type DeliveryNoteView,
} from '@baustellendoku/domain';
import { Button } from '@/components/ui/button';
import { DialogContent, DialogRoot } from '@/components/ui/dialog';
import { Form } from '@/components/ui/form';
import { NumberField } from '@/components/ui/number-field';
import { ReceiptSignatureField, type SignatureValue } from '@/components/receipt-signature-field';
import { submitHandler, useDomainForm } from '@/lib/domain-form';
import { formatTonsToKg } from '@/lib/format';
import { sentOrQueued } from '@/lib/outbox/use-outbox';
import { useCurrentUser } from '@/lib/session';
import { useDeliveryNoteReceiptEntry } from '../processing-api';

type ReceiptFormValues = { receivedQuantityInTons: number | null; signatures: SignatureValue[] };

export function DeliveryNoteReceiptDialog({
  projectId,
  note,
  open,
  onOpenChange,
}: {
  projectId: string;
  note: DeliveryNoteView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { user } = useCurrentUser();
  const entry = useDeliveryNoteReceiptEntry(projectId, note);
  const form = useDomainForm<ReceiptFormValues, DeliveryNoteReceiptInput>(deliveryNoteReceiptSchema, {
    receivedQuantityInTons: note.quantityInTons,
    signatures: [],
  });
  const submit = submitHandler(form, (values) => entry.send(values, form.getValues()), {
    success: sentOrQueued(`Die Übergabe des Lieferscheins Nr. ${note.number} wurde quittiert`),
    failure: 'Die Übergabe konnte nicht quittiert werden',
    then: () => onOpenChange(false),
  });
  const formId = `delivery-note-receipt-${note.deliveryNoteId}`;
  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={`Übergabe quittieren – Lieferschein Nr. ${note.number}`}
        description={`Liefermenge laut Lieferschein: ${formatTonsToKg(note.quantityInTons)}. Nach dem Speichern ist die Quittung endgültig.`}
        footer={
          <>
            <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={form.formState.isSubmitting}>
              Abbrechen
            </Button>
            <Button type="submit" form={formId} isLoading={form.formState.isSubmitting}>
              Quittung speichern
            </Button>
          </>
        }
      >
        <Form id={formId} form={form} onSubmit={submit}>
          <NumberField
            name="receivedQuantityInTons"
            label="Empfangene Menge"
            unit="t"
            hint="Bis zu 3 Nachkommastellen"
            required
          />
          <ReceiptSignatureField
            required
            receiverName={`${user.name.firstName} ${user.name.lastName}`}
            hint="Der Empfänger des Materials unterschreibt mit dem Finger, der Fahrer auf Wunsch auch."
          />
        </Form>
      </DialogContent>
    </DialogRoot>
  );
}
