// Create and edit an order (spec part 3 §2, §5): validated with the domain's orderFieldsSchema,
// which also drops an empty disposal code and empty optional texts before sending.
import { disposalCode, orderFieldsSchema, orderMaterialClass, type OrderFields } from '@baustellendoku/domain';
import { Button } from '@/components/ui/button';
import { FileUploadField } from '@/components/ui/file-upload-field';
import { Form, FormActions, FormSection } from '@/components/ui/form';
import { NumberField } from '@/components/ui/number-field';
import { SelectField } from '@/components/ui/select-fields';
import { TextareaField, TextField } from '@/components/ui/text-fields';
import { YesNoField } from '@/components/ui/yes-no-field';
import { useDomainForm } from '@/lib/domain-form';
import type { UploadedFile } from '@/lib/upload-file';
import type { Order } from '../types';
import { OrderFormAdmissibility } from '@/features/admissibility/forms';

export type OrderFormValues = {
  orderNumber: string;
  materialOrigin: string;
  carrier: string;
  materialClass: string | null;
  declaredQuantityInTons: number | null;
  approvalByAppraiserRequired: boolean;
  disposalCode: string | null;
  comment: string;
  attachmentDocuments: UploadedFile[];
};

export function orderFormValues(order?: Order): OrderFormValues {
  return {
    orderNumber: order?.orderNumber ?? '',
    materialOrigin: order?.materialOrigin ?? '',
    carrier: order?.carrier ?? '',
    materialClass: order?.materialClass ?? null,
    declaredQuantityInTons: order?.declaredQuantityInTons ?? null,
    // Spec part 3 §5: approval by an appraiser is required unless the user says otherwise.
    approvalByAppraiserRequired: order?.approvalByAppraiserRequired ?? true,
    disposalCode: order?.disposalCode ?? null,
    comment: order?.comment ?? '',
    attachmentDocuments: order?.attachmentDocuments ?? [],
  };
}

const materialClassOptions = orderMaterialClass.map((option) => ({ value: option.value, label: option.label }));
const disposalCodeOptions = disposalCode.map((option) => ({ value: option.value, label: option.label }));

export function useOrderForm(order?: Order) {
  return useDomainForm<OrderFormValues, OrderFields>(orderFieldsSchema, orderFormValues(order));
}

export function OrderForm({
  form,
  onSubmit,
  onCancel,
  submitLabel,
  notice,
}: {
  form: ReturnType<typeof useOrderForm>;
  onSubmit: (fields: OrderFields) => Promise<unknown>;
  onCancel: () => void;
  submitLabel: string;
  notice?: React.ReactNode;
}) {
  return (
    <Form form={form} onSubmit={onSubmit}>
      {notice}
      <FormSection title="Planungsdaten">
        <TextField name="orderNumber" label="Anlieferungsnummer" required />
        <TextField name="carrier" label="Lieferant" required />
        <TextareaField
          name="materialOrigin"
          label="Herkunft des Materials"
          rows={3}
          required
          className="sm:col-span-2"
        />
        <SelectField
          name="materialClass"
          label="Materialklasse"
          options={materialClassOptions}
          placeholder="Materialklasse wählen"
          required
          className="sm:col-span-2"
        />
        <OrderFormAdmissibility />
        <NumberField name="declaredQuantityInTons" label="Angemeldete Menge" unit="t" required />
        <YesNoField name="approvalByAppraiserRequired" label="Freigabe durch Gutachter erforderlich" required />
        <SelectField
          name="disposalCode"
          label="Abfallschlüssel (AVV)"
          options={disposalCodeOptions}
          placeholder="Kein Abfallschlüssel"
          allowEmpty
          hint="Optional, Schlüssel nach der Abfallverzeichnis-Verordnung"
          className="sm:col-span-2"
        />
      </FormSection>
      <FormSection title="Ergänzungen">
        <TextareaField name="comment" label="Kommentar" rows={3} className="sm:col-span-2" />
        <FileUploadField
          name="attachmentDocuments"
          label="Dokumente"
          hint="Optional, z. B. Analysen oder Lieferverträge"
          className="sm:col-span-2"
        />
      </FormSection>
      <FormActions>
        <Button variant="secondary" onClick={onCancel} disabled={form.formState.isSubmitting}>
          Abbrechen
        </Button>
        <Button type="submit" isLoading={form.formState.isSubmitting}>
          {submitLabel}
        </Button>
      </FormActions>
    </Form>
  );
}
