import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { can, renderHistoryEntry, type ProjectRole } from '@baustellendoku/domain';
import { historyEvents, staticLoadAnalyses } from '../../../db/schema/index.js';
import { pdfText } from '../../../test/pdf-text.js';
import { call, createLoadTestProject, staticPayload } from '../../../test/load-analysis-support.js';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app.js';

// Shared vector S4 on the form's rows: fewer than three distinct stresses in both loadings.
const singular = () =>
  staticPayload({
    initialSubsidence: { load: [0.1, 0.1, 0.2, 0, 0, 0, null], unload: [0.1, 0.05, 0] },
    initialCompressions: { load: [0.5, 0.52, 0.9, 0, 0, 0, null], unload: [0.8, 0.7, 0.6] },
    secondSubsidence: { load: [0.1, 0.1, 0, 0, 0, null] },
    secondCompressions: { load: [0.7, 0.71, 0, 0, 0, null] },
  });

describe('static plate load tests API', () => {
  let app: TestApp;
  let project: Awaited<ReturnType<typeof createLoadTestProject>>;
  let appraiser: TestUser;

  beforeAll(async () => {
    app = await createTestApp();
    project = await createLoadTestProject(app);
    appraiser = project.byRole.installation_appraiser;
  });
  afterAll(() => app.cleanup());

  const create = (user: TestUser, overrides: Record<string, unknown> = {}, projectId = project.projectId) =>
    call(app, user, 'POST', '/static-load-analysis', { projectId, ...staticPayload(overrides) });
  const rowCount = async () => (await app.db.select({ value: count() }).from(staticLoadAnalyses))[0]!.value;

  it('answers the pre-filling call with null before the first test', async () => {
    const response = await call(app, project.byRole.foreman, 'GET', `/last-static-load-analysis/${project.projectId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ staticLoadAnalysisData: null });
  });

  it('records a test and stores the results the server computed (vector S1: Ev1 50.00, Ev2 112.50)', async () => {
    const response = await create(appraiser);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      projectId: project.projectId,
      number: 1,
      createdBy: { name: 'Rolle installation_appraiser' },
      updatedAt: null,
      updatedBy: null,
      document: { url: expect.stringMatching(/^\/backend\/api\/file\//) },
      staticLoadAnalysisData: {
        gridField: 'B12/03',
        measuringPointName: 'MP 4',
        analysedAt: '2026-05-04T08:30:00.000Z',
        geoCoordinate: { lat: 52.606878, lng: 13.287412 },
        evd1: 50,
        layerThickness: 300,
        height: 34250,
        liftingArm: 1,
        testLayer: 'Frostschutzschicht 0/32',
        preLoad: 0.01,
        temperature: 14.5,
        temperatureDayBefore: 12,
        precipitation: false,
        precipitationDayBefore: true,
        timeBetweenCompressionAndAnalysis: 24,
        plateBase: true,
        plateDiameter: 300,
      },
    });
    const { staticLoadTest, staticLoadRetest } = body.staticLoadAnalysisData;
    expect(staticLoadTest).toMatchObject({ a0: 0, a1: 3.5, a2: 2, ev: 50, maxCompression: 0.5 });
    expect(staticLoadRetest).toMatchObject({ a0: 1.1, a1: 2.2, a2: -0.4, ev: 112.5 });
    expect(staticLoadRetest.ev / staticLoadTest.ev).toBe(2.25);
    // D, D2, D3 of Cramer's rule: a1 = D2/D, a2 = D3/D.
    expect(staticLoadTest.d2 / staticLoadTest.d0).toBeCloseTo(3.5, 3);
    expect(staticLoadTest.d3 / staticLoadTest.d0).toBeCloseTo(2, 3);
    expect(staticLoadTest.staticLoads).toHaveLength(7);
    expect(staticLoadTest.staticLoads[1]).toEqual({ subsidence: 0.16, compression: 0.6112 });
    expect(staticLoadTest.staticUnloads[2]).toEqual({ subsidence: 0.01, compression: 1.12196 });
    expect(staticLoadRetest.staticLoads[5]).toEqual({ subsidence: 0.45, compression: 2.009 });

    const detail = await call(
      app,
      project.byRole.machinist,
      'GET',
      `/static-load-analysis/${body.staticLoadAnalysisId}`,
    );
    expect(detail.json()).toEqual(body);
    const [stored] = await app.db
      .select()
      .from(staticLoadAnalyses)
      .where(eq(staticLoadAnalyses.id, body.staticLoadAnalysisId));
    expect([stored!.ev1, stored!.ev2]).toEqual(['50', '112.5']);

    const document = await call(app, project.byRole.project_manager, 'GET', body.document.url);
    expect(document.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(document.rawPayload);
    for (const expected of [
      'Statischer Plattendruckversuch',
      'DIN 18134',
      'B12/03',
      '50,00 MN/m²',
      '112,50 MN/m²',
      '2,25',
      'Drucksetzungslinie',
    ]) {
      expect(text).toContain(expected);
    }

    const [history] = await app.db
      .select()
      .from(historyEvents)
      .where(
        and(eq(historyEvents.projectId, project.projectId), eq(historyEvents.type, 'static_load_analysis.created')),
      );
    expect(history).toMatchObject({
      originatorId: appraiser.id,
      variables: { staticLoadAnalysisId: body.staticLoadAnalysisId, number: 1, gridField: 'B12/03' },
    });
    expect(renderHistoryEntry(project.projectId, history!)).toEqual({
      text: 'Der statische Plattendruckversuch Nr. 1 im Rasterfeld B12/03 wurde erfasst',
      // The spec's link list has no entry for load tests (part 1 §2), so these entries have none.
      link: null,
    });
  });

  it('never takes results from the client: computed fields in the payload are refused', async () => {
    const response = await create(appraiser, { staticLoadTest: { ev: 999 }, evd1: 999 });
    expect(response.statusCode).toBe(422);
    expect(response.json().payload.violations).toEqual(
      expect.arrayContaining([
        { propertyPath: 'staticLoadTest', title: 'Dieses Feld ist nicht erlaubt' },
        { propertyPath: 'evd1', title: 'Dieses Feld ist nicht erlaubt' },
      ]),
    );
  });

  it('refuses a singular loading with the blocking messages and stores nothing', async () => {
    const before = await rowCount();
    const response = await call(app, appraiser, 'POST', '/static-load-analysis', {
      projectId: project.projectId,
      ...singular(),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().payload.violations).toEqual([
      {
        propertyPath: 'initialCompressions.load',
        title: 'Erstbelastung enthält ungültige Werte. Bitte überprüfen Sie die Eingaben.',
      },
      {
        propertyPath: 'secondCompressions.load',
        title: 'Zweitbelastung enthält ungültige Werte. Bitte überprüfen Sie die Eingaben.',
      },
    ]);
    expect(await rowCount()).toBe(before);
  });

  it('refuses a date or time in the future with the spec messages', async () => {
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString();
    const response = await create(appraiser, { analysedAt: tomorrow });
    expect(response.statusCode).toBe(422);
    const [violation] = response.json().payload.violations;
    expect(violation.propertyPath).toBe('analysedAt');
    const today = new Intl.DateTimeFormat('de-DE', {
      timeZone: 'Europe/Berlin',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }).format(new Date());
    expect(violation.title).toBe(`Datum darf nicht in der Zukunft liegen. Maximal erlaubtes Datum ist ${today}.`);
  });

  it('checks every field rule with German messages', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ gridField: '' }, 'gridField', 'Dieses Feld ist ein Pflichtfeld'],
      [{ gridField: 'B012/03' }, 'gridField', 'Dieses Format ist nicht valide'],
      [{ latitude: null }, 'latitude', 'Breitengrade sind erforderlich'],
      [{ latitude: -91 }, 'latitude', 'Breitengrade müssen zwischen -90 und 90 liegen'],
      [{ longitude: null }, 'longitude', 'Längengrade sind erforderlich'],
      [{ longitude: 181 }, 'longitude', 'Längengrade müssen zwischen -180 und 180 liegen'],
      [{ liftingArm: 0.5 }, 'liftingArm', 'Der Wert muss mindestens 1 sein'],
      [{ layerThickness: null }, 'layerThickness', 'Dieses Feld ist ein Pflichtfeld'],
      [{ layerThickness: 0 }, 'layerThickness', 'Der Wert muss mindestens 1 sein'],
      [{ plateBase: null }, 'plateBase', 'Dieses Feld ist ein Pflichtfeld'],
      [{ precipitation: null }, 'precipitation', 'Dieses Feld ist ein Pflichtfeld'],
      [{ precipitationDayBefore: null }, 'precipitationDayBefore', 'Dieses Feld ist ein Pflichtfeld'],
      [{ testLayer: '' }, 'testLayer', 'Dieses Feld ist ein Pflichtfeld'],
      [{ height: null }, 'height', 'Dieses Feld ist ein Pflichtfeld'],
      [{ preLoad: null }, 'preLoad', 'Dieses Feld ist ein Pflichtfeld'],
      [
        { timeBetweenCompressionAndAnalysis: null },
        'timeBetweenCompressionAndAnalysis',
        'Dieses Feld ist ein Pflichtfeld',
      ],
      [{ plateDiameter: null }, 'plateDiameter', 'Dieses Feld ist ein Pflichtfeld'],
      [{ temperature: null }, 'temperature', 'Dieses Feld ist ein Pflichtfeld'],
      [{ temperatureDayBefore: null }, 'temperatureDayBefore', 'Dieses Feld ist ein Pflichtfeld'],
      [
        {
          initialCompressions: {
            load: [0.2928, null, 0.9552, 1.3248, 1.72, 1.98, 2.25],
            unload: [2.12, 1.83, 1.12196],
          },
        },
        'initialCompressions.load.1',
        'Dieses Feld ist ein Pflichtfeld',
      ],
      [
        { secondSubsidence: { load: [0.08, 0.16, 0.24, null, 0.4, 0.45] } },
        'secondSubsidence.load.3',
        'Dieses Feld ist ein Pflichtfeld',
      ],
    ];
    for (const [overrides, propertyPath, title] of cases) {
      const response = await create(appraiser, overrides);
      expect(response.statusCode, propertyPath).toBe(422);
      expect(response.json().payload.violations, propertyPath).toContainEqual({ propertyPath, title });
    }
    // The 7th first-load row and the 6th second-load row may stay empty.
    const optionalRows = await create(appraiser, {
      initialSubsidence: { load: [0.08, 0.16, 0.24, 0.32, 0.4, 0.45, null], unload: [0.25, 0.125, 0.01] },
      initialCompressions: { load: [0.2928, 0.6112, 0.9552, 1.3248, 1.72, 1.98, null], unload: [2.12, 1.83, 1.12196] },
      secondSubsidence: { load: [0.08, 0.16, 0.24, 0.32, 0.4, null] },
      secondCompressions: { load: [1.27344, 1.44176, 1.60496, 1.76304, 1.916, null] },
    });
    expect(optionalRows.statusCode).toBe(201);
    // σ0max is now 0.45 (the 7th row is empty): Ev1 = 0.75·300 / (3.5 + 2·0.45) = 51.14.
    expect(optionalRows.json().staticLoadAnalysisData.staticLoadTest).toMatchObject({
      ev: 51.14,
      maxCompression: 0.45,
    });
  });

  it('edits a test: recomputes, regenerates the protocol, writes history; pre-filling returns the last conditions', async () => {
    const created = (await create(appraiser)).json();
    const response = await call(
      app,
      appraiser,
      'PUT',
      `/static-load-analysis/${created.staticLoadAnalysisId}`,
      staticPayload({ liftingArm: 1.5, testLayer: 'Planum', gridField: 'B12/04' }),
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.number).toBe(created.number);
    expect(body.updatedBy).toEqual({ name: 'Rolle installation_appraiser' });
    // Same readings, lever factor 1.5: every settlement × 1.5, so both moduli / 1.5.
    expect(body.staticLoadAnalysisData.staticLoadTest.ev).toBe(33.33);
    expect(body.staticLoadAnalysisData.staticLoadRetest.ev).toBe(75);
    expect(body.document.url).not.toBe(created.document.url);
    expect((await call(app, appraiser, 'GET', created.document.url)).statusCode).toBe(404);
    expect(await pdfText((await call(app, appraiser, 'GET', body.document.url)).rawPayload)).toContain('33,33 MN/m²');
    const updates = await app.db
      .select()
      .from(historyEvents)
      .where(eq(historyEvents.type, 'static_load_analysis.updated'));
    expect(updates.map((entry) => entry.variables.staticLoadAnalysisId)).toContain(created.staticLoadAnalysisId);

    const third = (await create(appraiser, { temperature: 3, precipitation: true, height: 35010 })).json();
    const last = await call(app, project.byRole.machinist, 'GET', `/last-static-load-analysis/${project.projectId}`);
    expect(last.json()).toEqual({
      staticLoadAnalysisData: {
        height: 35010,
        layerThickness: 300,
        timeBetweenCompressionAndAnalysis: 24,
        plateBase: true,
        temperature: 3,
        temperatureDayBefore: 12,
        precipitationDayBefore: true,
        precipitation: true,
        preLoad: 0.01,
        liftingArm: 1,
        testLayer: 'Frostschutzschicht 0/32',
        plateDiameter: 300,
      },
    });
    expect(third.number).toBeGreaterThan(created.number);
  });

  it('refuses a singular edit and keeps the stored test unchanged', async () => {
    const created = (await create(appraiser)).json();
    const response = await call(
      app,
      appraiser,
      'PUT',
      `/static-load-analysis/${created.staticLoadAnalysisId}`,
      singular(),
    );
    expect(response.statusCode).toBe(422);
    const detail = await call(app, appraiser, 'GET', `/static-load-analysis/${created.staticLoadAnalysisId}`);
    expect(detail.json()).toEqual(created);
  });

  it('allows create and edit only with createStaticLoadAnalysis, reading with accessStaticLoadAnalysis (from the rule table)', async () => {
    const existing = (await create(appraiser)).json();
    const facts = {
      enabledFeatures: ['mounting-documentation' as const],
      isProjectDataCompleted: true,
      hasConfirmedAnnouncement: false,
      isDocumentationOfAbsenceOfAsbestosCompleted: false,
    };
    for (const actor of project.actors) {
      const ctx = { user: { isAdmin: actor.user.isAdmin }, roles: actor.roles as ProjectRole[] | null, project: facts };
      const visible = actor.roles !== null || actor.user.isAdmin;
      const status = (rule: 'createStaticLoadAnalysis' | 'accessStaticLoadAnalysis', ok: number) =>
        can(rule, ctx) ? ok : visible ? 403 : 404;
      const created = await create(actor.user);
      const edited = await call(
        app,
        actor.user,
        'PUT',
        `/static-load-analysis/${existing.staticLoadAnalysisId}`,
        staticPayload(),
      );
      const read = await call(app, actor.user, 'GET', `/static-load-analysis/${existing.staticLoadAnalysisId}`);
      const list = await call(
        app,
        actor.user,
        'GET',
        `/static-load-analysis?skip=0&limit=999999&projectId=${project.projectId}`,
      );
      const last = await call(app, actor.user, 'GET', `/last-static-load-analysis/${project.projectId}`);
      expect(
        [created.statusCode, edited.statusCode, read.statusCode, list.statusCode, last.statusCode],
        actor.key,
      ).toEqual([
        status('createStaticLoadAnalysis', 201),
        status('createStaticLoadAnalysis', 200),
        status('accessStaticLoadAnalysis', 200),
        status('accessStaticLoadAnalysis', 200),
        status('accessStaticLoadAnalysis', 200),
      ]);
    }
    expect((await create(appraiser, {}, project.otherProjectId)).statusCode).toBe(403);
    expect(
      (await call(app, appraiser, 'GET', `/static-load-analysis?projectId=${project.otherProjectId}`)).statusCode,
    ).toBe(403);
    expect((await call(app, null, 'GET', `/static-load-analysis/${existing.staticLoadAnalysisId}`)).statusCode).toBe(
      401,
    );
    expect(
      (await call(app, appraiser, 'GET', '/static-load-analysis/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
  });

  it('numbers tests per project consecutively, also when created concurrently', async () => {
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, i) => create(appraiser, { gridField: `K${i + 1}/01` })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(8).fill(201));
    const rows = await app.db
      .select({ number: staticLoadAnalyses.number })
      .from(staticLoadAnalyses)
      .where(eq(staticLoadAnalyses.projectId, project.projectId));
    const numbers = rows.map((row) => row.number).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));
    const list = (
      await call(app, appraiser, 'GET', `/static-load-analysis?skip=0&limit=3&projectId=${project.projectId}`)
    ).json();
    expect(list.items.map((item: { number: number }) => item.number)).toEqual([
      numbers.length,
      numbers.length - 1,
      numbers.length - 2,
    ]);
  });
});
