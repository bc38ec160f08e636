// Issue 37 item 2 through HTTP (decision 0661): a failed load test opens the project manager's task
// "Nachverdichten und erneut prüfen" at its grid field; a re-test names the failed test in
// `retestOf` and closes the task when it passes. Refusals of the link are German 422s that change
// nothing. Runs on PGlite and PostgreSQL (TEST_DB).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { projectRoles, renderTask, retestMessages } from '@baustellendoku/domain';
import { dynamicLoadAnalyses, staticLoadAnalyses } from '../../../db/schema/index.js';
import {
  call,
  createLoadTestProject,
  dynamicPayload,
  postDynamic,
  postStatic,
  recorded,
  staticPayload,
} from '../../../test/load-analysis-support.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

type Task = { type: string; variables?: Record<string, string | number>; link: string | null };

/** S1 with every dial reading halved: the same curve at twice the modulus (Ev2 225 MN/m²). */
const stifferStatic = () => {
  const halve = (values: number[]) => values.map((value) => value / 2);
  const { initialCompressions, secondCompressions } = staticPayload();
  return {
    initialCompressions: { load: halve(initialCompressions.load), unload: halve(initialCompressions.unload) },
    secondCompressions: { load: halve(secondCompressions.load) },
  };
};

describe('re-tests of failed load tests and the task they close', () => {
  let app: TestApp;
  let project: Awaited<ReturnType<typeof createLoadTestProject>>;

  beforeAll(async () => {
    app = await createTestApp();
    project = await createLoadTestProject(app);
    const requirement = await call(
      app,
      project.byRole.appraiser,
      'POST',
      `/project/${project.projectId}/compaction-requirements`,
      {
        layer: 'Frostschutzschicht',
        testKind: 'both',
        minEvd: 45,
        minEv2: 120,
      },
    );
    expect(requirement.statusCode, requirement.body).toBe(201);
  });
  afterAll(() => app.cleanup());

  const tasksFor = async (role: (typeof projectRoles)[number]) => {
    const response = await call(app, project.byRole[role], 'GET', `/task/${project.projectId}?roles[]=${role}`);
    expect(response.statusCode).toBe(200);
    return (response.json().items as Task[]).filter((task) => task.type.endsWith('-recompact'));
  };
  const refusal = (response: Awaited<ReturnType<typeof call>>) => {
    expect(response.statusCode, response.body).toBe(422);
    return response
      .json()
      .payload.violations.map((violation: { propertyPath: string; title: string }) => [
        violation.propertyPath,
        violation.title,
      ]);
  };
  const testCount = async (table: typeof dynamicLoadAnalyses | typeof staticLoadAnalyses) =>
    (await app.db.select({ value: count() }).from(table).where(eq(table.projectId, project.projectId)))[0]!.value;

  it('a failed dynamic test opens the task for the project manager only; a passing re-test closes it', async () => {
    const layer = 'Frostschutzschicht';
    const failed = await recorded(await postDynamic(app, project, { evd: 44.99, layer, gridField: 'D4/01' }));
    expect(failed.verdict.result).toBe('failed');
    const [task] = await tasksFor('project_manager');
    expect(task).toEqual({
      type: 'dynamic_load_analysis-recompact',
      variables: {
        dynamicLoadAnalysisId: failed.dynamicLoadAnalysisId,
        number: failed.number,
        gridField: 'D4/01',
        reason: 'Evd 44,99 MN/m² unter dem Mindestwert 45 MN/m²',
      },
      link: `/projects/${project.projectId}/dynamic-load-analysis/${failed.dynamicLoadAnalysisId}`,
    });
    expect(renderTask(project.projectId, task!).title).toBe('Nachverdichten und erneut prüfen');
    expect(renderTask(project.projectId, task!).description).toContain(`Nr. ${failed.number} im Rasterfeld D4/01`);
    // Access: the rule arrangeRecompaction is the project manager's; nobody else is asked.
    for (const role of projectRoles.filter((role) => role !== 'project_manager'))
      expect(await tasksFor(role), role).toEqual([]);

    // A failing re-test takes the task over; the answer names the repeated test.
    const again = await recorded(
      await postDynamic(app, project, { evd: 40, layer, gridField: 'D4/01', retestOf: failed.dynamicLoadAnalysisId }),
    );
    expect(again.retestOf).toEqual({ id: failed.dynamicLoadAnalysisId, number: failed.number });
    expect((await tasksFor('project_manager')).map((open) => open.variables?.number)).toEqual([again.number]);

    // The passing re-test closes it; list and detail show the link.
    const passed = await recorded(
      await postDynamic(app, project, { evd: 48.8, layer, gridField: 'D4/01', retestOf: again.dynamicLoadAnalysisId }),
    );
    expect(passed.verdict.result).toBe('passed');
    expect(await tasksFor('project_manager')).toEqual([]);
    const detail = await call(
      app,
      project.byRole.machinist,
      'GET',
      `/dynamic-load-analysis/${passed.dynamicLoadAnalysisId}`,
    );
    expect(detail.json().retestOf).toEqual({ id: again.dynamicLoadAnalysisId, number: again.number });
    const listed = await call(
      app,
      project.byRole.machinist,
      'GET',
      `/dynamic-load-analysis?projectId=${project.projectId}&skip=0&limit=10`,
    );
    expect(
      listed
        .json()
        .items.map(
          (item: { number: number; retestOf: { number: number } | null; retestedBy: { number: number } | null }) => [
            item.number,
            item.retestOf?.number ?? null,
            item.retestedBy?.number ?? null,
          ],
        ),
    ).toEqual([
      [passed.number, again.number, null],
      [again.number, failed.number, passed.number],
      [failed.number, null, again.number],
    ]);
    // The first failed test's detail names the test that repeated it (no second "Erneut prüfen").
    const first = await call(
      app,
      project.byRole.machinist,
      'GET',
      `/dynamic-load-analysis/${failed.dynamicLoadAnalysisId}`,
    );
    expect(first.json().retestedBy).toEqual({ id: again.dynamicLoadAnalysisId, number: again.number });

    // A change that leaves retestOf out keeps the link; null removes it and the task is back.
    const foreman = project.byRole.foreman;
    const payload = dynamicPayload(passed.dynamicLoadAnalysisData.analysisResult.id, {
      evd: 48.8,
      layer,
      gridField: 'D4/01',
    });
    const kept = await call(app, foreman, 'PUT', `/dynamic-load-analysis/${passed.dynamicLoadAnalysisId}`, payload);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().retestOf).toEqual({ id: again.dynamicLoadAnalysisId, number: again.number });
    const unlinked = await call(app, foreman, 'PUT', `/dynamic-load-analysis/${passed.dynamicLoadAnalysisId}`, {
      ...payload,
      retestOf: null,
    });
    expect(unlinked.json().retestOf).toBeNull();
    expect((await tasksFor('project_manager')).map((open) => open.variables?.number)).toEqual([again.number]);
    // A test repeats an earlier one only: the failed test cannot name its own re-test.
    expect(
      refusal(
        await call(app, foreman, 'PUT', `/dynamic-load-analysis/${failed.dynamicLoadAnalysisId}`, {
          ...payload,
          retestOf: again.dynamicLoadAnalysisId,
        }),
      ),
    ).toEqual([['retestOf', retestMessages.notEarlier]]);
    // Linked again, the task closes again.
    const relinked = await call(app, foreman, 'PUT', `/dynamic-load-analysis/${passed.dynamicLoadAnalysisId}`, {
      ...payload,
      retestOf: again.dynamicLoadAnalysisId,
    });
    expect(relinked.statusCode, relinked.body).toBe(200);
    expect(await tasksFor('project_manager')).toEqual([]);
  });

  it('refuses a link to a test not failed, of the other kind or of another project (422, German, nothing written)', async () => {
    const layer = 'Frostschutzschicht';
    const passing = await recorded(await postDynamic(app, project, { evd: 50, layer }));
    const notJudged = await recorded(await postDynamic(app, project, { evd: 30 }));
    const failedStatic = await recorded(await postStatic(app, project, { layer }));
    const elsewhere = await createLoadTestProject(app);
    const foreign = await recorded(await postDynamic(app, elsewhere, { evd: 30, layer }));
    const before = await testCount(dynamicLoadAnalyses);

    const cases: [unknown, string][] = [
      [passing.dynamicLoadAnalysisId, retestMessages.notFailed],
      [notJudged.dynamicLoadAnalysisId, retestMessages.notFailed],
      [failedStatic.staticLoadAnalysisId, retestMessages.otherKind.dynamic],
      [foreign.dynamicLoadAnalysisId, retestMessages.notFound],
      ['0b9c6f0e-3a0d-4c0e-9d7e-6f3a2b1c0d9e', retestMessages.notFound],
      ['Versuch 3', 'Ungültiger Wert'],
    ];
    for (const [retestOf, message] of cases)
      expect(refusal(await postDynamic(app, project, { evd: 50, layer, retestOf })), String(retestOf)).toEqual([
        ['retestOf', message],
      ]);
    expect(await testCount(dynamicLoadAnalyses)).toBe(before);

    const staticBefore = await testCount(staticLoadAnalyses);
    expect(refusal(await postStatic(app, project, { layer, retestOf: passing.dynamicLoadAnalysisId }))).toEqual([
      ['retestOf', retestMessages.otherKind.static],
    ]);
    expect(await testCount(staticLoadAnalyses)).toBe(staticBefore);
  });

  it('a failed static test opens its task; a passing static re-test closes it', async () => {
    const layer = 'Frostschutzschicht';
    const failed = await recorded(await postStatic(app, project, { layer, gridField: 'E2/05' }));
    expect(failed.verdict).toEqual({ result: 'failed', reason: 'Ev2 112,5 MN/m² unter dem Mindestwert 120 MN/m²' });
    const staticTasks = async () =>
      (await tasksFor('project_manager')).filter((task) => task.type === 'static_load_analysis-recompact');
    expect(await staticTasks()).toContainEqual({
      type: 'static_load_analysis-recompact',
      variables: {
        staticLoadAnalysisId: failed.staticLoadAnalysisId,
        number: failed.number,
        gridField: 'E2/05',
        reason: 'Ev2 112,5 MN/m² unter dem Mindestwert 120 MN/m²',
      },
      link: `/projects/${project.projectId}/static-load-analysis/${failed.staticLoadAnalysisId}`,
    });
    const passed = await recorded(
      await postStatic(app, project, {
        layer,
        gridField: 'E2/05',
        retestOf: failed.staticLoadAnalysisId,
        ...stifferStatic(),
      }),
    );
    expect(passed.verdict.result).toBe('passed');
    expect(passed.retestOf).toEqual({ id: failed.staticLoadAnalysisId, number: failed.number });
    expect((await staticTasks()).map((task) => task.variables?.staticLoadAnalysisId)).not.toContain(
      failed.staticLoadAnalysisId,
    );
  });
});
