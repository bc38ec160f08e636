// Issue 37 item 2 (decision 0662): the PDF protocols of both load-test kinds state the verdict, its
// reason, the layer and the requirement applied, and are written again when the requirement of
// their layer changes — read back through HTTP as text. Runs on PGlite and PostgreSQL (TEST_DB).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createLoadTestProject, postDynamic, postStatic, recorded } from '../../../test/load-analysis-support.js';
import { pdfText } from '../../../test/pdf-text.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

describe('the verdict in the load-test protocols', () => {
  let app: TestApp;
  let project: Awaited<ReturnType<typeof createLoadTestProject>>;

  beforeAll(async () => {
    app = await createTestApp();
    project = await createLoadTestProject(app);
  });
  afterAll(() => app.cleanup());

  const requirementsPath = () => `/project/${project.projectId}/compaction-requirements`;
  /** The current protocol of a test, as one line of text. */
  const protocolText = async (resource: string, id: string) => {
    const test = await call(app, project.byRole.machinist, 'GET', `/${resource}/${id}`);
    const document = await call(app, project.byRole.machinist, 'GET', test.json().document.url);
    expect(document.statusCode).toBe(200);
    return { url: test.json().document.url as string, text: (await pdfText(document.rawPayload)).replace(/\s+/g, ' ') };
  };

  it('states verdict, reason, layer and requirement, and follows a changed requirement', async () => {
    const created = await call(app, project.byRole.appraiser, 'POST', requirementsPath(), {
      layer: 'Planum',
      testKind: 'both',
      minEvd: 45,
      minEv2: 120,
      maxRatio: 2.3,
    });
    expect(created.statusCode, created.body).toBe(201);
    const dynamic = await recorded(await postDynamic(app, project, { evd: 44.99, layer: 'Planum' }));
    const failed = await protocolText('dynamic-load-analysis', dynamic.dynamicLoadAnalysisId);
    expect(failed.text).toContain('Bewertung der Verdichtung');
    // The grid's labels on one line, the values on the next.
    expect(failed.text).toContain('Bewertung Schicht Wiederholung von nicht erfüllt Planum –');
    expect(failed.text).toContain('Angewandte Anforderung Evd ≥ 45 MN/m²');
    expect(failed.text).toContain('Begründung Evd 44,99 MN/m² unter dem Mindestwert 45 MN/m²');

    // S1: Ev2 112.5 below 120; the ratio 2.25 meets 2.3.
    const statics = await recorded(await postStatic(app, project, { layer: ' planum ' }));
    const staticFailed = await protocolText('static-load-analysis', statics.staticLoadAnalysisId);
    expect(staticFailed.text).toContain('Wiederholung von nicht erfüllt planum –');
    expect(staticFailed.text).toContain('Angewandte Anforderung Ev2 ≥ 120 MN/m²; Ev2/Ev1 ≤ 2,3');
    expect(staticFailed.text).toContain('Begründung Ev2 112,5 MN/m² unter dem Mindestwert 120 MN/m²');

    // A re-test names the test it repeats.
    const retest = await recorded(
      await postDynamic(app, project, { evd: 45, layer: 'Planum', retestOf: dynamic.dynamicLoadAnalysisId }),
    );
    const passed = await protocolText('dynamic-load-analysis', retest.dynamicLoadAnalysisId);
    expect(passed.text).toContain(`Wiederholung von erfüllt Planum Versuch-Nr. ${dynamic.number}`);
    expect(passed.text).toContain('Alle Werte der Anforderung sind eingehalten');

    // The appraiser lowers Evd to 40: the failed test's protocol is written again, now "erfüllt".
    const untouched = await recorded(await postDynamic(app, project, { evd: 30, layer: 'Schottertragschicht' }));
    const untouchedBefore = await protocolText('dynamic-load-analysis', untouched.dynamicLoadAnalysisId);
    const changed = await call(
      app,
      project.byRole.appraiser,
      'PUT',
      `${requirementsPath()}/${created.json().requirementId}`,
      {
        layer: 'Planum',
        testKind: 'both',
        minEvd: 40,
        minEv2: 100,
        maxRatio: 2.3,
      },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const rewritten = await protocolText('dynamic-load-analysis', dynamic.dynamicLoadAnalysisId);
    expect(rewritten.url).not.toBe(failed.url);
    expect(rewritten.text).toContain('Wiederholung von erfüllt Planum –');
    expect(rewritten.text).toContain('Angewandte Anforderung Evd ≥ 40 MN/m²');
    const staticRewritten = await protocolText('static-load-analysis', statics.staticLoadAnalysisId);
    expect(staticRewritten.text).toContain('Wiederholung von erfüllt planum –');
    expect(staticRewritten.text).toContain('Ev2 ≥ 100 MN/m²; Ev2/Ev1 ≤ 2,3');
    // A test of another layer keeps its protocol.
    expect((await protocolText('dynamic-load-analysis', untouched.dynamicLoadAnalysisId)).url).toBe(
      untouchedBefore.url,
    );
    expect(untouchedBefore.text).toContain('Wiederholung von nicht beurteilt Schottertragschicht –');
    expect(untouchedBefore.text).toContain('Angewandte Anforderung keine');
    expect(untouchedBefore.text).toContain('Begründung Keine Anforderung für die Schicht');

    // Deleted: the protocols say "nicht beurteilt".
    const deleted = await call(
      app,
      project.byRole.appraiser,
      'DELETE',
      `${requirementsPath()}/${created.json().requirementId}`,
    );
    expect(deleted.statusCode).toBe(204);
    const withoutRequirement = await protocolText('dynamic-load-analysis', dynamic.dynamicLoadAnalysisId);
    expect(withoutRequirement.text).toContain('Wiederholung von nicht beurteilt Planum –');
    expect(withoutRequirement.text).toContain('Begründung Keine Anforderung für die Schicht');
  });
});
