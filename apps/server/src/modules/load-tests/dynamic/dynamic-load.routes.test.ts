import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { can, renderHistoryEntry, type ProjectRole } from '@baustellendoku/domain';
import { dynamicLoadAnalyses, files, historyEvents } from '../../../db/schema/index.js';
import { pdfText } from '../../../test/pdf-text.js';
import { pdfOfSize } from '../../../test/fixtures.js';
import {
  call,
  createLoadTestProject,
  dynamicPayload,
  GIF_1X1,
  uploadFile,
} from '../../../test/load-analysis-support.js';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app.js';

const printout = fs.readFileSync(path.resolve(__dirname, 'demo/zfg-3000-printout.png'));

describe('dynamic plate load tests API', () => {
  let app: TestApp;
  let project: Awaited<ReturnType<typeof createLoadTestProject>>;
  let foreman: TestUser;

  beforeAll(async () => {
    app = await createTestApp();
    project = await createLoadTestProject(app);
    foreman = project.byRole.foreman;
  });
  afterAll(() => app.cleanup());

  const create = async (user: TestUser, overrides: Record<string, unknown> = {}, projectId = project.projectId) => {
    const image = await uploadFile(app, user, 'ausdruck.png', printout, 'image');
    return call(app, user, 'POST', '/dynamic-load-analysis', { projectId, ...dynamicPayload(image.id, overrides) });
  };
  const rowCount = async () => (await app.db.select({ value: count() }).from(dynamicLoadAnalyses))[0]!.value;

  it('records a test (foreman) and returns it in the shape of the spec, with a generated test record', async () => {
    const response = await create(foreman);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      dynamicLoadAnalysisId: expect.any(String),
      projectId: project.projectId,
      number: expect.any(Number),
      createdAt: expect.any(String),
      createdBy: { name: 'Rolle foreman' },
      updatedAt: null,
      updatedBy: null,
      // No site time sent: the entry was made when it arrived (decision 0390).
      recordedAt: null,
      document: { url: expect.stringMatching(/^\/backend\/api\/file\/[0-9a-f-]{36}$/) },
      dynamicLoadAnalysisData: {
        gridField: 'C7/02',
        analysedAt: '2026-05-05T06:45:00.000Z',
        geoCoordinate: { lat: 52.607512, lng: 13.289043 },
        evd: 48.8,
        analysisResult: {
          id: expect.any(String),
          fileName: 'ausdruck.png',
          url: expect.stringMatching(/^\/backend\/api\/file\//),
        },
        height: 34120,
        soilLayerHeight: 300,
        soilType: 'Kiessand, schwach schluffig',
        soilRecovery: 'Kalk-Zement 2 %',
        precipitation: false,
        temperature: 11.5,
        deviceName: 'ZFG 3000 GPS',
        deviceModel: 'Zorn Instruments',
        // The spec's payload names no layer (issue 37): the test is not judged.
        layer: null,
      },
      verdict: { result: 'notJudged', reason: 'Versuch unvollständig: keine Schicht angegeben' },
      // The spec's payload names no registered device (decision 0680).
      device: null,
      // Repeats no failed test (decision 0661).
      retestOf: null,
      retestedBy: null,
    });
    const detail = await call(
      app,
      project.byRole.machinist,
      'GET',
      `/dynamic-load-analysis/${body.dynamicLoadAnalysisId}`,
    );
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toEqual(body);

    const document = await call(app, project.byRole.inhouse_production_control, 'GET', body.document.url);
    expect(document.statusCode).toBe(200);
    expect(document.headers['content-type']).toBe('application/pdf');
    expect(document.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(document.rawPayload.includes('/Subtype /Image')).toBe(true);
    const text = await pdfText(document.rawPayload);
    expect(text).toContain('Dynamischer Plattendruckversuch');
    expect(text).toContain('C7/02');
    expect(text).toContain('48,80 MN/m²');
    expect(text).toContain('Gewerbepark Nord');

    const [history] = await app.db
      .select()
      .from(historyEvents)
      .where(
        and(eq(historyEvents.projectId, project.projectId), eq(historyEvents.type, 'dynamic_load_analysis.created')),
      );
    expect(history).toMatchObject({
      originatorId: foreman.id,
      variables: { dynamicLoadAnalysisId: body.dynamicLoadAnalysisId, gridField: 'C7/02' },
    });
    expect(renderHistoryEntry(project.projectId, history!)).toEqual({
      text: `Der dynamische Plattendruckversuch Nr. ${body.number} im Rasterfeld C7/02 wurde erfasst`,
      // The spec's link list has no entry for load tests (part 1 §2), so these entries have none.
      link: null,
    });
  });

  it("lists the project's tests, newest first, for every member and admin; 404 for outsiders, 401 without session, 403 without the feature", async () => {
    await create(foreman, { gridField: 'D1/01' });
    const list = await call(
      app,
      project.byRole.appraiser,
      'GET',
      `/dynamic-load-analysis?skip=0&limit=999999&projectId=${project.projectId}`,
    );
    expect(list.statusCode).toBe(200);
    const numbers = list.json().items.map((item: { number: number }) => item.number);
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    expect(list.json().items[0].dynamicLoadAnalysisData.gridField).toBe('D1/01');
    expect(
      (await call(app, project.admin, 'GET', `/dynamic-load-analysis?projectId=${project.projectId}`)).statusCode,
    ).toBe(200);
    expect(
      (await call(app, project.outsider, 'GET', `/dynamic-load-analysis?projectId=${project.projectId}`)).statusCode,
    ).toBe(404);
    expect((await call(app, null, 'GET', `/dynamic-load-analysis?projectId=${project.projectId}`)).statusCode).toBe(
      401,
    );
    expect(
      (await call(app, foreman, 'GET', `/dynamic-load-analysis?projectId=${project.otherProjectId}`)).statusCode,
    ).toBe(403);
    const one = list.json().items[0].dynamicLoadAnalysisId;
    expect((await call(app, project.outsider, 'GET', `/dynamic-load-analysis/${one}`)).statusCode).toBe(404);
    expect(
      (await call(app, foreman, 'GET', '/dynamic-load-analysis/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
    expect((await call(app, foreman, 'GET', '/dynamic-load-analysis/kein-uuid')).statusCode).toBe(404);
  });

  it('edits a test: new values, updatedBy, a regenerated record replacing the old one, history', async () => {
    const created = (await create(foreman)).json();
    const image = await uploadFile(app, foreman, 'ausdruck.gif', GIF_1X1, 'image');
    const response = await call(
      app,
      foreman,
      'PUT',
      `/dynamic-load-analysis/${created.dynamicLoadAnalysisId}`,
      dynamicPayload(image.id, {
        evd: 52.3,
        gridField: 'C7/03',
        soilRecovery: '',
        precipitation: null,
        temperature: null,
      }),
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.number).toBe(created.number);
    expect(body.updatedBy).toEqual({ name: 'Rolle foreman' });
    expect(body.updatedAt).not.toBeNull();
    expect(body.dynamicLoadAnalysisData).toMatchObject({
      evd: 52.3,
      gridField: 'C7/03',
      soilRecovery: null,
      precipitation: null,
      temperature: null,
      analysisResult: { id: image.id },
    });
    expect(body.document.url).not.toBe(created.document.url);
    expect((await call(app, foreman, 'GET', created.document.url)).statusCode).toBe(404);
    const document = await call(app, foreman, 'GET', body.document.url);
    const text = await pdfText(document.rawPayload);
    expect(text).toContain('52,30 MN/m²');
    expect(text).toContain('liegt als GIF-Bild vor');
    const updates = await app.db
      .select()
      .from(historyEvents)
      .where(
        and(eq(historyEvents.projectId, project.projectId), eq(historyEvents.type, 'dynamic_load_analysis.updated')),
      );
    expect(updates).toHaveLength(1);
  });

  it('keeps the result image on edit when its id is sent again, and survives a broken image', async () => {
    const created = (await create(foreman)).json();
    const same = created.dynamicLoadAnalysisData.analysisResult.id;
    const edited = await call(
      app,
      foreman,
      'PUT',
      `/dynamic-load-analysis/${created.dynamicLoadAnalysisId}`,
      dynamicPayload(same, { evd: 50.1 }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json().dynamicLoadAnalysisData).toMatchObject({ evd: 50.1, analysisResult: { id: same } });
    // Valid PNG header, pixel data cut off: the upload accepts it (magic bytes), the record notes it.
    const broken = await uploadFile(
      app,
      foreman,
      'abgeschnitten.png',
      printout.subarray(0, Math.floor(printout.length / 2)),
      'image',
    );
    const response = await call(app, foreman, 'POST', '/dynamic-load-analysis', {
      projectId: project.projectId,
      ...dynamicPayload(broken.id),
    });
    expect(response.statusCode).toBe(201);
    const document = await call(app, foreman, 'GET', response.json().document.url);
    expect(await pdfText(document.rawPayload)).toContain('„abgeschnitten.png“ kann nicht eingebettet werden');
  });

  it("refuses invalid input with the spec's German messages and changes nothing", async () => {
    const image = await uploadFile(app, foreman, 'ausdruck.png', printout, 'image');
    const before = await rowCount();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ gridField: '' }, 'gridField', 'Dieses Feld ist ein Pflichtfeld'],
      [{ gridField: 'A01/02' }, 'gridField', 'Dieses Format ist nicht valide'],
      [{ gridField: '12/02' }, 'gridField', 'Dieses Format ist nicht valide'],
      [{ analysedAt: null }, 'analysedAt', 'Datum ist erforderlich'],
      [{ latitude: null }, 'latitude', 'Breitengrade sind erforderlich'],
      [{ latitude: 90.5 }, 'latitude', 'Breitengrade müssen zwischen -90 und 90 liegen'],
      [{ longitude: null }, 'longitude', 'Längengrade sind erforderlich'],
      [{ longitude: -180.1 }, 'longitude', 'Längengrade müssen zwischen -180 und 180 liegen'],
      [{ evd: null }, 'evd', 'Dieses Feld ist ein Pflichtfeld'],
      [{ evd: 0.9 }, 'evd', 'Der Wert muss mindestens 1 sein'],
      [{ height: null }, 'height', 'Dieses Feld ist ein Pflichtfeld'],
      [{ soilLayerHeight: null }, 'soilLayerHeight', 'Dieses Feld ist ein Pflichtfeld'],
      [{ soilType: ' ' }, 'soilType', 'Dieses Feld ist ein Pflichtfeld'],
      [{ deviceName: null }, 'deviceName', 'Dieses Feld ist ein Pflichtfeld'],
      [{ deviceModel: '' }, 'deviceModel', 'Dieses Feld ist ein Pflichtfeld'],
      [{ analysisResult: null }, 'analysisResult', 'Analyseergebnis Bild ist erforderlich'],
      [{ soilType: 'x'.repeat(201) }, 'soilType', 'Maximal 200 Zeichen erlaubt'],
      [{ unknownField: 1 }, 'unknownField', 'Dieses Feld ist nicht erlaubt'],
    ];
    for (const [overrides, propertyPath, title] of cases) {
      const response = await call(app, foreman, 'POST', '/dynamic-load-analysis', {
        projectId: project.projectId,
        ...dynamicPayload(image.id, overrides),
      });
      expect(response.statusCode, propertyPath).toBe(422);
      expect(response.json().payload.violations).toContainEqual({ propertyPath, title });
    }
    expect(await rowCount()).toBe(before);
  });

  it("accepts only images as result: a PDF, someone else's upload or an unknown id are refused", async () => {
    const pdf = await uploadFile(app, foreman, 'bericht.pdf', pdfOfSize(3000));
    const asPdf = await call(app, foreman, 'POST', '/dynamic-load-analysis', {
      projectId: project.projectId,
      ...dynamicPayload(pdf.id),
    });
    expect(asPdf.statusCode).toBe(422);
    expect(asPdf.json().payload.violations).toEqual([
      { propertyPath: 'analysisResult', title: 'Dieser Dateityp ist nicht erlaubt. Erlaubt sind JPEG, PNG und GIF.' },
    ]);
    const foreign = await uploadFile(app, project.byRole.machinist, 'fremd.png', printout, 'image');
    for (const id of [foreign.id, '00000000-0000-4000-8000-000000000000']) {
      const response = await call(app, foreman, 'POST', '/dynamic-load-analysis', {
        projectId: project.projectId,
        ...dynamicPayload(id),
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().payload.violations).toEqual([
        { propertyPath: 'analysisResult', title: 'Die Datei wurde nicht gefunden.' },
      ]);
    }
    const [unattached] = await app.db.select().from(files).where(eq(files.id, foreign.id));
    expect(unattached!.projectId).toBeNull();
  });

  it('creates and edits only with the rule createDynamicLoadAnalysis (generated from the rule table)', async () => {
    const existing = (await create(foreman)).json();
    for (const actor of project.actors) {
      const allowed = can('createDynamicLoadAnalysis', {
        user: { isAdmin: actor.user.isAdmin },
        roles: actor.roles as ProjectRole[] | null,
        project: {
          enabledFeatures: ['mounting-documentation'],
          isProjectDataCompleted: true,
          hasConfirmedAnnouncement: false,
          isDocumentationOfAbsenceOfAsbestosCompleted: false,
        },
      });
      const visible = actor.roles !== null || actor.user.isAdmin;
      const expected = allowed ? [201, 200] : visible ? [403, 403] : [404, 404];
      const image = await uploadFile(app, actor.user, 'a.png', printout, 'image');
      const created = await call(app, actor.user, 'POST', '/dynamic-load-analysis', {
        projectId: project.projectId,
        ...dynamicPayload(image.id),
      });
      const edited = await call(
        app,
        actor.user,
        'PUT',
        `/dynamic-load-analysis/${existing.dynamicLoadAnalysisId}`,
        dynamicPayload(image.id),
      );
      expect([created.statusCode, edited.statusCode], actor.key).toEqual(expected);
    }
    // Without the feature even the foreman is refused.
    expect((await create(foreman, {}, project.otherProjectId)).statusCode).toBe(403);
    expect(
      (
        await call(
          app,
          null,
          'PUT',
          `/dynamic-load-analysis/${existing.dynamicLoadAnalysisId}`,
          dynamicPayload(existing.dynamicLoadAnalysisData.analysisResult.id),
        )
      ).statusCode,
    ).toBe(401);
  });

  it('numbers tests per project consecutively, also when created concurrently', async () => {
    const images = await Promise.all(
      Array.from({ length: 8 }, () => uploadFile(app, foreman, 'p.png', printout, 'image')),
    );
    const responses = await Promise.all(
      images.map((image) =>
        call(app, foreman, 'POST', '/dynamic-load-analysis', {
          projectId: project.projectId,
          ...dynamicPayload(image.id),
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(8).fill(201));
    const rows = await app.db
      .select({ number: dynamicLoadAnalyses.number })
      .from(dynamicLoadAnalyses)
      .where(eq(dynamicLoadAnalyses.projectId, project.projectId));
    const numbers = rows.map((row) => row.number).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));
  });
});
