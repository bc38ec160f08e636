// Issue 37 items 1 and 2 through HTTP: the appraiser's requirements per layer, and the verdict every
// load-test answer carries — computed from the stored figures, re-judged when a requirement
// changes, filterable in the lists. Runs on PGlite and PostgreSQL (TEST_DB).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { can } from '@baustellendoku/domain';
import { compactionRequirements, historyEvents, staticLoadAnalyses } from '../../../db/schema/index.js';
import { call, createLoadTestProject, postDynamic, postStatic, recorded } from '../../../test/load-analysis-support.js';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app.js';

describe('compaction requirements and verdicts API', () => {
  let app: TestApp;
  let project: Awaited<ReturnType<typeof createLoadTestProject>>;
  let appraiser: TestUser;

  beforeAll(async () => {
    app = await createTestApp();
    project = await createLoadTestProject(app);
    appraiser = project.byRole.appraiser;
  });
  afterAll(() => app.cleanup());

  const requirementsPath = () => `/project/${project.projectId}/compaction-requirements`;
  const setRequirement = (body: Record<string, unknown>, user = appraiser) =>
    call(app, user, 'POST', requirementsPath(), body);
  const changeRequirement = (id: string, body: Record<string, unknown>) =>
    call(app, appraiser, 'PUT', `${requirementsPath()}/${id}`, body);
  const recordDynamic = async (overrides: Record<string, unknown>) =>
    recorded(await postDynamic(app, project, overrides));
  const recordStatic = async (overrides: Record<string, unknown>) =>
    recorded(await postStatic(app, project, overrides));
  const list = async (resource: string, query = '') => {
    const response = await call(
      app,
      project.byRole.machinist,
      'GET',
      `/${resource}?projectId=${project.projectId}${query}`,
    );
    expect(response.statusCode).toBe(200);
    return response.json().items as { number: number; verdict: { result: string; reason: string | null } }[];
  };
  const verdictsByNumber = (items: Awaited<ReturnType<typeof list>>) =>
    Object.fromEntries(items.map((item) => [item.number, item.verdict]));

  it('lets only appraisers set requirements; everybody with the load tests reads them (rule table)', async () => {
    const facts = {
      enabledFeatures: ['mounting-documentation' as const],
      isProjectDataCompleted: true,
      hasConfirmedAnnouncement: false,
      isDocumentationOfAbsenceOfAsbestosCompleted: false,
    };
    const setters: string[] = [];
    for (const actor of project.actors) {
      const ctx = { user: { isAdmin: actor.user.isAdmin }, roles: actor.roles, project: facts };
      const created = await setRequirement(
        { layer: `Schicht ${actor.key}`, testKind: 'dynamic', minEvd: 40 },
        actor.user,
      );
      const read = await call(app, actor.user, 'GET', requirementsPath());
      if (created.statusCode === 201) setters.push(actor.key);
      if (actor.key === 'outsider') {
        expect([created.statusCode, read.statusCode], actor.key).toEqual([404, 404]);
        continue;
      }
      expect(created.statusCode, actor.key).toBe(can('manageCompactionRequirements', ctx) ? 201 : 403);
      expect(read.statusCode, actor.key).toBe(can('accessCompactionRequirements', ctx) ? 200 : 403);
    }
    expect(setters.sort()).toEqual(['appraiser', 'installation_appraiser']);
    const anonymous = await call(app, null, 'GET', requirementsPath());
    expect(anonymous.statusCode).toBe(401);
    // A project without the soil installation feature: refused to the appraiser too.
    const noFeature = await call(app, appraiser, 'POST', `/project/${project.otherProjectId}/compaction-requirements`, {
      layer: 'Planum',
      testKind: 'dynamic',
      minEvd: 40,
    });
    expect(noFeature.statusCode).toBe(403);
    // Clean up the actors' layers, as the appraiser.
    for (const item of (await call(app, appraiser, 'GET', requirementsPath())).json().items) {
      const removed = await call(app, appraiser, 'DELETE', `${requirementsPath()}/${item.requirementId}`);
      expect(removed.statusCode).toBe(204);
    }
    const foremanDelete = await call(
      app,
      project.byRole.foreman,
      'DELETE',
      `${requirementsPath()}/${crypto.randomUUID()}`,
    );
    expect(foremanDelete.statusCode).toBe(403);
  });

  it('refuses values below zero, above 1,000 MN/m², a ratio below 1 and a second requirement for a layer (422, German)', async () => {
    const before = (await app.db.select({ value: count() }).from(compactionRequirements))[0]!.value;
    const refused = async (body: Record<string, unknown>) => {
      const response = await setRequirement(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      return response
        .json()
        .payload.violations.map((v: { propertyPath: string; title: string }) => [v.propertyPath, v.title]);
    };
    expect(await refused({ layer: 'Planum', testKind: 'static', minEv2: -0.01 })).toEqual([
      ['minEv2', 'Der Wert muss mindestens 0 sein'],
    ]);
    expect(await refused({ layer: 'Planum', testKind: 'dynamic', minEvd: 1000.01 })).toEqual([
      ['minEvd', 'Der Wert darf höchstens 1000 sein'],
    ]);
    expect(await refused({ layer: 'Planum', testKind: 'static', maxRatio: 0.99 })).toEqual([
      ['maxRatio', 'Der Wert muss mindestens 1 sein'],
    ]);
    expect(await refused({ layer: 'Planum', testKind: 'static', minEv2: 45.555 })).toEqual([
      ['minEv2', 'Maximal 2 Nachkommastellen erlaubt'],
    ]);
    expect(await refused({ layer: ' ', testKind: 'dynamic', minEvd: 40 })).toEqual([
      ['layer', 'Dieses Feld ist ein Pflichtfeld'],
    ]);
    expect(await refused({ layer: 'Planum', testKind: 'both', minEv2: 45 })).toEqual([
      ['minEvd', 'Für dynamische Versuche ist ein Mindestwert Evd erforderlich'],
    ]);
    expect(await refused({ layer: 'Planum', testKind: 'dynamic', minEvd: 40, minEv2: 45, ratioFromEv2: 10 })).toEqual([
      ['minEv2', 'Dieser Wert gilt nur für statische Versuche'],
      ['ratioFromEv2', 'Dieser Wert gilt nur für statische Versuche'],
    ]);
    expect(await refused({ layer: 'Planum', testKind: 'static', minEv2: 45, ratioFromEv2: 10 })).toEqual([
      ['ratioFromEv2', 'Nur zusammen mit einem Höchstwert Ev2/Ev1'],
    ]);
    expect((await app.db.select({ value: count() }).from(compactionRequirements))[0]!.value).toBe(before);

    const first = await setRequirement({ layer: 'Planum', testKind: 'static', minEv2: 45 });
    expect(first.statusCode).toBe(201);
    expect(await refused({ layer: '  planum ', testKind: 'static', minEv2: 60 })).toEqual([
      ['layer', 'Für diese Schicht gibt es bereits eine Anforderung'],
    ]);
    const changedToNothing = await changeRequirement(first.json().requirementId, {
      layer: 'Planum',
      testKind: 'static',
    });
    expect(changedToNothing.statusCode).toBe(422);
    const removed = await call(app, appraiser, 'DELETE', `${requirementsPath()}/${first.json().requirementId}`);
    expect(removed.statusCode).toBe(204);
  });

  it('judges dynamic tests against their layer, in list and detail, and filters the list by verdict', async () => {
    const created = await setRequirement({ layer: 'Frostschutzschicht', testKind: 'dynamic', minEvd: 45 });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      requirementId: expect.any(String),
      projectId: project.projectId,
      layer: 'Frostschutzschicht',
      testKind: 'dynamic',
      minEv2: null,
      maxRatio: null,
      ratioFromEv2: null,
      minEvd: 45,
      updatedAt: expect.any(String),
      updatedBy: { name: 'Rolle appraiser' },
    });
    const history = await app.db
      .select()
      .from(historyEvents)
      .where(eq(historyEvents.type, 'compaction_requirement.created'));
    expect(history.map((entry) => entry.variables.layer)).toContain('Frostschutzschicht');

    const atLimit = await recordDynamic({ evd: 45, layer: 'Frostschutzschicht' });
    const below = await recordDynamic({ evd: 44.99, layer: 'frostschutzschicht' });
    const withoutLayer = await recordDynamic({ evd: 80 });
    const otherLayer = await recordDynamic({ evd: 80, layer: 'Planum' });

    expect(atLimit.verdict).toEqual({ result: 'passed', reason: null });
    const detail = await call(
      app,
      project.byRole.machinist,
      'GET',
      `/dynamic-load-analysis/${below.dynamicLoadAnalysisId}`,
    );
    expect(detail.json().verdict).toEqual({
      result: 'failed',
      reason: 'Evd 44,99 MN/m² unter dem Mindestwert 45 MN/m²',
    });
    expect(detail.json().dynamicLoadAnalysisData.layer).toBe('frostschutzschicht');
    expect(verdictsByNumber(await list('dynamic-load-analysis'))).toEqual({
      [atLimit.number]: { result: 'passed', reason: null },
      [below.number]: { result: 'failed', reason: 'Evd 44,99 MN/m² unter dem Mindestwert 45 MN/m²' },
      [withoutLayer.number]: { result: 'notJudged', reason: 'Versuch unvollständig: keine Schicht angegeben' },
      [otherLayer.number]: { result: 'notJudged', reason: 'Keine Anforderung für die Schicht' },
    });

    // The map's markers carry the verdict (green, red, grey).
    const points = await call(
      app,
      project.byRole.machinist,
      'GET',
      `/dynamic-load-analysis/points?projectId=${project.projectId}`,
    );
    const colours = Object.fromEntries(
      points.json().items.map((point: { number: number; verdict: string }) => [point.number, point.verdict]),
    );
    expect(colours).toEqual({
      [atLimit.number]: 'passed',
      [below.number]: 'failed',
      [withoutLayer.number]: 'notJudged',
      [otherLayer.number]: 'notJudged',
    });

    expect((await list('dynamic-load-analysis', '&verdict=failed')).map((item) => item.number)).toEqual([below.number]);
    expect((await list('dynamic-load-analysis', '&verdict=passed')).map((item) => item.number)).toEqual([
      atLimit.number,
    ]);
    const notJudged = await list('dynamic-load-analysis', '&verdict=notJudged&skip=0&limit=1');
    expect(notJudged.map((item) => item.number)).toEqual([otherLayer.number]);
    const secondPage = await list('dynamic-load-analysis', '&verdict=notJudged&skip=1&limit=1');
    expect(secondPage.map((item) => item.number)).toEqual([withoutLayer.number]);
    // The search and the filter together: grid field C7 and failed.
    expect((await list('dynamic-load-analysis', '&verdict=failed&search=C7')).map((item) => item.number)).toEqual([
      below.number,
    ]);
    expect(await list('dynamic-load-analysis', '&verdict=failed&search=Z99')).toEqual([]);

    const badFilter = await call(
      app,
      project.byRole.machinist,
      'GET',
      `/dynamic-load-analysis?projectId=${project.projectId}&verdict=gut`,
    );
    expect(badFilter.statusCode).toBe(422);
    expect(badFilter.json().payload.violations).toEqual([
      { propertyPath: 'querystring.verdict', title: 'Bitte wählen Sie einen gültigen Wert' },
    ]);

    // A requirement that judges only static tests does not judge the dynamic ones.
    const changed = await changeRequirement(created.json().requirementId, {
      layer: 'Frostschutzschicht',
      testKind: 'static',
      minEv2: 100,
    });
    expect(changed.statusCode).toBe(200);
    const again = await call(
      app,
      project.byRole.machinist,
      'GET',
      `/dynamic-load-analysis/${atLimit.dynamicLoadAnalysisId}`,
    );
    expect(again.json().verdict).toEqual({
      result: 'notJudged',
      reason: 'Diese Versuchsart zählt für die Schicht nicht',
    });

    const removed = await call(app, appraiser, 'DELETE', `${requirementsPath()}/${created.json().requirementId}`);
    expect(removed.statusCode).toBe(204);
    expect((await list('dynamic-load-analysis', '&verdict=notJudged')).length).toBe(4);
  });

  it('re-judges static tests when the requirement changes, without touching their figures', async () => {
    // Vector S1: Ev1 50, Ev2 112.5, Ev2/Ev1 2.25.
    const test = await recordStatic({ layer: 'Schottertragschicht', gridField: 'S1/01' });
    expect(test.verdict).toEqual({ result: 'notJudged', reason: 'Keine Anforderung für die Schicht' });
    const [before] = await app.db
      .select()
      .from(staticLoadAnalyses)
      .where(eq(staticLoadAnalyses.id, test.staticLoadAnalysisId));

    const created = await setRequirement({
      layer: 'Schottertragschicht',
      testKind: 'both',
      minEv2: 112.5,
      maxRatio: 2.25,
      minEvd: 50,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().requirementId;
    const verdict = async () =>
      (await call(app, project.byRole.foreman, 'GET', `/static-load-analysis/${test.staticLoadAnalysisId}`)).json()
        .verdict;
    expect(await verdict()).toEqual({ result: 'passed', reason: null });

    const tighter = { layer: 'Schottertragschicht', testKind: 'both', minEv2: 112.51, maxRatio: 2.24, minEvd: 50 };
    expect((await changeRequirement(id, tighter)).statusCode).toBe(200);
    expect(await verdict()).toEqual({
      result: 'failed',
      reason: 'Ev2 112,5 MN/m² unter dem Mindestwert 112,51 MN/m²; Ev2/Ev1 2,25 über dem Höchstwert 2,24',
    });
    expect(verdictsByNumber(await list('static-load-analysis', '&verdict=failed'))[test.number]?.result).toBe('failed');

    // The ratio only from Ev2 120 on: at 112.5 it is not checked.
    const conditional = { ...tighter, minEv2: 100, ratioFromEv2: 120 };
    expect((await changeRequirement(id, conditional)).statusCode).toBe(200);
    expect(await verdict()).toEqual({ result: 'passed', reason: null });
    expect((await changeRequirement(id, { ...conditional, ratioFromEv2: 112.5 })).statusCode).toBe(200);
    expect(await verdict()).toEqual({ result: 'failed', reason: 'Ev2/Ev1 2,25 über dem Höchstwert 2,24' });

    const [after] = await app.db
      .select()
      .from(staticLoadAnalyses)
      .where(eq(staticLoadAnalyses.id, test.staticLoadAnalysisId));
    // Only its protocol is written again, with the new verdict (decision 0662).
    expect(after).toEqual({ ...before, documentFileId: expect.any(String) });
    expect(after!.documentFileId).not.toBe(before!.documentFileId);
  });
});
