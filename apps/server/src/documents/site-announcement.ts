// Site announcement (Baustellenanzeige) of the mobile processing plant: what § 5 Abs. 6 and § 7
// Abs. 1 EBV require at every new Baumaßnahme (operator, Einsatzort, the plant's Prüfzeugnisse /
// suitability proofs), plus the project data the authority needs to place it: client, site
// address, expected material classes and quantities, planned start and the site plans.
import { formatDate, formatDateTime } from './pdf-format.js';
import {
  createPdf,
  drawFieldGrid,
  drawFooters,
  drawHeader,
  drawSection,
  drawTable,
  pdfToBuffer,
} from './pdf-layout.js';
import {
  calendarDe,
  drawLines,
  drawProjectSection,
  optionText,
  projectLine,
  tonsDe,
  type ProjectSiteData,
} from './ebv-document-parts.js';

export type SiteAnnouncementData = {
  number: number;
  project: ProjectSiteData;
  machines: {
    name: string;
    owner: string | null;
    suitabilities: { grainSizeAndQuality: string; documents: string[] }[];
  }[];
  grainSizeAndQualities: string[];
  expectedQuantityInTons: string;
  samplingIntervalInTons: number;
  sitePlans: { constructionWaste: string[]; rcMaterial: string[]; layoutPlan: string[] };
  createdBy: string;
  createdAt: Date;
};

export async function renderSiteAnnouncement(data: SiteAnnouncementData): Promise<Buffer> {
  const title = `Baustellenanzeige Nr. ${data.number}`;
  const doc = await createPdf({ title, subject: 'Anzeige der mobilen Aufbereitungsanlage', author: data.createdBy });
  drawHeader(doc, {
    title,
    subtitle: `Anzeige des Einsatzes einer mobilen Aufbereitungsanlage (§ 5 Abs. 6, § 7 Abs. 1 EBV) – Projekt ${projectLine(data.project)}`,
    keyFacts: [
      ['Projekt', data.project.number ?? data.project.name],
      ['Erstellt am', formatDate(data.createdAt)],
      ['Geplanter Beginn', calendarDe(data.project.startDate)],
    ],
  });

  drawProjectSection(doc, data.project);

  drawSection(doc, 'Betreiber und Anlagen (§ 5 Abs. 6 EBV)');
  const operators = [...new Set(data.machines.map((machine) => machine.owner).filter((owner) => owner !== null))];
  drawFieldGrid(
    doc,
    [
      ['Name des Betreibers', operators.join(', ') || 'Keine Angabe'],
      ['Einsatzort', data.project.siteAddress ?? 'Keine Angabe'],
    ],
    2,
  );
  drawTable(doc, {
    title: 'Eignungsnachweise (Prüfzeugnisse) der eingesetzten Anlagen – Kopien liegen bei',
    columns: [
      { header: 'Anlage', width: 2 },
      { header: 'Betreiber', width: 2 },
      { header: 'Materialklasse & Körnung', width: 2 },
      { header: 'Prüfzeugnis', width: 3 },
    ],
    rows: data.machines.flatMap((machine) =>
      machine.suitabilities.length
        ? machine.suitabilities.map((proof) => ({
            cells: [
              machine.name,
              machine.owner ?? '–',
              optionText('grainSizeAndQuality', proof.grainSizeAndQuality),
              proof.documents.join(', ') || '–',
            ],
          }))
        : [{ cells: [machine.name, machine.owner ?? '–', 'Kein Eignungsnachweis', '–'] }],
    ),
  });

  drawSection(doc, 'Erwartete Ersatzbaustoffe');
  drawLines(
    doc,
    data.grainSizeAndQualities.map((value) => optionText('grainSizeAndQuality', value)),
  );
  drawFieldGrid(
    doc,
    [
      ['Erwartete Menge', tonsDe(data.expectedQuantityInTons)],
      ['Probenahmeintervall', tonsDe(data.samplingIntervalInTons)],
    ],
    2,
  );

  drawSection(doc, 'Lagepläne (liegen bei)');
  drawLines(doc, [
    ...data.sitePlans.constructionWaste.map((name) => `Lageplan Bauschutt: ${name}`),
    ...data.sitePlans.rcMaterial.map((name) => `Lageplan RC-Material: ${name}`),
    ...data.sitePlans.layoutPlan.map((name) => `Projektlageplan: ${name}`),
  ]);

  drawSection(doc, 'Erstellt');
  drawFieldGrid(doc, [
    ['Erstellt von', data.createdBy],
    ['Erstellt am', formatDateTime(data.createdAt)],
    ['Unterschrift', ''],
  ]);

  drawFooters(doc, `Baustellendoku – ${title} – ${projectLine(data.project)}`);
  return pdfToBuffer(doc);
}
