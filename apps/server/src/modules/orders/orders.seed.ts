// Demo seed: four orders in "Gewerbepark Nord" (2026-014) — one delivering with two deliveries
// and their delivery notes, one in review, one deactivated, one rejected — with their history.
// Runs after the soil feature seeder; does nothing when the project is missing.
import { eq, inArray } from 'drizzle-orm';
import { formatDecimalDe, historyEventTypes } from '@baustellendoku/domain';
import type { DemoSeeder } from '../../db/seed.js';
import { deliveries, historyEvents, orders, projects, users } from '../../db/schema/index.js';
import { createPdf, drawHeader, pdfToBuffer } from '../../documents/pdf-layout.js';
import { storeGeneratedPdf } from '../../documents/store-document.js';

const at = (daysAgo: number, hour: number) => {
  const date = new Date(Date.now() - daysAgo * 24 * 60 * 60 * 1000);
  date.setUTCHours(hour, 0, 0, 0);
  return date;
};

/** A one-page demo document (analysis, delivery note) in the protocols' layout. */
async function demoPdf(title: string, lines: string[]): Promise<Buffer> {
  const doc = await createPdf({ title, subject: 'Demo-Dokument', author: 'Baustellendoku Demo' });
  drawHeader(doc, {
    title,
    subtitle: 'Demo-Dokument – erzeugt beim ersten Start von Baustellendoku',
    keyFacts: [['Projekt', '2026-014']],
  });
  doc.font('regular').fontSize(10);
  for (const line of lines) doc.text(line).moveDown(0.4);
  return pdfToBuffer(doc);
}

const day = (daysAgo: number) => at(daysAgo, 12).toISOString().slice(0, 10);

