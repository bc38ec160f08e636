// Demo seed: four orders in "Gewerbepark Nord" (2026-014) — one delivering with two deliveries
// and their delivery notes, one in review, one deactivated, one rejected — told through the same
// services as the API, each act dated on a past day (decision 0226), so rows, numbers and history
// are real. Runs after the soil feature seeder; does nothing when the project is missing.
import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { deliverySchema, orderFieldsSchema } from '@baustellendoku/domain';
import { actingAt, dayAgo, daysAgo, demoMembersOf, servicesDb } from '../../db/demo-access.js';
import type { DemoSeeder } from '../../db/seed.js';
import { projects, users } from '../../db/schema/index.js';
import { storeDemoPdf } from '../../documents/demo-documents.js';
import { createDelivery } from './deliveries.service.js';
import { createOrder, decideOrder, toggleOrder } from './orders.service.js';

const order = (fields: z.input<typeof orderFieldsSchema>) => orderFieldsSchema.parse(fields);

export const ordersDemoSeeder: DemoSeeder = async ({ tx, app }) => {
  const [project] = await tx.select().from(projects).where(eq(projects.number, '2026-014'));
  const people = await tx
    .select()
    .from(users)
    .where(inArray(users.email, ['projektleiter@demo.example', 'gutachter@demo.example', 'polier@demo.example']));
  const person = (email: string) => people.find((candidate) => candidate.email === email);
  const manager = person('projektleiter@demo.example');
  const appraiser = person('gutachter@demo.example');
  const foreman = person('polier@demo.example');
  if (!project || !manager || !appraiser || !foreman) return;
  const db = servicesDb(tx);
  const as = demoMembersOf(project);
  const asManager = as(manager, 'project_manager');
  const asAppraiser = as(appraiser, 'appraiser');
  const asForeman = as(foreman, 'foreman');
  const pdf = (uploadedBy: string, fileName: string, title: string, lines: string[]) =>
    storeDemoPdf(tx, app.storage, { fileName, title, lines, uploadedBy, projectId: project.id });

  // 1) Approved by the appraiser, two deliveries recorded: in_delivery, 300 of 450 t.
  const analysis = await pdf(
    manager.id,
    'Deklarationsanalyse Sand Kiesgrube Henstedt.pdf',
    'Deklarationsanalyse – Sand 0/2',
    [
      'Herkunft: Kiesgrube Henstedt-Ulzburg, Abbaufeld 3',
      'Materialklasse: BM-0 Bodenmaterial Klasse 0 – Bodenart Sand',
      'Untersuchung nach Anlage 1 Tabelle 3 EBV: alle Werte unterhalb der Materialwerte BM-0.',
    ],
  );
  const delivering = await createOrder(
    db,
    actingAt(asManager, daysAgo(26, 9)),
    order({
      orderNumber: 'B-2026-001',
      materialOrigin: 'Kiesgrube Henstedt-Ulzburg, Abbaufeld 3\nSand 0/2, gewaschen',
      carrier: 'Kieswerk Henstedt GmbH & Co. KG',
      materialClass: 'bm_0_sand',
      declaredQuantityInTons: '450',
      approvalByAppraiserRequired: true,
      disposalCode: '170504',
      comment: 'Anlieferung werktags 7–16 Uhr über die Baustraße Nord',
      attachmentDocuments: [analysis],
    }),
  );
  await decideOrder(
    db,
    actingAt(asAppraiser, daysAgo(24, 10)),
    delivering,
    'approve',
    'Analyse vollständig, Material für Einbauweise 7 und 8 geeignet.',
  );
  for (const [index, amountInTons] of ['124.380', '175.620'].entries()) {
    const number = index + 1;
    const daysBefore = 20 - index * 6;
    const note = await pdf(foreman.id, `Lieferschein LS-4471${number}.pdf`, `Lieferschein LS-4471${number}`, [
      'Kieswerk Henstedt GmbH & Co. KG – Sand 0/2, gewaschen',
      `Nettogewicht: ${amountInTons.replace('.', ',')} t (Wiegeschein Fahrzeugwaage Werk)`,
      'Empfänger: Muster Bau GmbH, Baustelle Gewerbepark Nord, Gutenbergring 40, 22848 Norderstedt',
    ]);
    await createDelivery(
      { db, storage: app.storage },
      actingAt(asForeman, daysAgo(daysBefore, 14)),
      delivering,
      deliverySchema.parse({
        deliveryDate: dayAgo(daysBefore),
        amountInTons,
        reference: `LS-4471${number}`,
        comment: index === 0 ? 'Material trocken, keine Fremdbestandteile' : undefined,
        attachmentDocuments: [note],
      }),
    );
  }

  // 2) Waiting for the appraiser.
  await createOrder(
    db,
    actingAt(asManager, daysAgo(2, 11)),
    order({
      orderNumber: 'B-2026-002',
      materialOrigin: 'Aushub Baufeld Süd, Los 2 (Geschiebelehm)',
      carrier: 'Erdbau Timmermann GmbH',
      materialClass: 'bm_0_lehm_schluff',
      declaredQuantityInTons: '1200',
      approvalByAppraiserRequired: true,
    }),
  );

  // 3) Approved without appraiser, then paused by the project manager.
  const paused = await createOrder(
    db,
    actingAt(asManager, daysAgo(15, 9)),
    order({
      orderNumber: 'B-2026-003',
      materialOrigin: 'Recyclinghof Norderstedt, Haufwerk 12',
      carrier: 'Nord-Recycling GmbH',
      materialClass: 'bm_0_star',
      declaredQuantityInTons: '80',
      approvalByAppraiserRequired: false,
    }),
  );
  await toggleOrder(db, actingAt(asManager, daysAgo(9, 16)), paused, 'deactivate');

  // 4) Rejected by the appraiser.
  const rejected = await createOrder(
    db,
    actingAt(asManager, daysAgo(12, 10)),
    order({
      orderNumber: 'B-2026-004',
      materialOrigin: 'Baustelle Ulzburger Straße, Bodenaushub',
      carrier: 'Erdbau Timmermann GmbH',
      materialClass: 'bm_f1',
      declaredQuantityInTons: '300',
      approvalByAppraiserRequired: true,
    }),
  );
  await decideOrder(
    db,
    actingAt(asAppraiser, daysAgo(11, 15)),
    rejected,
    'reject',
    'BM-F1 ist im Wasserschutzgebiet Zone III B für diese Einbauweise nicht zulässig.',
  );
};
