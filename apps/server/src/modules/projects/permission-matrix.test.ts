// The role × rule matrix: every rule of the shared table for admin, each project role alone and an
// unassigned user, printed as a table; then every administration route is called by every actor
// and must answer exactly what the rule table says (404 invisible, 403 refused, else success).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  can,
  optionValues,
  projectRoles,
  ruleNames,
  rules,
  type ProjectFacts,
  type ProjectRole,
  type RuleName,
} from '@baustellendoku/domain';
import { createProject, createTestApp, createUser, type TestApp } from '../../test/test-app.js';
import { createActors, expectedRefusal, memberships, request, uploadPdf } from '../../test/administration.js';

const fullProject: ProjectFacts = {
  enabledFeatures: ['ebv', 'mounting-documentation'],
  isProjectDataCompleted: true,
  hasConfirmedAnnouncement: true,
  isDocumentationOfAbsenceOfAsbestosCompleted: true,
  deliverableOrderCount: 1,
};
const statuses = [
  'acceptance_control_open',
  'acceptance_control_pending',
  'acceptance_control_rejected',
  'approved_for_breaking',
  'breaking',
  'will_be_disposed',
  'in_review',
  'approved',
  'in_delivery',
  'rejected',
  'deactivated',
];
type MatrixActor = { label: string; isAdmin: boolean; roles: ProjectRole[] | null };
const matrixActors: MatrixActor[] = [
  { label: 'admin', isAdmin: true, roles: null },
  ...projectRoles.map((role) => ({ label: role, isAdmin: false, roles: [role] })),
  { label: 'unassigned', isAdmin: false, roles: null },
];

/** "✓" allowed, "–" refused; for state rules the statuses in which it is allowed. */
function cell(rule: RuleName, actor: MatrixActor): string {
  const ctx = { user: { isAdmin: actor.isAdmin }, roles: actor.roles, project: fullProject };
  if (can(rule, ctx)) return '✓';
  const allowedIn = statuses.filter((status) => can(rule, { ...ctx, status }));
  return allowedIn.length ? `✓ bei ${allowedIn.join('/')}` : '–';
}

describe('role × rule matrix', () => {
  const matrix = Object.fromEntries(
    ruleNames.map((rule) => [rule, Object.fromEntries(matrixActors.map((actor) => [actor.label, cell(rule, actor)]))]),
  );

  it('prints every rule for admin, each role and an unassigned user', () => {
    console.log(
      'Rollen × Regeln (Projekt mit allen Funktionen, vollständigen Daten, bestätigter Anzeige, Asbestdoku, lieferbarer Bestellung)',
    );
    console.table(matrix);
    for (const rule of ruleNames) console.log(`${rule}: ${rules[rule].text}`);
    expect(Object.keys(matrix)).toHaveLength(ruleNames.length);
  });

  it('has the known cells of the spec', () => {
    expect(matrix.manageProjects!.admin).toBe('✓');
    expect(matrix.manageProjects!.project_manager).toBe('–');
    expect(matrix.manageMachines!.foreman).toBe('–');
    expect(matrix.accessProject!.unassigned).toBe('–');
    expect(matrix.accessProject!.inhouse_production_control).toBe('✓');
    expect(matrix.manageProject!.project_manager).toBe('✓');
    expect(matrix.manageProject!.machinist).toBe('–');
    // "admin alone is not enough" for announcements (spec part 1 §6).
    expect(matrix.createAnnouncement!.admin).toBe('–');
    expect(matrix.createAnnouncement!.project_manager).toBe('✓');
    expect(matrix.editWreckingPile!.project_manager).toBe(
      '✓ bei acceptance_control_open/acceptance_control_pending/acceptance_control_rejected',
    );
    expect(matrix.approveOrder!.appraiser).toBe('✓ bei in_review');
    expect(matrix.createStaticLoadAnalysis!.installation_appraiser).toBe('✓');
    expect(matrix.createStaticLoadAnalysis!.admin).toBe('–');
  });
});