export const ordersDemoSeeder: DemoSeeder = async ({ tx, app }) => {
  const [project] = await tx.select({ id: projects.id }).from(projects).where(eq(projects.number, '2026-014'));
  if (!project) return;
  const people = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ['projektleiter@demo.example', 'gutachter@demo.example', 'polier@demo.example']));
  const idOf = (email: string) => people.find((person) => person.email === email)?.id ?? null;
  const manager = idOf('projektleiter@demo.example');
  const appraiser = idOf('gutachter@demo.example');
  const foreman = idOf('polier@demo.example');
  if (!manager) return;
  const projectId = project.id;
  const history: (typeof historyEvents.$inferInsert)[] = [];
  const event = (type: string, variables: Record<string, unknown>, originatorId: string | null, occurredAt: Date) =>
    history.push({ projectId, type, variables, originatorId, occurredAt });

  const pdf = async (fileName: string, title: string, lines: string[], uploadedBy: string | null) => {
    const content = await demoPdf(title, lines);
    return (await storeGeneratedPdf(tx, app.storage, { projectId, userId: uploadedBy ?? manager, fileName, content }))
      .fileId;
  };

  // 1) Approved by the appraiser, two deliveries recorded: in_delivery, 300 of 450 t.
  const analysis = await pdf(
    'Deklarationsanalyse Sand Kiesgrube Henstedt.pdf',
    'Deklarationsanalyse – Sand 0/2',
    [
      'Herkunft: Kiesgrube Henstedt-Ulzburg, Abbaufeld 3',
      'Materialklasse: BM-0 Bodenmaterial Klasse 0 – Bodenart Sand',
      'Untersuchung nach Anlage 1 Tabelle 3 EBV: alle Werte unterhalb der Materialwerte BM-0.',
    ],
    manager,
  );
  const [delivering] = await tx
    .insert(orders)
    .values({
      projectId,
      orderNumber: 'B-2026-001',
      materialOrigin: 'Kiesgrube Henstedt-Ulzburg, Abbaufeld 3\nSand 0/2, gewaschen',
      carrier: 'Kieswerk Henstedt GmbH & Co. KG',
      materialClass: 'bm_0_sand',
      declaredQuantityInTons: '450',
      approvalByAppraiserRequired: true,
      disposalCode: '170504',
      comment: 'Anlieferung werktags 7–16 Uhr über die Baustraße Nord',
      attachmentFileIds: [analysis],
      status: 'in_delivery',
      deliveryCount: 2,
      deliveredAmountInTons: '300.000',
      approvedAt: at(24, 10),
      approvedBy: appraiser,
      approvalComment: 'Analyse vollständig, Material für Einbauweise 7 und 8 geeignet.',
      createdAt: at(26, 9),
      createdBy: manager,
    })
    .returning();
  event(historyEventTypes.orderCreated, { orderId: delivering!.id, orderNumber: 'B-2026-001' }, manager, at(26, 9));
  event(
    historyEventTypes.orderApproved,
    { orderId: delivering!.id, orderNumber: 'B-2026-001', comment: delivering!.approvalComment },
    appraiser,
    at(24, 10),
  );
  for (const [index, amount] of (['124.380', '175.620'] as const).entries()) {
    const number = index + 1;
    const note = await pdf(
      `Lieferschein LS-4471${number}.pdf`,
      `Lieferschein LS-4471${number}`,
      [
        'Kieswerk Henstedt GmbH & Co. KG – Sand 0/2, gewaschen',
        `Nettogewicht: ${amount.replace('.', ',')} t (Wiegeschein Fahrzeugwaage Werk)`,
        'Empfänger: Muster Bau GmbH, Baustelle Gewerbepark Nord, Gutenbergring 40, 22848 Norderstedt',
      ],
      foreman,
    );
    const [delivery] = await tx
      .insert(deliveries)
      .values({
        orderId: delivering!.id,
        projectId,
        number,
        amountInTons: amount,
        deliveryDate: day(20 - index * 6),
        reference: `LS-4471${number}`,
        comment: index === 0 ? 'Material trocken, keine Fremdbestandteile' : null,
        attachmentFileIds: [note],
        createdAt: at(20 - index * 6, 14),
        createdBy: foreman,
      })
      .returning();
    event(
      historyEventTypes.deliveryRecorded,
      {
        orderId: delivering!.id,
        orderNumber: 'B-2026-001',
        deliveryId: delivery!.id,
        number,
        amountInTons: formatDecimalDe(amount),
      },
      foreman,
      at(20 - index * 6, 14),
    );
  }

  // 2) Waiting for the appraiser.
  const [inReview] = await tx
    .insert(orders)
    .values({
      projectId,
      orderNumber: 'B-2026-002',
      materialOrigin: 'Aushub Baufeld Süd, Los 2 (Geschiebelehm)',
      carrier: 'Erdbau Timmermann GmbH',
      materialClass: 'bm_0_lehm_schluff',
      declaredQuantityInTons: '1200',
      approvalByAppraiserRequired: true,
      attachmentFileIds: [],
      status: 'in_review',
      createdAt: at(2, 11),
      createdBy: manager,
    })
    .returning();
  event(historyEventTypes.orderCreated, { orderId: inReview!.id, orderNumber: 'B-2026-002' }, manager, at(2, 11));

  // 3) Approved without appraiser, then paused by the project manager.
  const [paused] = await tx
    .insert(orders)
    .values({
      projectId,
      orderNumber: 'B-2026-003',
      materialOrigin: 'Recyclinghof Norderstedt, Haufwerk 12',
      carrier: 'Nord-Recycling GmbH',
      materialClass: 'bm_0_star',
      declaredQuantityInTons: '80',
      approvalByAppraiserRequired: false,
      attachmentFileIds: [],
      status: 'deactivated',
      createdAt: at(15, 9),
      createdBy: manager,
    })
    .returning();
  event(historyEventTypes.orderCreated, { orderId: paused!.id, orderNumber: 'B-2026-003' }, manager, at(15, 9));
  event(
    historyEventTypes.orderDeactivated,
    { orderId: paused!.id, orderNumber: 'B-2026-003', status: 'deactivated' },
    manager,
    at(9, 16),
  );

  // 4) Rejected by the appraiser.
  const [rejected] = await tx
    .insert(orders)
    .values({
      projectId,
      orderNumber: 'B-2026-004',
      materialOrigin: 'Baustelle Ulzburger Straße, Bodenaushub',
      carrier: 'Erdbau Timmermann GmbH',
      materialClass: 'bm_f1',
      declaredQuantityInTons: '300',
      approvalByAppraiserRequired: true,
      attachmentFileIds: [],
      status: 'rejected',
      rejectedAt: at(11, 15),
      rejectedBy: appraiser,
      rejectionComment: 'BM-F1 ist im Wasserschutzgebiet Zone III B für diese Einbauweise nicht zulässig.',
      createdAt: at(12, 10),
      createdBy: manager,
    })
    .returning();
  event(historyEventTypes.orderCreated, { orderId: rejected!.id, orderNumber: 'B-2026-004' }, manager, at(12, 10));
  event(
    historyEventTypes.orderRejected,
    { orderId: rejected!.id, orderNumber: 'B-2026-004', comment: rejected!.rejectionComment },
    appraiser,
    at(11, 15),
  );

  await tx.insert(historyEvents).values(history);
};
