import { FileText, ShieldCheck } from 'lucide-react';
import {
  createSuitabilitySchema,
  optionLabel,
  optionLists,
  type Machine,
  type Suitability,
} from '@baustellendoku/domain';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { FileUploadField } from '@/components/ui/file-upload-field';
import { Form } from '@/components/ui/form';
import { SelectField } from '@/components/ui/select-fields';
import { submitHandler, useDomainForm } from '@/lib/domain-form';
import type { UploadedFile } from '@/lib/upload-file';
import { useAddSuitability, type SuitabilityPayload } from './api';
import { AddDocumentsDialog } from './add-documents-dialog';

type NewSuitabilityForm = { grainSizeAndQuality: string | null; documents: UploadedFile[] };

/** Material classes and grain sizes without a proof yet: each may be proven once per machine. */
export function unprovenOptions(machine: Pick<Machine, 'isSuitableFor'>) {
  const proven = new Set(machine.isSuitableFor);
  return optionLists.grainSizeAndQuality
    .filter((option) => !proven.has(option.value))
    .map(({ value, label }) => ({ value, label }));
}

/** "Eignungsnachweise": the inline add form and one card per proof with its documents. */
export function SuitabilitySection({ machine }: { machine: Machine }) {
  return (
    <section aria-labelledby="suitabilities-heading" className="space-y-4">
      <div>
        <h2 id="suitabilities-heading" className="text-lg font-semibold text-slate-900">
          Eignungsnachweise
        </h2>
        <p className="mt-0.5 text-sm text-slate-600">
          Je Materialklasse und Körnung ein Nachweis mit mindestens einem Dokument.
        </p>
      </div>
      {/* What exists first, then the form to add another (issue "Built for the site"). */}
      {machine.suitabilities.length === 0 ? (
        <EmptyState
          icon={ShieldCheck}
          title="Für diese Maschine liegt noch kein Eignungsnachweis vor."
          description="Wählen Sie unten Materialklasse und Körnung und laden Sie den Nachweis hoch."
        />
      ) : (
        <ul className="grid gap-3 md:grid-cols-2" aria-label="Eignungsnachweise">
          {machine.suitabilities.map((suitability) => (
            <SuitabilityCard key={suitability.suitabilityId} machine={machine} suitability={suitability} />
          ))}
        </ul>
      )}
      <NewSuitability machine={machine} />
    </section>
  );
}

function NewSuitability({ machine }: { machine: Machine }) {
  const add = useAddSuitability(machine.machineId);
  const form = useDomainForm<NewSuitabilityForm, SuitabilityPayload>(createSuitabilitySchema, {
    grainSizeAndQuality: null,
    documents: [],
  });
  const options = unprovenOptions(machine);
  const submit = submitHandler(form, add.mutateAsync, {
    success: (_, values) =>
      `Der Eignungsnachweis für ${optionLabel('grainSizeAndQuality', values.grainSizeAndQuality) ?? values.grainSizeAndQuality} wurde angelegt`,
    failure: 'Der Eignungsnachweis konnte nicht angelegt werden',
    then: () => form.reset({ grainSizeAndQuality: null, documents: [] }),
  });
  return (
    <Card>
      <CardHeader title="Eignungsnachweis hinzufügen" />
      <Form form={form} onSubmit={submit} className="space-y-4 px-4 py-4 sm:px-5">
        <SelectField
          name="grainSizeAndQuality"
          label="Materialklasse und Körnung"
          required
          options={options}
          placeholder={
            options.length === 0 ? 'Alle Körnungen sind nachgewiesen' : 'Materialklasse und Körnung auswählen'
          }
          disabled={options.length === 0}
        />
        <FileUploadField name="documents" label="Dokumente" required />
        <div className="flex justify-end">
          {/* Secondary: the page's one primary action is saving the machine. */}
          <Button
            type="submit"
            variant="secondary"
            isLoading={form.formState.isSubmitting}
            className="w-full sm:w-auto"
            disabled={options.length === 0}
          >
            Eignungsnachweis hinzufügen
          </Button>
        </div>
      </Form>
    </Card>
  );
}

function SuitabilityCard({ machine, suitability }: { machine: Machine; suitability: Suitability }) {
  const label = optionLabel('grainSizeAndQuality', suitability.grainSizeAndQuality) ?? suitability.grainSizeAndQuality;
  return (
    <li>
      <Card className="flex h-full flex-col">
        <CardHeader
          title={
            <span className="inline-flex items-center gap-2">
              <ShieldCheck className="size-4 text-success-700" aria-hidden />
              {label}
            </span>
          }
          description={`${suitability.documents.length} ${suitability.documents.length === 1 ? 'Dokument' : 'Dokumente'}`}
        />
        <ul className="flex-1 divide-y divide-slate-100 px-4 sm:px-5" aria-label={`Dokumente ${label}`}>
          {suitability.documents.map((document) => (
            <li key={document.id} className="flex items-center gap-2 py-2 text-sm">
              <FileText className="size-4 shrink-0 text-slate-500" aria-hidden />
              <a
                href={document.url}
                target="_blank"
                rel="noreferrer"
                className="min-w-0 truncate text-brand-700 hover:underline max-md:py-3"
              >
                {document.fileName}
              </a>
            </li>
          ))}
        </ul>
        <div className="flex justify-end border-t border-slate-100 px-4 py-3 sm:px-5">
          <AddDocumentsDialog machineId={machine.machineId} suitability={suitability} label={label} />
        </div>
      </Card>
    </li>
  );
}
