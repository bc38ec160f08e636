// Issue 39 item 4 (decision 0510): for every task type of the registry, the state that raises it is
// built through the API, and every project role asks GET /task/{projectId}?roles[]=<role>. The task
// must be listed for exactly the roles whose rule in the rule table lets them take its action —
// the dashboard shows what this answer lists (e2e/dashboard-tasks.e2e.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  projectFactsOf,
  projectRoles,
  rules,
  taskRegistry,
  type ProjectRole,
  type ProjectView,
  type RuleContext,
  type TaskType,
} from '@baustellendoku/domain';
import { mountingFeatureSettings } from '../../db/schema/index.js';
import { call, createEbvProject, pileInStatus, settingsInput, uploadPdf } from '../../test/recycled-material.js';
import { createOrder, createSoilProject } from '../../test/soil-installation.js';
import { postDynamic, postStatic, recorded } from '../../test/load-analysis-support.js';
import { registerDevice } from '../../test/devices.js';
import { createProject, createTestApp, createUser, type TestApp, type TestUser } from '../../test/test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.cleanup());

type Members = Record<ProjectRole, TestUser>;
const covered = new Set<string>();

async function ok(response: { statusCode: number; body: string }) {
  expect(response.statusCode, response.body).toBeLessThan(300);
  return JSON.parse(response.body || 'null');
}

/**
 * Each role asks for its tasks; `types` must be listed for exactly the roles their rule allows in
 * the project's facts and the state that raises them.
 */
async function expectListedByRule(projectId: string, members: Members, types: TaskType[]) {
  const project = (await ok(await call(app, members.project_manager, 'GET', `/project/${projectId}`))) as ProjectView;
  for (const role of projectRoles) {
    const response = await call(app, members[role], 'GET', `/task/${projectId}?roles[]=${role}`);
    const listed = new Set((await ok(response)).items.map((task: { type: string }) => task.type));
    for (const type of types) {
      const definition = taskRegistry[type];
      const context: RuleContext = {
        user: { isAdmin: false },
        roles: [role],
        project: projectFactsOf(project),
        ...('raisedIn' in definition ? definition.raisedIn : {}),
      };
      const allowed = rules[definition.rule].check(context);
      expect({ type, role, listed: listed.has(type) }).toEqual({ type, role, listed: allowed });
      if (allowed) covered.add(type);
    }
  }
}

async function membersOf(features: ('ebv' | 'mounting-documentation')[] = [], complete = true) {
  const members = {} as Members;
  for (const role of projectRoles) members[role] = await createUser(app, { firstName: 'Rolle', lastName: role });
  const project = await createProject(app, {
    complete,
    features,
    members: projectRoles.map((role) => ({ user: members[role], roles: [role] })),
  });
  return { projectId: project.id, members };
}

