// Acceptance-control protocol (Annahmekontrolle, § 3 EBV; legal B6): visual inspection of the
// delivered rubble with mass and source area, waste code (AVV), Baumaßnahme/Anfallstelle,
// composition, soiling, foreign matter, consistency, appearance, colour and smell, the asbestos
// finding, who checked when, and the attachments. Regenerated on every save.
import { formatDate, formatDateTime, yesNo } from './pdf-format.js';
import { createPdf, drawFieldGrid, drawFooters, drawHeader, drawSection, pdfToBuffer } from './pdf-layout.js';
import {
  drawLines,
  drawProjectSection,
  optionText,
  optionTexts,
  projectLine,
  tonsDe,
  type ProjectSiteData,
} from './ebv-document-parts.js';

export type AcceptanceControlProtocolData = {
  project: ProjectSiteData;
  pile: { name: string; disposalCode: string; expectedGrainSizeAndQuality: string; machineName: string };
  control: {
    containsAsbestos: boolean;
    massOfRawMaterialInTons: string | null;
    sourceAreas: string[];
    composition: string | null;
    degreeOfSoiling: string | null;
    foreignProportions: string[];
    consistency: string | null;
    appearance: string | null;
    colors: string[];
    smell: string[];
  };
  attachments: string[];
  checkedBy: string;
  checkedAt: Date;
};

export const asbestosFinding =
  'Asbestbestandteile sichtbar: Eine Aufbereitung ist nicht möglich, die Miete muss entsorgt werden.';

export async function renderAcceptanceControlProtocol(data: AcceptanceControlProtocolData): Promise<Buffer> {
  const title = `Annahmekontrolle Miete ${data.pile.name}`;
  const doc = await createPdf({ title, subject: 'Protokoll der Annahmekontrolle (§ 3 EBV)', author: data.checkedBy });
  drawHeader(doc, {
    title,
    subtitle: `Protokoll der Annahmekontrolle nach § 3 EBV – Projekt ${projectLine(data.project)}`,
    keyFacts: [
      ['Projekt', data.project.number ?? data.project.name],
      ['Kontrolle am', formatDate(data.checkedAt)],
      ['Abfallschlüssel', data.pile.disposalCode],
    ],
  });
  drawProjectSection(doc, data.project, 'Baumaßnahme / Anfallstelle');

  drawSection(doc, 'Miete');
  drawFieldGrid(
    doc,
    [
      ['Bezeichnung', data.pile.name],
      ['Abfallschlüssel (AVV)', optionText('disposalCode', data.pile.disposalCode)],
      ['Geplante Materialklasse & Körnung', optionText('grainSizeAndQuality', data.pile.expectedGrainSizeAndQuality)],
      ['Aufbereitungsanlage', data.pile.machineName],
      ['Kontrolliert von', data.checkedBy],
      ['Kontrolliert am', formatDateTime(data.checkedAt)],
    ],
    2,
  );

  drawSection(doc, 'Sichtkontrolle');
  const control = data.control;
  drawFieldGrid(doc, [['Asbestbestandteile sichtbar', yesNo(control.containsAsbestos)]], 1);
  if (control.containsAsbestos) {
    doc.font('bold').fontSize(9).text(asbestosFinding).moveDown();
  } else {
    drawFieldGrid(
      doc,
      [
        ['Masse des Rohmaterials', tonsDe(control.massOfRawMaterialInTons)],
        ['Herkunftsbereich', optionTexts('materialSourceArea', control.sourceAreas)],
        ['Zusammensetzung', optionText('materialComposition', control.composition)],
        ['Verschmutzung', optionText('materialDegreeOfSoiling', control.degreeOfSoiling)],
        ['Fremdanteile', optionTexts('materialForeignProportion', control.foreignProportions)],
        ['Konsistenz', optionText('materialConsistency', control.consistency)],
        ['Aussehen', optionText('materialAppearance', control.appearance)],
        ['Farbe', optionTexts('materialColor', control.colors)],
        ['Geruch', optionTexts('materialSmell', control.smell)],
      ],
      2,
    );
  }

  drawSection(doc, 'Anlagen');
  drawLines(doc, data.attachments);
  drawFooters(doc, `Baustellendoku – ${title} – ${projectLine(data.project)}`);
  return pdfToBuffer(doc);
}
