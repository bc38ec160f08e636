// Release of a wrecking pile for processing (Freigabe zur Aufbereitung): the pile, the result of
// its acceptance control, the date the appraiser is appointed for, and who released it when.
import { formatDate, formatDateTime } from './pdf-format.js';
import { createPdf, drawFieldGrid, drawFooters, drawHeader, drawSection, pdfToBuffer } from './pdf-layout.js';
import {
  calendarDe,
  drawProjectSection,
  optionText,
  optionTexts,
  projectLine,
  tonsDe,
  type ProjectSiteData,
} from './ebv-document-parts.js';

export type ReleaseDocumentData = {
  project: ProjectSiteData;
  pile: {
    name: string;
    disposalCode: string;
    expectedGrainSizeAndQuality: string;
    expectedMassOfRawMaterialInTons: string;
    machineName: string;
  };
  control: { massOfRawMaterialInTons: string | null; sourceAreas: string[]; checkedBy: string; checkedAt: Date };
  appraiserAppointedFor: string;
  releasedBy: string;
  releasedAt: Date;
};

export async function renderReleaseDocument(data: ReleaseDocumentData): Promise<Buffer> {
  const title = `Freigabe Miete ${data.pile.name}`;
  const doc = await createPdf({ title, subject: 'Freigabe zur Aufbereitung', author: data.releasedBy });
  drawHeader(doc, {
    title,
    subtitle: `Freigabe der Bauschutt-Miete zur Aufbereitung – Projekt ${projectLine(data.project)}`,
    keyFacts: [
      ['Projekt', data.project.number ?? data.project.name],
      ['Freigegeben am', formatDate(data.releasedAt)],
      ['Gutachtertermin', calendarDe(data.appraiserAppointedFor)],
    ],
  });
  drawProjectSection(doc, data.project);

  drawSection(doc, 'Miete');
  drawFieldGrid(
    doc,
    [
      ['Bezeichnung', data.pile.name],
      ['Abfallschlüssel (AVV)', optionText('disposalCode', data.pile.disposalCode)],
      ['Geplante Materialklasse & Körnung', optionText('grainSizeAndQuality', data.pile.expectedGrainSizeAndQuality)],
      ['Erwartete Masse Rohmaterial', tonsDe(data.pile.expectedMassOfRawMaterialInTons)],
      ['Aufbereitungsanlage', data.pile.machineName],
    ],
    2,
  );

  drawSection(doc, 'Annahmekontrolle (§ 3 EBV)');
  drawFieldGrid(
    doc,
    [
      ['Ergebnis', 'Keine Asbestbestandteile sichtbar'],
      ['Masse des Rohmaterials', tonsDe(data.control.massOfRawMaterialInTons)],
      ['Herkunftsbereich', optionTexts('materialSourceArea', data.control.sourceAreas)],
      ['Kontrolliert von', data.control.checkedBy],
      ['Kontrolliert am', formatDateTime(data.control.checkedAt)],
    ],
    2,
  );

  drawSection(doc, 'Freigabe');
  drawFieldGrid(doc, [
    ['Gutachter bestellt für', calendarDe(data.appraiserAppointedFor)],
    ['Freigegeben von', data.releasedBy],
    ['Freigegeben am', formatDateTime(data.releasedAt)],
  ]);
  doc
    .font('regular')
    .fontSize(9)
    .text(
      'Die Miete ist zur Aufbereitung freigegeben. Die Freigabe ist endgültig; das aufbereitete Material wird in Chargen erfasst und beprobt.',
    );
  drawFooters(doc, `Baustellendoku – ${title} – ${projectLine(data.project)}`);
  return pdfToBuffer(doc);
}
