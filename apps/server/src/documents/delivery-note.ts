// Lieferschein (§ 25 (1) EBV, model: Anlage 7): every statutory item — Inverkehrbringer, material
// and class, waste code, monitoring body, compliance with the Einbautabelle footnotes, quantity and
// date, grain size or soil group, carrier — plus number, pile, batches and the signature lines.
// The note's UBL DespatchAdvice (delivery-note-ubl.ts) rides in the PDF as an attached file.
import { formatDateTime } from './pdf-format.js';
import { createPdf, drawFieldGrid, drawFooters, drawHeader, drawSection, pdfToBuffer } from './pdf-layout.js';
import {
  calendarDe,
  drawLines,
  drawProjectSection,
  optionText,
  optionTexts,
  projectLine,
  tonsDe,
  type ProjectSiteData,
} from './ebv-document-parts.js';

export type DeliveryNoteData = {
  deliveryNoteId: string;
  project: ProjectSiteData & {
    address: { street: string; houseNumber: string; postalCode: string; city: string } | null;
  };
  number: number;
  issuer: { name: string; machineName: string; machineOwner: string | null };
  pile: { name: string; disposalCode: string };
  /** The batches whose analytics confirmed the class, with the test reports (Untersuchungsstelle). */
  batches: { number: number; samplingDate: string; analysedAt: Date; reports: string[] }[];
  grainSizeAndQuality: string;
  soilGroup: string | null;
  materialClassFootnotes: string[];
  quantityInTons: string;
  deliveryDate: string;
  carrier: {
    name: string;
    address: { street: string; houseNumber: string; postalCode: string; city: string; country: string };
    carrierNumber: string;
    phoneNumber: string;
    emailAddress: string;
  };
  createdBy: string;
  createdAt: Date;
};

/** The PDF, with `attachment` (the note's UBL XML) embedded as an associated file (PDF/A-3 style). */
export async function renderDeliveryNote(
  data: DeliveryNoteData,
  attachment: { fileName: string; content: Buffer },
): Promise<Buffer> {
  const title = `Lieferschein Nr. ${data.number}`;
  const material = optionText('grainSizeAndQuality', data.grainSizeAndQuality);
  const doc = await createPdf({ title, subject: 'Lieferschein nach § 25 EBV', author: data.createdBy });
  drawHeader(doc, {
    title,
    subtitle: `Lieferschein für mineralische Ersatzbaustoffe (§ 25 EBV) – Projekt ${projectLine(data.project)}`,
    keyFacts: [
      ['Lieferschein-Nr.', String(data.number)],
      ['Abgabedatum', calendarDe(data.deliveryDate)],
      ['Liefermenge', tonsDe(data.quantityInTons)],
    ],
  });

  drawSection(doc, '1. Inverkehrbringer');
  drawFieldGrid(doc, [
    ['Inverkehrbringer', data.issuer.name],
    ['Aufbereitungsanlage', data.issuer.machineName],
    ['Betreiber der Anlage', data.issuer.machineOwner ?? 'Keine Angabe'],
  ]);
  drawProjectSection(doc, data.project, 'Baumaßnahme / Anfallstelle');

  drawSection(doc, '2.–3. Ersatzbaustoff');
  drawFieldGrid(doc, [
    ['Bezeichnung und Materialklasse', material],
    ['Abfallschlüssel (AVV)', optionText('disposalCode', data.pile.disposalCode)],
    ['Lieferkörnung oder Bodengruppe', data.soilGroup ? optionText('materialSoilGroup', data.soilGroup) : material],
    ['Miete', data.pile.name],
    ['Chargen', data.batches.length ? data.batches.map((batch) => `Charge ${batch.number}`).join(', ') : '–'],
  ]);

  drawSection(doc, '4. Überwachungsstelle oder Untersuchungsstelle');
  drawLines(
    doc,
    data.batches.flatMap((batch) => batch.reports.map((report) => `Prüfbericht: ${report}`)),
    'Keine Prüfberichte hinterlegt',
  );

  drawSection(doc, '5. Einhaltung der Anforderungen der Fußnoten der Einbautabelle');
  drawLines(
    doc,
    data.materialClassFootnotes.includes('keine')
      ? ['Keine Fußnoten-Anforderungen erklärt']
      : optionTexts('materialClassFootnote', data.materialClassFootnotes).split(', '),
  );

  drawSection(doc, '6. Liefermenge und Abgabedatum');
  drawFieldGrid(doc, [
    ['Liefermenge', tonsDe(data.quantityInTons)],
    ['Abgabedatum', calendarDe(data.deliveryDate)],
  ]);

  drawSection(doc, '8. Beförderer');
  const address = data.carrier.address;
  drawFieldGrid(doc, [
    ['Name', data.carrier.name],
    [
      'Anschrift',
      `${address.street} ${address.houseNumber}, ${address.postalCode} ${address.city} (${address.country.toUpperCase()})`,
    ],
    ['Beförderernummer', data.carrier.carrierNumber],
    ['Telefon', data.carrier.phoneNumber],
    ['E-Mail', data.carrier.emailAddress],
  ]);

  drawSection(doc, 'Unterschriften (§ 25 (2) EBV)');
  doc.font('regular').fontSize(9);
  doc.text(`Erstellt von ${data.createdBy} am ${formatDateTime(data.createdAt)}.`);
  doc.moveDown(2);
  doc.text(
    '______________________________          ______________________________          ______________________________',
  );
  doc.text(
    'Inverkehrbringer                                       Beförderer                                                   Verwender',
  );
  doc.moveDown(0.6);
  doc.text(
    'Aufbewahrung: Kopie beim Inverkehrbringer 5 Jahre; Deckblatt und Lieferscheine beim Grundstückseigentümer, solange der Ersatzbaustoff eingebaut ist (§ 25 (4) EBV).',
  );
  drawFooters(doc, `Baustellendoku – ${title} – ${projectLine(data.project)}`);
  // "Alternative": the XML is the same note in another form, as electronic invoices attach theirs.
  // (pdfkit reads `relationship`; its type declarations lack it.)
  const options: PDFKit.Mixins.PDFAttachmentOptions & { relationship: string } = {
    name: attachment.fileName,
    type: 'application/xml',
    description: `${title} als UBL DespatchAdvice (XML)`,
    relationship: 'Alternative',
    creationDate: data.createdAt,
    modifiedDate: data.createdAt,
  };
  doc.file(attachment.content, options);
  return pdfToBuffer(doc);
}
