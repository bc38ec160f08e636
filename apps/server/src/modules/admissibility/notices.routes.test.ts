// The notices of § 22 EBV through the real app: the requirement at the 250 m³ boundary from the
// orders and the adjustable densities, in a protection area, the task "Voranzeige einreichen",
// both PDFs with every item of § 22 Abs. 3 and 4, the send date, and who may do what.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { toCalendarDay } from '@baustellendoku/domain';
import { historyEvents, mountingFeatureSettings, projects } from '../../db/schema/index.js';
import { pdfText } from '../../test/pdf-text.js';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.js';
import {
  call,
  createOrder,
  createSoilProject,
  orderInput,
  orderInStatus,
  recordDelivery,
  type SoilProject,
} from '../../test/soil-installation.js';

let app: TestApp;
let soil: SoilProject;
const outline = {
  type: 'Polygon',
  coordinates: [
    [
      [10.0089, 53.7071],
      [10.0141, 53.7074],
      [10.0146, 53.7046],
      [10.0089, 53.7071],
    ],
  ],
};

async function siteConditions(
  projectId: string,
  waterProtectionArea: string | null,
  mountingMethods = ['ew_1', 'ew_9'],
) {
  await app.db.insert(mountingFeatureSettings).values({
    projectId,
    mountingMethods,
    groundwaterCoverLayerSoilType: 'guenstig_lehm_schluff_ton',
    groundwaterCoverLayerThicknessInMeter: '2.4',
    highestExpectedGroundwaterLevelInMeter: '18.25',
    waterProtectionArea,
  });
}

beforeAll(async () => {
  app = await createTestApp();
  soil = await createSoilProject(app);
  await app.db
    .update(projects)
    .set({
      client: 'Stadt Norderstedt',
      number: '2026-122',
      startDate: '2026-07-01',
      street: 'Industriestraße',
      houseNumber: '4',
      postalCode: '22844',
      city: 'Norderstedt',
      geoJson: JSON.stringify(outline),
    })
    .where(eq(projects.id, soil.projectId));
  await siteConditions(soil.projectId, null);
});
afterAll(() => app.cleanup());

