// "Lieferschein importieren" on the delivery form (issue 34 item 2, decision 0641): the supplier's
// UBL delivery note (XML, or a PDF carrying one) goes to the server, which reads it and keeps the
// file; its values fill the form for the user to check. With several lines the user picks one;
// a refusal shows the server's German reason here.
import { useRef, useState } from 'react';
import { FileUp } from 'lucide-react';
import type { DeliveryImport, DeliveryImportLine } from '@baustellendoku/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { formatTonsToKg } from '@/lib/format';
import { postFile } from '@/lib/upload-file';

const describeLine = (line: DeliveryImportLine) =>
  [
    `Pos. ${line.lineId}`,
    line.material ?? 'ohne Materialangabe',
    line.amountInTons === null ? 'ohne Menge' : formatTonsToKg(line.amountInTons),
  ].join(' · ');

export function DeliveryNoteImport({
  orderId,
  onImported,
}: {
  orderId: string;
  /** The note and the line to take (null while the user has not picked one of several). */
  onImported: (note: DeliveryImport, line: DeliveryImportLine | null) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<DeliveryImport | null>(null);
  const [picked, setPicked] = useState<string | null>(null);

  async function read(file: File) {
    setBusy(true);
    setError(null);
    setNote(null);
    try {
      const answer = await postFile<DeliveryImport>(`/order/${encodeURIComponent(orderId)}/delivery/import`, file);
      const only = answer.lines.length === 1 ? answer.lines[0]! : null;
      setNote(answer);
      setPicked(only?.lineId ?? null);
      onImported(answer, only);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  }

  function pick(line: DeliveryImportLine) {
    setPicked(line.lineId);
    onImported(note!, line);
  }

  return (
    <div className="space-y-3 sm:col-span-2">
      <input
        ref={input}
        type="file"
        accept=".xml,.pdf,application/xml,text/xml,application/pdf"
        className="sr-only"
        tabIndex={-1}
        aria-label="Lieferschein-Datei (XML oder PDF)"
        data-testid="delivery-note-import-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void read(file);
        }}
      />
      <Button variant="secondary" isLoading={busy} onClick={() => input.current?.click()}>
        <FileUp aria-hidden />
        Lieferschein importieren
      </Button>
      <p className="text-sm text-slate-600">
        Digitaler Lieferschein des Lieferanten (UBL-XML oder PDF mit eingebetteter XML): füllt die Felder zum Prüfen
        aus.
      </p>
      {error && (
        <Alert tone="danger" title="Der Lieferschein wurde nicht übernommen">
          {error}
        </Alert>
      )}
      {note && (
        <Alert tone="info" title={`Lieferschein ${note.reference}${note.supplier ? ` von ${note.supplier}` : ''}`}>
          {note.lines.length > 1 ? (
            <fieldset className="mt-2 space-y-2">
              <legend className="mb-1">
                Der Lieferschein hat {note.lines.length} Positionen. Welche ist diese Anlieferung?
              </legend>
              {note.lines.map((line) => (
                <Button
                  key={line.lineId}
                  variant={picked === line.lineId ? 'primary' : 'secondary'}
                  aria-pressed={picked === line.lineId}
                  className="h-auto min-h-11 w-full justify-start whitespace-normal py-2 text-left"
                  onClick={() => pick(line)}
                >
                  {describeLine(line)}
                </Button>
              ))}
            </fieldset>
          ) : (
            <p>Übernommen: {describeLine(note.lines[0]!)}. Bitte die Werte prüfen und die Anlieferung erfassen.</p>
          )}
        </Alert>
      )}
    </div>
  );
}
