// On the Einbautabelle page: the cover sheet of § 25 Abs. 3 EBV — download the current one, or
// (project manager, admin) generate it anew from the project's data.
import { FileDown, FileText } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { toast } from '@/components/ui/toast-store';
import { errorMessage } from '@/lib/api-client';
import { useCan } from '@/lib/can';
import { formatDateTime } from '@/lib/format';
import { useCoverSheet, useGenerateCoverSheet } from './api';

export function CoverSheetCard({ projectId, exemption }: { projectId: string; exemption: string | null }) {
  const allowed = useCan(projectId);
  const coverSheet = useCoverSheet(projectId);
  const generate = useGenerateCoverSheet(projectId);
  const create = async () => {
    try {
      await generate.mutateAsync();
      toast.success('Das Deckblatt wurde erstellt');
    } catch (error) {
      toast.error('Das Deckblatt konnte nicht erstellt werden', errorMessage(error));
    }
  };
  const current = coverSheet.data ?? null;
  return (
    <Card>
      <CardHeader
        title="Deckblatt nach § 25 Abs. 3 EBV"
        description="Verwender, Bauherr, Anlieferungen, Lageskizze, Einbauweisen und Grundwasserdeckschicht aus den Projektdaten."
      />
      <CardBody className="space-y-3">
        {exemption ? <p className="text-sm text-slate-700">{exemption}</p> : null}
        {current ? (
          <p className="text-sm text-slate-600">
            Erstellt am {formatDateTime(current.generatedAt)}
            {current.generatedBy ? ` von ${current.generatedBy.name}` : ''} · umfasst {current.coveredFileCount}{' '}
            Lieferschein-Dokumente
          </p>
        ) : (
          <p className="text-sm text-slate-500">Es wurde noch kein Deckblatt erstellt.</p>
        )}
        <div className="flex flex-col gap-2 sm:flex-row">
          {current ? (
            <Button asChild variant="secondary">
              <a href={current.file.url} target="_blank" rel="noreferrer">
                <FileDown aria-hidden />
                Deckblatt herunterladen
              </a>
            </Button>
          ) : null}
          {allowed('generateEbvDocuments') ? (
            <Button onClick={create} isLoading={generate.isPending}>
              <FileText aria-hidden />
              {current ? 'Deckblatt neu erstellen' : 'Deckblatt erstellen'}
            </Button>
          ) : null}
        </div>
      </CardBody>
    </Card>
  );
}
