// Template "Dokumentation der Asbestfreiheit" with the project filled in. The legal hooks
// (GefStoffV 2024): the Veranlasser hands over what is known about hazardous substances and the
// year of construction (§ 5a); a start of construction after 31 Oct 1993 presumes no asbestos
// (§ 11a Abs. 1). The site fills in and signs the form, then uploads it.
import { formatDate } from './pdf-format.js';
import { createPdf, drawFieldGrid, drawFooters, drawHeader, drawSection, pdfToBuffer } from './pdf-layout.js';
import { drawLines, drawProjectSection, projectLine, type ProjectSiteData } from './ebv-document-parts.js';

const checkbox = '☐';

export async function renderAsbestosTemplate(project: ProjectSiteData, generatedAt: Date): Promise<Buffer> {
  const title = 'Dokumentation der Asbestfreiheit';
  const doc = await createPdf({ title, subject: 'Vorlage', author: 'Baustellendoku' });
  drawHeader(doc, {
    title,
    subtitle: `Vorlage – Projekt ${projectLine(project)} – Rückbaumaterial vor der Aufbereitung (GefStoffV §§ 5a, 11a)`,
    keyFacts: [
      ['Projekt', project.number ?? project.name],
      ['Vorlage vom', formatDate(generatedAt)],
    ],
  });
  drawProjectSection(doc, project);

  drawSection(doc, 'Angaben des Veranlassers (§ 5a GefStoffV)');
  drawFieldGrid(
    doc,
    [
      ['Veranlasser / Bauherr', project.client ?? ''],
      ['Rückgebautes Objekt', ''],
      ['Baujahr des Objekts', ''],
      ['Beginn der Errichtung (bei Baujahr 1993–1996 genaues Datum)', ''],
    ],
    2,
  );

  drawSection(doc, 'Erkundung');
  drawLines(doc, [
    `${checkbox} Errichtung nach dem 31.10.1993 begonnen: Asbestfreiheit wird vermutet (§ 11a Abs. 1 GefStoffV)`,
    `${checkbox} Schadstofferkundung / Gutachten liegt bei (Verfasser, Datum): ____________________________`,
    `${checkbox} Keine asbesthaltigen Materialien festgestellt`,
    `${checkbox} Asbesthaltige Materialien festgestellt und vor dem Rückbau fachgerecht entfernt (Nachweise liegen bei)`,
  ]);

  drawSection(doc, 'Bestätigung');
  drawFieldGrid(
    doc,
    [
      ['Ort, Datum', ''],
      ['Name', ''],
      ['Unterschrift', ''],
    ],
    3,
  );
  doc
    .font('regular')
    .fontSize(8)
    .text(
      'Bauschutt-Mieten können erst angelegt werden, wenn die Dokumentation der Asbestfreiheit in Baustellendoku hochgeladen ist.',
    );
  drawFooters(doc, `Baustellendoku – ${title} – ${projectLine(project)}`);
  return pdfToBuffer(doc);
}