const url = (projectId = soil.projectId) => `/project/${projectId}/ebv-notices`;
const notices = async (user: TestUser = soil.byRole.foreman) => {
  const response = await call(app, user, 'GET', url());
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const taskTypes = async () => {
  const response = await call(app, soil.byRole.project_manager, 'GET', `/task/${soil.projectId}`);
  expect(response.statusCode).toBe(200);
  return (response.json().items as { type: string; variables?: Record<string, string> }[]).filter(
    (task) => task.type === 'project_submit_prior_notice',
  );
};
const pdfOf = async (fileUrl: string) => {
  const pdf = await app.inject({ method: 'GET', url: fileUrl, headers: { cookie: soil.byRole.foreman.cookie } });
  expect(pdf.statusCode).toBe(200);
  return pdf.rawPayload;
};
const flat = async (pdf: Buffer) => (await pdfText(pdf)).replace(/\s+/g, ' ');
const today = () => toCalendarDay(new Date().toISOString())!;

describe('§ 22 EBV notices', () => {
  let firstOrder: string;

  it('need no Voranzeige below 250 m³ of RC-3 and one from exactly 250 m³ (1,8 t/m³)', async () => {
    const none = await notices();
    expect(none.requirement.required).toBe(false);
    expect(none.requirement.reasons[0]).toContain('Keine Voranzeige erforderlich');
    expect(none.priorNoticeDueOn).toBe('2026-06-03');
    expect(none.needsCoverLayerDescription).toBe(true);

    firstOrder = (await createOrder(app, soil, { materialClass: 'rc_3', declaredQuantityInTons: '448.999' })).orderId;
    const second = { orderNumber: 'B-2026-002', materialClass: 'rc_3', declaredQuantityInTons: '1' };
    const secondOrder = (await createOrder(app, soil, second)).orderId;
    const below = await notices();
    expect(below.requirement.required).toBe(false);
    expect(below.requirement.groups[1]).toMatchObject({ totalInCubicMeters: '249.999', reached: false });
    expect(await taskTypes()).toEqual([]);

    const edited = await call(app, soil.byRole.project_manager, 'PUT', `/order/${secondOrder}`, {
      ...orderInput(soil.projectId, second),
      declaredQuantityInTons: '1.001',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const at = await notices();
    expect(at.requirement.required).toBe(true);
    expect(at.requirement.groups[1]).toMatchObject({ totalInCubicMeters: '250', reached: true });
    expect(at.requirement.reasons).toEqual([
      '§ 22 Abs. 1 Satz 3 EBV: BG-F3, BM-F3, RC-3: 250 m³ erreichen den Schwellenwert von 250 m³.',
    ]);
    expect(at.bulkDensities).toContainEqual({
      materialClass: 'rc_3',
      code: 'RC-3',
      tonsPerCubicMeter: '1.8',
      isDefault: true,
    });
    expect(await taskTypes()).toEqual([
      {
        type: 'project_submit_prior_notice',
        variables: { dueOn: '03.06.2026', startOn: '01.07.2026' },
        link: `/projects/${soil.projectId}/admissibility`,
      },
    ]);
  });

  it('follow the bulk density the project manager sets, with a history entry', async () => {
    const heavier = await call(app, soil.byRole.project_manager, 'PUT', `${url()}/bulk-densities`, {
      bulkDensities: [{ materialClass: 'rc_3', tonsPerCubicMeter: '2,0' }],
    });
    expect(heavier.statusCode, heavier.body).toBe(200);
    expect(heavier.json().requirement).toMatchObject({ required: false });
    expect(heavier.json().requirement.groups[1].totalInCubicMeters).toBe('225');
    const back = await call(app, soil.admin, 'PUT', `${url()}/bulk-densities`, {
      bulkDensities: [{ materialClass: 'rc_3', tonsPerCubicMeter: 1.8 }],
    });
    expect(back.json().requirement.required).toBe(true);
    expect(back.json().bulkDensities).toContainEqual({
      materialClass: 'rc_3',
      code: 'RC-3',
      tonsPerCubicMeter: '1.8',
      isDefault: false,
    });
    const events = await app.db.select().from(historyEvents).where(eq(historyEvents.projectId, soil.projectId));
    expect(events.filter((event) => event.type === 'ebv_compliance.bulk_densities_updated')).toHaveLength(2);

    const bad = await call(app, soil.byRole.project_manager, 'PUT', `${url()}/bulk-densities`, {
      bulkDensities: [
        { materialClass: 'rc_3', tonsPerCubicMeter: '4.5' },
        { materialClass: 'bm_0_sand', tonsPerCubicMeter: '1.8' },
      ],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().payload.violations).toEqual([
      { propertyPath: 'bulkDensities.0.tonsPerCubicMeter', title: 'Der Wert darf höchstens 4 sein' },
      { propertyPath: 'bulkDensities.1.materialClass', title: expect.any(String) },
    ]);
  });

  it('generate the Voranzeige with every item of § 22 Abs. 3 (description required for Einbauweise 9)', async () => {
    const missing = await call(app, soil.byRole.project_manager, 'POST', `${url()}/prior-notice`, {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().payload.violations).toEqual([
      { propertyPath: 'coverLayerDescription', title: expect.stringContaining('Deckschichten') },
    ]);
    const created = await call(app, soil.byRole.project_manager, 'POST', `${url()}/prior-notice`, {
      coverLayerDescription: 'Abdeckung mit 0,5 m Oberboden und Kunststoffdichtungsbahn nach MTSE Bauweise B',
    });
    expect(created.statusCode, created.body).toBe(201);
    const { priorNotice } = created.json();
    expect(priorNotice).toMatchObject({ sentOn: null, file: { fileName: 'Voranzeige EBV 2026-122.pdf' } });
    const pdf = await pdfOf(priorNotice.file.url);
    if (process.env.NOTICE_OUT) fs.writeFileSync(`${process.env.NOTICE_OUT}-prior.pdf`, pdf);
    const text = await flat(pdf);
    for (const expected of [
      'Voranzeige nach § 22 EBV',
      '§ 22 Abs. 1 Satz 3 EBV: BG-F3, BM-F3, RC-3: 250 m³ erreichen den Schwellenwert von 250 m³.',
      '01.07.2026',
      '03.06.2026',
      // Nr. 1–3
      '2026-122',
      'Industriestraße 4, 22844 Norderstedt',
      'Stadt Norderstedt',
      'Verwender',
      // Nr. 4–5
      'RC-3 Recycling-Baustoff Klasse 3',
      '450 t',
      '1,8 t/m³',
      '250 m³',
      // Nr. 6
      'Decke bitumen- oder hydraulisch gebunden',
      'Kunststoffdichtungsbahn nach MTSE Bauweise B',
      // Nr. 7–9
      '18,25 m',
      '2,4 m',
      'Lehm, Schluff oder Ton',
      'außerhalb von Wasserschutzbereichen',
      // Nr. 10 and the attachments
      '10. Lageskizze des geplanten Einbauortes',
      'Nachweise zu den Angaben Nr. 7 bis 9',
      'Unterschrift des Verwenders',
    ]) {
      expect(text, expected).toContain(expected);
    }
  });

  it('generate the Abschlussanzeige from the deliveries (§ 22 Abs. 4) only after the Voranzeige and a delivery', async () => {
    const early = await call(app, soil.byRole.project_manager, 'POST', `${url()}/completion-notice`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      'Für die anzeigepflichtigen Materialien wurden noch keine Anlieferungen erfasst.',
    );
    const approved = await call(app, soil.byRole.appraiser, 'POST', `/order/${firstOrder}/approve`, {});
    expect(approved.statusCode, approved.body).toBeLessThan(300);
    expect((await recordDelivery(app, soil, firstOrder, '100')).statusCode).toBe(201);
    expect((await recordDelivery(app, soil, firstOrder, '26.5')).statusCode).toBe(201);

    const created = await call(app, soil.byRole.project_manager, 'POST', `${url()}/completion-notice`);
    expect(created.statusCode, created.body).toBe(201);
    const pdf = await pdfOf(created.json().completionNotice.file.url);
    if (process.env.NOTICE_OUT) fs.writeFileSync(`${process.env.NOTICE_OUT}-completion.pdf`, pdf);
    const text = await flat(pdf);
    for (const expected of [
      'Abschlussanzeige nach § 22 EBV',
      '§ 22 Abs. 4 EBV',
      'Tatsächlich eingebaute Mengen und Materialklassen',
      'Stadt Norderstedt',
      'RC-3',
      '126,5 t',
      '70,277 m³',
      '04.05.2026',
      'B-2026-001',
      'noch nicht eingetragen',
      'Unterschrift des Verwenders',
    ]) {
      expect(text, expected).toContain(expected);
    }
  });

  it('record the send date (not in the future, not before generation); the task disappears', async () => {
    const future = await call(app, soil.byRole.project_manager, 'PUT', `${url()}/prior-notice/sent-on`, {
      sentOn: '2099-01-01',
    });
    expect(future.statusCode).toBe(422);
    expect(future.json().payload.violations[0].title).toContain('Datum darf nicht in der Zukunft liegen');
    const before = await call(app, soil.byRole.project_manager, 'PUT', `${url()}/prior-notice/sent-on`, {
      sentOn: '2020-01-01',
    });
    expect(before.statusCode).toBe(422);
    expect((await notices()).priorNotice.sentOn).toBeNull();

    const sent = await call(app, soil.byRole.project_manager, 'PUT', `${url()}/prior-notice/sent-on`, {
      sentOn: today(),
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().priorNotice.sentOn).toBe(today());
    expect(await taskTypes()).toEqual([]);
    const again = await call(app, soil.byRole.project_manager, 'POST', `${url()}/prior-notice`, {
      coverLayerDescription: 'neu',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Die Voranzeige wurde bereits versendet und kann nicht neu erstellt werden.');

    const events = await app.db.select().from(historyEvents).where(eq(historyEvents.projectId, soil.projectId));
    expect(events.map((event) => event.type)).toEqual(
      expect.arrayContaining(['ebv_compliance.notice_generated', 'ebv_compliance.notice_sent']),
    );
    const listing = await call(app, soil.byRole.project_manager, 'GET', `/project-documentation/${soil.projectId}`);
    const body = JSON.stringify(listing.json());
    expect(body).toContain('Voranzeige (§ 22 Abs. 1–3 EBV)');
    expect(body).toContain(`Voranzeige, gesendet am ${today().split('-').reverse().join('.')}`);
    expect(body).toContain('Abschlussanzeige, noch nicht gesendet');
  });

  it('are refused to other roles (403), non-members (404) and projects without the feature (403)', async () => {
    const densities = { bulkDensities: [{ materialClass: 'rc_3', tonsPerCubicMeter: '1.9' }] };
    expect((await call(app, soil.byRole.foreman, 'PUT', `${url()}/bulk-densities`, densities)).statusCode).toBe(403);
    expect((await call(app, soil.byRole.appraiser, 'POST', `${url()}/completion-notice`)).statusCode).toBe(403);
    expect(
      (await call(app, soil.byRole.machinist, 'PUT', `${url()}/completion-notice/sent-on`, { sentOn: today() }))
        .statusCode,
    ).toBe(403);
    expect((await call(app, soil.outsider, 'GET', url())).statusCode).toBe(404);
    expect((await call(app, soil.outsider, 'POST', `${url()}/prior-notice`, {})).statusCode).toBe(404);
    expect(
      (await call(app, soil.byRole.project_manager, 'PUT', `${url()}/other/sent-on`, { sentOn: today() })).statusCode,
    ).toBe(404);
    const ebvOnly = await createSoilProject(app, { features: ['ebv'] });
    expect((await call(app, ebvOnly.byRole.project_manager, 'GET', url(ebvOnly.projectId))).statusCode).toBe(403);
  });

  it('start on the project start date, else on the first delivery, else on neither (one statement, decision 0782)', async () => {
    const site = await createSoilProject(app);
    const startOf = async () => {
      const response = await call(app, site.byRole.foreman, 'GET', url(site.projectId));
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { plannedStart: unknown; priorNoticeDueOn: string | null };
    };
    expect((await startOf()).plannedStart).toEqual({
      date: null,
      source: 'Kein Projektbeginn und keine Anlieferung erfasst',
    });
    const orderId = await orderInStatus(app, site, 'approved');
    expect((await recordDelivery(app, site, orderId, 12)).statusCode).toBe(201);
    expect(await startOf()).toMatchObject({
      plannedStart: { date: '2026-05-04', source: 'erste erfasste Anlieferung (kein Projektbeginn hinterlegt)' },
      priorNoticeDueOn: '2026-04-06',
    });
    await app.db.update(projects).set({ startDate: '2026-08-03' }).where(eq(projects.id, site.projectId));
    expect(await startOf()).toMatchObject({
      plannedStart: { date: '2026-08-03', source: 'Projektbeginn laut Projektdaten' },
      priorNoticeDueOn: '2026-07-06',
    });
  });

  it('in a water protection area need a Voranzeige for any class but BM-0, BG-0, SKG and GS-0 (§ 22 Abs. 2)', async () => {
    const protectedSite = await createSoilProject(app);
    await siteConditions(protectedSite.projectId, 'wsg_iii_b', ['ew_1']);
    await createOrder(app, protectedSite, { materialClass: 'bm_0_sand', declaredQuantityInTons: 5000 });
    const exempt = await call(app, protectedSite.byRole.foreman, 'GET', url(protectedSite.projectId));
    expect(exempt.json().requirement.required).toBe(false);
    await createOrder(app, protectedSite, { orderNumber: 'B-2', materialClass: 'rc_1', declaredQuantityInTons: 9 });
    const required = (await call(app, protectedSite.byRole.foreman, 'GET', url(protectedSite.projectId))).json();
    expect(required.requirement).toMatchObject({
      required: true,
      notifiableMaterialClasses: ['rc_1'],
      protectionArea: { designated: true, materials: [{ materialClass: 'rc_1', volumeInCubicMeters: '5' }] },
    });
    expect(required.requirement.reasons[0]).toContain('Wasserschutzgebiet Zone III B');
    expect(required.plannedStart).toEqual({ date: null, source: 'Kein Projektbeginn und keine Anlieferung erfasst' });
  });
});
