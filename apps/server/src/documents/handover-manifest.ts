// The one-page manifest of a handover pack (issue 36 item 2): who hands what to whom, the files
// per folder, and the SHA-256 of manifest.json (which lists every file with its own SHA-256) and
// of the project's history chain — the digests a recipient checks the pack against later.
import { formatDateTime } from './pdf-format.js';
import {
  createPdf,
  drawFieldGrid,
  drawFooters,
  drawHeader,
  drawSection,
  drawTable,
  pdfToBuffer,
} from './pdf-layout.js';

export type HandoverManifestData = {
  project: { name: string; number: string | null; address: string | null; client: string | null };
  recipient: string;
  recipientRole: string;
  handedOverBy: string;
  handedOverAt: Date;
  folders: { folder: string; files: number; bytes: number }[];
  manifestSha256: string;
  historyHead: { seq: number; hash: string } | null;
};

const megabytes = (bytes: number) =>
  `${new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(bytes / 1_048_576)} MB`;

export async function renderHandoverManifest(data: HandoverManifestData): Promise<Buffer> {
  const title = 'Übergabeprotokoll';
  const doc = await createPdf({ title, subject: `Übergabe – ${data.project.name}`, author: data.handedOverBy });
  drawHeader(doc, {
    title,
    subtitle: `Unterlagen zum Einbau mineralischer Ersatzbaustoffe (§ 25 Abs. 3 und 4 EBV) – ${data.project.name}`,
    keyFacts: [
      ['Projekt', data.project.number ?? data.project.name],
      ['Übergeben am', formatDateTime(data.handedOverAt)],
      ['Dateien', String(data.folders.reduce((sum, folder) => sum + folder.files, 0))],
    ],
  });
  drawSection(doc, 'Übergabe');
  drawFieldGrid(
    doc,
    [
      ['Baumaßnahme', data.project.name],
      ['Lage (Baustellenadresse)', data.project.address ?? 'Keine Angabe'],
      ['Bauherr', data.project.client ?? 'Keine Angabe'],
      ['Übergeben an', `${data.recipient} – ${data.recipientRole}`],
      ['Übergeben von', data.handedOverBy],
      ['Zeitpunkt', formatDateTime(data.handedOverAt)],
    ],
    2,
  );
  drawSection(doc, 'Inhalt');
  drawTable(doc, {
    columns: [
      { header: 'Ordner', width: 6 },
      { header: 'Dateien', width: 1.5, align: 'right' },
      { header: 'Größe', width: 1.5, align: 'right' },
    ],
    rows: data.folders.map((folder) => ({
      cells: [folder.folder, String(folder.files), megabytes(folder.bytes)],
    })),
  });
  drawSection(doc, 'Prüfsummen (SHA-256)');
  doc
    .font('regular')
    .fontSize(8.5)
    .text(
      'Die Datei manifest.json in diesem Paket nennt jede Datei mit Pfad, Größe und SHA-256-Prüfsumme. ' +
        'Ihre eigene Prüfsumme steht hier und im Verlauf des Projekts; stimmt sie und stimmen die Prüfsummen der Dateien, ' +
        'ist das Paket unverändert.',
    )
    .moveDown(0.5);
  drawFieldGrid(
    doc,
    [
      ['manifest.json', data.manifestSha256],
      [
        'Verlauf des Projekts bei der Übergabe',
        data.historyHead ? `Eintrag Nr. ${data.historyHead.seq}: ${data.historyHead.hash}` : 'noch kein Eintrag',
      ],
    ],
    1,
  );
  drawFooters(doc, `Übergabeprotokoll – ${data.project.name}`);
  return pdfToBuffer(doc);
}
