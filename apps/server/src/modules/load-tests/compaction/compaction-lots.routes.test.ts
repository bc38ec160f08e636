// Issue 37 item 3 through HTTP: test lots of one layer in chosen grid fields, their summary and
// verdict under both rules, re-judged when the requirement changes, the refusals, who may form
// them, and the report PDF. Runs on PGlite and PostgreSQL (TEST_DB).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { compactionLots } from '../../../db/schema/index.js';
import { calibratedDevice } from '../../../test/devices.js';
import { pdfText } from '../../../test/pdf-text.js';
import {
  call,
  createLoadTestProject,
  dynamicPayload,
  GIF_1X1,
  uploadFile,
} from '../../../test/load-analysis-support.js';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app.js';

type Lot = {
  lotId: string;
  layer: string;
  gridFields: string[];
  summary: {
    count: number;
    minimum: number | null;
    mean: number | null;
    passed: number;
    sharePassed: number | null;
    verdict: { result: string; reason: string | null };
  };
  tests: { number: number; gridField: string; value: number | null; verdict: { result: string } }[];
};

describe('compaction lots API', () => {
  let app: TestApp;
  let project: Awaited<ReturnType<typeof createLoadTestProject>>;
  let appraiser: TestUser;
  let requirementId: string;

  const lotsPath = () => `/project/${project.projectId}/compaction-lots`;
  const lotCount = async () => (await app.db.select({ value: count() }).from(compactionLots))[0]!.value;
  const recordDynamic = async (gridField: string, layer: string, evd: number, retestOf?: string) => {
    const foreman = project.byRole.foreman;
    const image = await uploadFile(app, foreman, 'ausdruck.gif', GIF_1X1, 'image');
    const response = await call(app, foreman, 'POST', '/dynamic-load-analysis', {
      projectId: project.projectId,
      deviceId: await calibratedDevice(app, 'dynamic'),
      ...dynamicPayload(image.id, { gridField, layer, evd, ...(retestOf ? { retestOf } : {}) }),
    });
    expect(response.statusCode).toBe(201);
    return response.json().dynamicLoadAnalysisId as string;
  };
  const lotBody = (overrides: Record<string, unknown> = {}) => ({
    name: 'Los 1 Planum Nord',
    testKind: 'dynamic',
    layer: 'planum',
    gridFields: ['a1', 'B2'],
    rule: 'all',
    ...overrides,
  });

  beforeAll(async () => {
    app = await createTestApp();
    project = await createLoadTestProject(app);
    appraiser = project.byRole.appraiser;
    const requirement = await call(app, appraiser, 'POST', `/project/${project.projectId}/compaction-requirements`, {
      layer: 'Planum',
      testKind: 'dynamic',
      minEvd: 45,
    });
    expect(requirement.statusCode).toBe(201);
    requirementId = requirement.json().requirementId;
    await recordDynamic('A1/01', 'Planum', 50); // 1 passes
    await recordDynamic('A1/02', 'Planum', 44.99); // 2 fails: 0.01 short
    await recordDynamic('B2/01', 'Planum', 45); // 3 passes: equal to the limit
    await recordDynamic('A1/03', 'Frostschutzschicht', 60); // 4 another layer in the lot's field
    await recordDynamic('C3/01', 'Planum', 70); // 5 outside the lot's fields
  });
  afterAll(() => app.cleanup());

  it('offers the grid fields that hold tests of the kind, with their layers', async () => {
    const fields = await call(app, project.byRole.machinist, 'GET', `${lotsPath()}/fields?testKind=dynamic`);
    expect(fields.statusCode).toBe(200);
    expect(fields.json().items).toEqual([
      { gridField: 'A1', tests: 3, layers: ['Frostschutzschicht', 'Planum'] },
      { gridField: 'B2', tests: 1, layers: ['Planum'] },
      { gridField: 'C3', tests: 1, layers: ['Planum'] },
    ]);
    const wrongKind = await call(app, project.byRole.machinist, 'GET', `${lotsPath()}/fields?testKind=beides`);
    expect(wrongKind.statusCode).toBe(422);
    expect(wrongKind.json().payload.violations).toEqual([
      { propertyPath: 'querystring.testKind', title: 'Bitte wählen Sie einen gültigen Wert' },
    ]);
  });

  it('forms a lot of one layer and judges it: count, minimum, mean, share and the verdict under the rule', async () => {
    // A1 holds Planum and Frostschutzschicht: without a layer named, the lot is refused.
    const twoLayers = await call(app, appraiser, 'POST', lotsPath(), lotBody({ layer: null }));
    expect(twoLayers.statusCode).toBe(422);
    expect(twoLayers.json().payload.violations).toEqual([
      {
        propertyPath: 'layer',
        title:
          'Die Versuche in den gewählten Rasterfeldern gehören zu mehreren Schichten (Frostschutzschicht, Planum). Ein Prüflos umfasst nur eine Schicht: bitte wählen Sie die Schicht.',
      },
    ]);

    const created = await call(app, appraiser, 'POST', lotsPath(), lotBody());
    expect(created.statusCode).toBe(201);
    const lot = created.json() as Lot;
    expect(lot.layer).toBe('Planum');
    expect(lot.gridFields).toEqual(['A1', 'B2']);
    expect(lot.tests.map((test) => [test.number, test.verdict.result])).toEqual([
      [1, 'passed'],
      [2, 'failed'],
      [3, 'passed'],
    ]);
    expect(lot.summary).toEqual({
      count: 3,
      minimum: 44.99,
      mean: 46.66, // (50 + 44.99 + 45) / 3 = 46.663…
      passed: 2,
      sharePassed: 66.7,
      verdict: { result: 'failed', reason: '1 von 3 Versuchen nicht erfüllt' },
    });

    const rule = async (overrides: Record<string, unknown>) => {
      const response = await call(app, appraiser, 'PUT', `${lotsPath()}/${lot.lotId}`, lotBody(overrides));
      expect(response.statusCode).toBe(200);
      return (response.json() as Lot).summary.verdict;
    };
    // 2 of 3 = 66.67 %: a 66 % share passes, 67 % does not; fewer tests than the minimum count: not judged.
    expect(await rule({ rule: 'share', minSharePercent: 66, minCount: 3 })).toEqual({ result: 'passed', reason: null });
    expect(await rule({ rule: 'share', minSharePercent: 67, minCount: 3 })).toEqual({
      result: 'failed',
      reason: 'Anteil erfüllter Versuche 66,7 % unter 67 %',
    });
    expect(await rule({ rule: 'share', minSharePercent: 50, minCount: 4 })).toEqual({
      result: 'notJudged',
      reason: 'Zu wenige Versuche: 3 von mindestens 4',
    });

    // A changed requirement re-judges the lot on the next read.
    const changed = await call(
      app,
      appraiser,
      'PUT',
      `/project/${project.projectId}/compaction-requirements/${requirementId}`,
      { layer: 'Planum', testKind: 'dynamic', minEvd: 44.99 },
    );
    expect(changed.statusCode).toBe(200);
    await rule({});
    const read = await call(app, project.byRole.machinist, 'GET', `${lotsPath()}/${lot.lotId}`);
    expect(read.statusCode).toBe(200);
    expect((read.json() as Lot).summary.verdict).toEqual({ result: 'passed', reason: null });
    const listed = await call(app, project.byRole.machinist, 'GET', lotsPath());
    expect((listed.json().items as Lot[]).map((item) => item.summary.verdict.result)).toEqual(['passed']);

    // The report: the lot, its rule, its result and every test.
    const report = await call(app, project.byRole.machinist, 'GET', `${lotsPath()}/${lot.lotId}/report`);
    expect(report.statusCode).toBe(200);
    expect(report.headers['content-type']).toBe('application/pdf');
    const text = (await pdfText(report.rawPayload)).replace(/\s+/g, ' ');
    for (const expected of [
      'Prüflos-Bericht',
      'Los 1 Planum Nord',
      'Jeder Versuch muss die Anforderung erfüllen',
      'Evd ≥ 44,99 MN/m²',
      '3 von 3 (100,0 %)',
      '46,66 MN/m²',
      'A1/02',
      'B2/01',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('C3/01');
  });

  it('judges a re-tested field by the re-test: the failed test it replaces leaves the lot', async () => {
    const failed = await recordDynamic('D4/01', 'Planum', 30);
    const created = await call(app, appraiser, 'POST', lotsPath(), lotBody({ name: 'Los D4', gridFields: ['D4'] }));
    expect((created.json() as Lot).summary.verdict.result).toBe('failed');
    const lotId = (created.json() as Lot).lotId;
    await recordDynamic('D4/01', 'Planum', 52, failed);
    const lot = (await call(app, appraiser, 'GET', `${lotsPath()}/${lotId}`)).json() as Lot;
    expect(lot.tests.map((test) => [test.value, test.verdict.result])).toEqual([[52, 'passed']]);
    expect(lot.summary.verdict).toEqual({ result: 'passed', reason: null });
    expect((await call(app, appraiser, 'DELETE', `${lotsPath()}/${lotId}`)).statusCode).toBe(204);
  });

  it('refuses what is not a lot (422, German) and stores nothing', async () => {
    const before = await lotCount();
    const refused = async (body: Record<string, unknown>) => {
      const response = await call(app, appraiser, 'POST', lotsPath(), body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      return response
        .json()
        .payload.violations.map((violation: { propertyPath: string; title: string }) => [
          violation.propertyPath,
          violation.title,
        ]);
    };
    expect(await refused(lotBody({ gridFields: [] }))).toEqual([
      ['gridFields', 'Bitte wählen Sie mindestens ein Rasterfeld'],
    ]);
    expect(await refused(lotBody({ gridFields: ['A-1'] }))).toEqual([
      ['gridFields.0', 'Dieses Format ist nicht valide'],
    ]);
    expect(await refused(lotBody({ rule: 'share' }))).toEqual([
      ['minSharePercent', 'Für diese Regel ist ein Mindestanteil erforderlich'],
      ['minCount', 'Für diese Regel ist eine Mindestanzahl erforderlich'],
    ]);
    expect(await refused(lotBody({ minSharePercent: 80 }))).toEqual([
      ['minSharePercent', 'Dieser Wert gilt nur für die Regel mit Mindestanteil'],
    ]);
    expect(await refused(lotBody({ rule: 'share', minSharePercent: 101, minCount: 0 }))).toEqual([
      ['minSharePercent', 'Der Wert darf höchstens 100 sein'],
      ['minCount', 'Der Wert muss mindestens 1 sein'],
    ]);
    expect(await refused(lotBody({ gridFields: ['Z9'], layer: null }))).toEqual([
      ['gridFields', 'In den gewählten Rasterfeldern gibt es keinen Versuch dieser Art mit Schicht'],
    ]);
    expect(await refused(lotBody({ layer: 'Schottertragschicht' }))).toEqual([
      ['layer', 'In den gewählten Rasterfeldern gibt es keinen Versuch der Schicht „Schottertragschicht“'],
    ]);
    expect(await refused(lotBody({ testKind: 'static' }))).toEqual([
      ['layer', 'In den gewählten Rasterfeldern gibt es keinen Versuch der Schicht „planum“'],
    ]);
    expect(await lotCount()).toBe(before);
  });

  it('lets the appraisers form lots and everybody with the load tests read them; another project’s lot is 404', async () => {
    const foreman = await call(app, project.byRole.foreman, 'POST', lotsPath(), lotBody());
    expect(foreman.statusCode).toBe(403);
    const installationAppraiser = await call(
      app,
      project.byRole.installation_appraiser,
      'POST',
      lotsPath(),
      lotBody({ name: 'Los 2' }),
    );
    expect(installationAppraiser.statusCode).toBe(201);
    const lotId = installationAppraiser.json().lotId as string;
    expect((await call(app, project.outsider, 'GET', lotsPath())).statusCode).toBe(404);
    expect((await call(app, null, 'GET', lotsPath())).statusCode).toBe(401);
    // The lot id under another project (the appraiser is a member there too, without the feature: 403).
    const elsewhere = await call(app, appraiser, 'GET', `/project/${project.otherProjectId}/compaction-lots/${lotId}`);
    expect(elsewhere.statusCode).toBe(403);
    const unknown = await call(app, appraiser, 'GET', `${lotsPath()}/${crypto.randomUUID()}`);
    expect(unknown.statusCode).toBe(404);
    const removed = await call(app, appraiser, 'DELETE', `${lotsPath()}/${lotId}`);
    expect(removed.statusCode).toBe(204);
    expect((await call(app, appraiser, 'GET', `${lotsPath()}/${lotId}`)).statusCode).toBe(404);
  });
});
