// Parts shared by the recycled-material documents (announcement, asbestos template, acceptance
// control protocol, release): the Baumaßnahme block and German value helpers.
import { optionLabel, type OptionListName } from '@baustellendoku/domain';
import { formatNumber } from './pdf-format.js';
import { drawFieldGrid, drawSection, type Pdf } from './pdf-layout.js';

export type ProjectSiteData = {
  name: string;
  number: string | null;
  client: string | null;
  /** "Straße Hausnummer, PLZ Ort" or null when not recorded. */
  siteAddress: string | null;
  /** yyyy-MM-dd */
  startDate: string | null;
};

/** 'yyyy-MM-dd' → 'dd.MM.yyyy' without time-zone shifts. */
export const calendarDe = (value: string | null) => (value ? value.split('-').reverse().join('.') : 'Keine Angabe');
export const tonsDe = (value: string | number | null) => (value === null ? '–' : `${formatNumber(value, 3, 0)} t`);
export const optionText = (list: OptionListName, value: string | null) =>
  value === null ? '–' : (optionLabel(list, value) ?? value);
export const optionTexts = (list: OptionListName, values: readonly string[]) =>
  values.length ? values.map((value) => optionText(list, value)).join(', ') : '–';
export const projectLine = (project: ProjectSiteData) =>
  `${project.name}${project.number ? ` (${project.number})` : ''}`;

export function siteAddressOf(row: {
  street: string | null;
  houseNumber: string | null;
  postalCode: string | null;
  city: string | null;
}): string | null {
  const street = [row.street, row.houseNumber].filter(Boolean).join(' ');
  const city = [row.postalCode, row.city].filter(Boolean).join(' ');
  const address = [street, city].filter(Boolean).join(', ');
  return address || null;
}

/** The Baumaßnahme: name and number, client, site address, planned start. */
export function drawProjectSection(doc: Pdf, project: ProjectSiteData, title = 'Baumaßnahme') {
  drawSection(doc, title);
  drawFieldGrid(
    doc,
    [
      ['Bezeichnung der Baumaßnahme', project.name],
      ['Projektnummer', project.number ?? 'Keine Angabe'],
      ['Bauherr', project.client ?? 'Keine Angabe'],
      ['Einsatzort (Baustellenadresse)', project.siteAddress ?? 'Keine Angabe'],
      ['Geplanter Beginn', calendarDe(project.startDate)],
    ],
    2,
  );
}

/** A plain list of lines (file names, remarks) below a section. */
export function drawLines(doc: Pdf, lines: string[], empty = 'Keine') {
  doc.font('regular').fontSize(9);
  for (const line of lines.length ? lines : [empty]) doc.text(`• ${line}`, { indent: 4 });
  doc.moveDown(0.6);
}