describe('every administration route answers as the rule table says', () => {
  let app: TestApp;
  let actors: Awaited<ReturnType<typeof createActors>>;
  beforeAll(async () => {
    app = await createTestApp();
    actors = await createActors(app);
  });
  afterAll(() => app.cleanup());

  type Route = {
    method: 'GET' | 'POST' | 'PUT' | 'DELETE';
    path: string;
    rule: RuleName | 'signedIn';
    body?: () => Promise<unknown> | unknown;
    ok: number;
  };

  it('for admin, every role and an unassigned user', async () => {
    const project = await createProject(app, { members: memberships(actors.members) });
    const facts: ProjectFacts = {
      enabledFeatures: [],
      isProjectDataCompleted: true,
      hasConfirmedAnnouncement: false,
      isDocumentationOfAbsenceOfAsbestosCompleted: false,
    };
    const organizationId = project.organizationId;
    const admin = actors.admin.user;
    const machineId = (await request(app, admin, 'POST', '/machine', { name: 'Brecher' })).json().machineId as string;
    const doc = await uploadPdf(app, admin);
    const suitabilityId = (
      await request(app, admin, 'POST', `/machine/${machineId}/suitability`, {
        grainSizeAndQuality: 'rc_1_0_4',
        documents: [doc],
      })
    ).json().suitabilityId;
    const p = `/project/${project.id}`;
    const projectBody = {
      name: 'P',
      number: '1',
      client: 'C',
      address: { street: 'S', houseNumber: '1', postalCode: '12345', city: 'X' },
      attributes: {
        isBoundaryNotificationRequired: false,
        isExplosivesClearanceAvailable: false,
        isRemediationPlanAvailable: false,
      },
    };
    // Every call gets a class not yet proven for the machine.
    const grains = optionValues('grainSizeAndQuality').filter((value) => value !== 'rc_1_0_4');
    const routes: Route[] = [
      { method: 'GET', path: '/organization', rule: 'signedIn', ok: 200 },
      { method: 'GET', path: '/project', rule: 'signedIn', ok: 200 },
      { method: 'GET', path: '/project/user-roles', rule: 'signedIn', ok: 200 },
      {
        method: 'POST',
        path: '/project',
        rule: 'manageProjects',
        body: () => ({ organizationId, name: 'Neu' }),
        ok: 201,
      },
      { method: 'GET', path: p, rule: 'accessProject', ok: 200 },
      { method: 'PUT', path: p, rule: 'manageProject', body: () => projectBody, ok: 200 },
      { method: 'GET', path: `${p}/user`, rule: 'manageProject', ok: 200 },
      // Each allowed actor adds, edits and removes a fresh user.
      {
        method: 'POST',
        path: `${p}/user`,
        rule: 'manageProject',
        body: async () => ({ userId: (await createUser(app)).id, roles: ['foreman'] }),
        ok: 201,
      },
      {
        method: 'PUT',
        path: `${p}/user/${actors.members[5]!.user.id}`,
        rule: 'manageProject',
        body: () => ({ roles: ['inhouse_production_control'] }),
        ok: 200,
      },
      { method: 'GET', path: `/history/${project.id}`, rule: 'accessProject', ok: 200 },
      { method: 'GET', path: `/task/${project.id}`, rule: 'accessProject', ok: 200 },
      { method: 'GET', path: '/machine', rule: 'manageMachines', ok: 200 },
      { method: 'GET', path: `/machine/${machineId}`, rule: 'manageMachines', ok: 200 },
      { method: 'POST', path: '/machine', rule: 'manageMachines', body: () => ({ name: 'M' }), ok: 201 },
      {
        method: 'PUT',
        path: `/machine/${machineId}`,
        rule: 'manageMachines',
        body: () => ({ name: 'Brecher 2' }),
        ok: 200,
      },
      {
        method: 'POST',
        path: `/machine/${machineId}/suitability`,
        rule: 'manageMachines',
        body: async () => ({ grainSizeAndQuality: grains.shift(), documents: [await uploadPdf(app, admin)] }),
        ok: 201,
      },
      {
        method: 'PUT',
        path: `/machine/${machineId}/suitability/${suitabilityId}`,
        rule: 'manageMachines',
        body: () => ({ documents: [doc] }),
        ok: 200,
      },
    ];
    const results: Record<string, Record<string, number>> = {};
    for (const route of routes) {
      const key = `${route.method} ${route.path.replace(project.id, ':projectId').replace(machineId, ':machineId').replace(String(suitabilityId), ':suitabilityId').replace(actors.members[5]!.user.id, ':userId')}`;
      results[key] = {};
      expect((await request(app, null, route.method, route.path, await route.body?.())).statusCode).toBe(401);
      // Refusals come before the body is judged: an invalid body changes nothing about them.
      const invalidBody = route.body ? { unbekanntesFeld: true } : undefined;
      expect((await request(app, null, route.method, route.path, invalidBody)).statusCode).toBe(401);
      for (const actor of actors.all) {
        const expected = route.rule === 'signedIn' ? route.ok : (expectedRefusal(actor, route.rule, facts) ?? route.ok);
        if (expected !== route.ok) {
          const refused = await request(app, actor.user, route.method, route.path, invalidBody);
          expect({ route: key, actor: actor.label, invalidBody: refused.statusCode }).toEqual({
            route: key,
            actor: actor.label,
            invalidBody: expected,
          });
        }
        const response = await request(app, actor.user, route.method, route.path, await route.body?.());
        results[key]![actor.label] = response.statusCode;
        expect({ route: key, actor: actor.label, status: response.statusCode }).toEqual({
          route: key,
          actor: actor.label,
          status: expected,
        });
      }
    }
    console.table(results);
  });
});
