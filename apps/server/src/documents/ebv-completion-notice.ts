// Abschlussanzeige nach § 22 Abs. 4 EBV (Muster Anlage 8): the quantities and classes actually
// installed, summed from the deliveries (the summarised delivery notes of § 25 Abs. 1), the
// deliveries they come from, the reference to the Voranzeige, and the signature of the Verwender.
import {
  calendar,
  drawDeliveries,
  drawMountingMethods,
  drawSignatureLines,
  projectTitle,
  type EbvDelivery,
  type EbvSiteData,
} from './ebv-site-parts.js';
import type { NoticeMaterial } from '@baustellendoku/domain';
import { drawNoticeMaterials, mixtureNote } from './ebv-prior-notice.js';
import { formatDateTime } from './pdf-format.js';
import { createPdf, drawFieldGrid, drawFooters, drawHeader, drawSection, pdfToBuffer } from './pdf-layout.js';

export type CompletionNoticeData = EbvSiteData & {
  installed: NoticeMaterial[];
  deliveries: EbvDelivery[];
  priorNotice: { generatedAt: Date; sentOn: string | null };
};

export async function renderEbvCompletionNotice(data: CompletionNoticeData): Promise<Buffer> {
  const title = 'Abschlussanzeige nach § 22 EBV';
  const doc = await createPdf({ title, subject: `Abschlussanzeige – ${data.project.name}`, author: data.generatedBy });
  const lastDelivery = data.deliveries.at(-1)?.deliveryDate ?? null;
  drawHeader(doc, {
    title,
    subtitle: `§ 22 Abs. 4 EBV: tatsächlich eingebaute Mengen und Materialklassen mineralischer Ersatzbaustoffe (Muster Anlage 8 EBV) – ${data.project.name}`,
    keyFacts: [
      ['Projekt', data.project.number ?? data.project.name],
      ['Anlieferungen', String(data.deliveries.length)],
      ['Letzte Lieferung', lastDelivery ? calendar(lastDelivery) : '–'],
      ['Erstellt am', formatDateTime(data.generatedAt)],
    ],
  });

  drawSection(doc, 'Baumaßnahme, Verwender und Bauherr');
  drawFieldGrid(
    doc,
    [
      ['Bezeichnung der Baumaßnahme', projectTitle(data.project)],
      ['Lage (Baustellenadresse)', data.project.address || 'Keine Angabe'],
      ['Verwender', data.project.organization],
      ['Bauherr', data.project.client ?? 'Keine Angabe'],
      ['Voranzeige erstellt am', formatDateTime(data.priorNotice.generatedAt)],
      [
        'Voranzeige gesendet am',
        data.priorNotice.sentOn ? calendar(data.priorNotice.sentOn) : 'noch nicht eingetragen',
      ],
    ],
    2,
  );

  drawSection(doc, 'Tatsächlich eingebaute Mengen und Materialklassen');
  drawNoticeMaterials(doc, data.installed, 'Masse (eingebaut)');
  if (data.installed.some((material) => material.materialClass === 'gemisch')) {
    doc.font('regular').fontSize(8).text(mixtureNote).moveDown(0.4);
  }
  doc
    .font('regular')
    .fontSize(7.5)
    .text(
      'Summiert aus den Anlieferungen (zusammengefasste Lieferscheine nach § 25 Abs. 1 EBV); Volumen = Masse ÷ Schüttdichte.',
    )
    .moveDown(0.5);

  drawSection(doc, 'Einbauweisen nach Anlage 2 EBV');
  drawMountingMethods(doc, data.mountingMethods);

  drawSection(doc, 'Zugrunde liegende Anlieferungen (Lieferscheine)');
  drawDeliveries(doc, data.deliveries);

  drawSignatureLines(doc, 'Unterschrift des Verwenders');
  drawFooters(doc, `Baustellendoku – ${title} – ${data.project.name}`);
  return pdfToBuffer(doc);
}
