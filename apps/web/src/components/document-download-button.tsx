// "Dokument herunterladen": the generated PDF of a record, opened in a new tab.
import { FileDown } from 'lucide-react';
import { Button } from '@/components/ui/button';

export function DocumentDownloadButton({ url }: { url: string }) {
  return (
    <Button asChild variant="secondary">
      <a href={url} target="_blank" rel="noreferrer">
        <FileDown aria-hidden />
        Dokument herunterladen
      </a>
    </Button>
  );
}

/** The button for a page header's actions, or nothing while the record has no document yet. */
export const documentDownloadAction = (document: { url: string } | null | undefined) =>
  document?.url ? <DocumentDownloadButton url={document.url} /> : undefined;
