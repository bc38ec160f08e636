import { FileText } from 'lucide-react';
import { addSuitabilityDocumentsSchema, type Suitability } from '@baustellendoku/domain';
import { UploadDocumentsDialog } from '@/components/ui/upload-documents-dialog';
import { useAddSuitabilityDocuments } from './api';

/** "Dokument hinzufügen": the stored documents of a proof and an upload for more (at least one). */
export function AddDocumentsDialog({
  machineId,
  suitability,
  label,
}: {
  machineId: string;
  suitability: Suitability;
  label: string;
}) {
  const add = useAddSuitabilityDocuments(machineId, suitability.suitabilityId);
  return (
    <UploadDocumentsDialog
      id={`add-documents-${suitability.suitabilityId}`}
      title="Dokument hinzufügen"
      description={`Eignungsnachweis ${label}`}
      triggerLabel="Dokument hinzufügen"
      triggerProps={{ variant: 'secondary', size: 'sm' }}
      fieldLabel="Weitere Dokumente"
      schema={addSuitabilityDocumentsSchema}
      onSave={(documents) => add.mutateAsync(documents)}
      successMessage={`Der Eignungsnachweis für ${label} wurde aktualisiert`}
    >
      <div>
        <h3 className="mb-1.5 text-sm font-medium text-slate-800">Gespeicherte Dokumente</h3>
        <ul className="divide-y divide-slate-100 rounded-md border border-slate-200">
          {suitability.documents.map((document) => (
            <li key={document.id} className="flex items-center gap-2 px-3 py-2">
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
      </div>
    </UploadDocumentsDialog>
  );
}