describe('open tasks are listed for exactly the roles their rule allows', () => {
  it('project tasks: complete the data, enable a feature', async () => {
    const { projectId, members } = await membersOf([], false);
    await expectListedByRule(projectId, members, ['project_complete_data', 'project_add_feature']);
  });

  it('recycled material: announcement, its sending, the asbestos documentation', async () => {
    const ebv = await createEbvProject(app, { ready: false });
    const manager = ebv.byRole.project_manager;
    await ok(await call(app, manager, 'POST', `/project/${ebv.projectId}/feature/ebv`, settingsInput(ebv.machineId)));
    await expectListedByRule(ebv.projectId, ebv.byRole, [
      'project_create_project_announcement',
      'project_document_absence_of_asbestos',
    ]);
    await ok(await call(app, manager, 'POST', `/project/${ebv.projectId}/announcement`));
    await expectListedByRule(ebv.projectId, ebv.byRole, ['project_confirm_sending_of_project_announcement']);
  });

  it('piles: acceptance control to create (project manager and machinist), to check, to revise', async () => {
    const ebv = await createEbvProject(app);
    await pileInStatus(app, ebv, 'acceptance_control_open');
    await pileInStatus(app, ebv, 'acceptance_control_pending');
    await pileInStatus(app, ebv, 'acceptance_control_rejected');
    await expectListedByRule(ebv.projectId, ebv.byRole, [
      'wrecking_pile-create_acceptance_control',
      'wrecking_pile-check_acceptance_control',
      'wrecking_pile-update_acceptance_control',
    ]);
    // The case of the issue: the project manager asking for his role gets the open acceptance control.
    const answer = await ok(
      await call(app, ebv.byRole.project_manager, 'GET', `/task/${ebv.projectId}?roles[]=project_manager`),
    );
    expect(answer.items.map((task: { type: string }) => task.type)).toContain(
      'wrecking_pile-create_acceptance_control',
    );
  });

  it('batches: location, analytic, its review and its re-check', async () => {
    const ebv = await createEbvProject(app);
    const pileId = await pileInStatus(app, ebv, 'approved_for_breaking');
    await ok(
      await call(app, ebv.byRole.machinist, 'POST', `/wrecking-pile/${pileId}/capture-broken-material`, {
        amountInTons: 500,
      }),
    );
    const pile = await ok(await call(app, ebv.byRole.project_manager, 'GET', `/wrecking-pile/${pileId}`));
    const batchPath = `/wrecking-pile/${pileId}/batch/${pile.batches[0].batchId}`;
    await expectListedByRule(ebv.projectId, ebv.byRole, [
      'wrecking_pile-batch-document_location',
      'wrecking_pile-batch-create_analytic',
    ]);
    // An analytic of a class the pile's machine has no proof for waits for the project manager's review.
    const author = ebv.allRounder;
    await ok(
      await call(app, author, 'POST', `${batchPath}/analytic`, {
        samplingDate: '2026-11-02',
        samplingProtocolDocuments: [(await uploadPdf(app, author, 'Probenahmeprotokoll.pdf')).id],
        reportDocuments: [(await uploadPdf(app, author, 'Prüfbericht.pdf')).id],
        grainSizeAndQuality: 'rc_1_0_16',
        materialClassFootnotes: ['keine'],
        isOperationalAssessmentRequired: false,
      }),
    );
    await expectListedByRule(ebv.projectId, ebv.byRole, ['wrecking_pile-batch-check_analytic']);
    await ok(await call(app, ebv.byRole.project_manager, 'POST', `${batchPath}/restart-analytic`));
    await expectListedByRule(ebv.projectId, ebv.byRole, ['wrecking_pile-batch-recreate_analytic']);
  });

  it('soil installation: orders to approve, deliveries to record, the Voranzeige to submit', async () => {
    const soil = await createSoilProject(app);
    await app.db.insert(mountingFeatureSettings).values({
      projectId: soil.projectId,
      mountingMethods: ['ew_1'],
      groundwaterCoverLayerSoilType: 'guenstig_lehm_schluff_ton',
      groundwaterCoverLayerThicknessInMeter: '2.4',
      highestExpectedGroundwaterLevelInMeter: '18.25',
      waterProtectionArea: null,
    });
    // 450 t of RC-3 at 1.8 t/m³ are 250 m³: a Voranzeige is required (§ 22 EBV).
    const order = await createOrder(app, soil, { materialClass: 'rc_3', declaredQuantityInTons: '450' });
    await expectListedByRule(soil.projectId, soil.byRole, ['order-approve', 'project_submit_prior_notice']);
    await ok(await call(app, soil.byRole.appraiser, 'POST', `/order/${order.orderId}/approve`, {}));
    await expectListedByRule(soil.projectId, soil.byRole, ['order-create_delivery']);
  });

  it('load tests: a failed dynamic and a failed static test ask to re-compact (issue 37)', async () => {
    const { projectId, members } = await membersOf(['mounting-documentation']);
    const soil = { projectId, byRole: members };
    await ok(
      await call(app, members.appraiser, 'POST', `/project/${projectId}/compaction-requirements`, {
        layer: 'Planum',
        testKind: 'both',
        minEvd: 45,
        minEv2: 120,
      }),
    );
    await recorded(await postDynamic(app, soil, { evd: 30, layer: 'Planum' }));
    await recorded(await postStatic(app, soil, { layer: 'Planum' }));
    await expectListedByRule(projectId, members, ['dynamic_load_analysis-recompact', 'static_load_analysis-recompact']);
  });

  it('devices: a device the project tests with whose calibration runs out within 30 days (issue 37)', async () => {
    const { projectId, members } = await membersOf(['mounting-documentation']);
    const soon = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const deviceId = await registerDevice(app, {
      type: 'light_drop_weight',
      certificates: [{ issuedOn: '2026-01-01', validUntil: soon }],
    });
    await recorded(
      await postDynamic(app, { projectId, byRole: members }, { deviceId, analysedAt: new Date().toISOString() }),
    );
    await expectListedByRule(projectId, members, ['device-recalibrate']);
  });

  it('covered every task type of the registry', () => {
    expect([...covered].sort()).toEqual(Object.keys(taskRegistry).sort());
  });
});
