// The access matrix, generated from the rule table (issue 12): every API route of every area is
// called by an anonymous client, an admin who is not a member, each project role alone and a
// non-member, and must answer what `permissions.ts` says — 401 without a session, 404 for a
// project one cannot see, 403 when the rule refuses, success when it allows. Rows live in
// test/access-matrix/access-rows.ts; a route without a row fails the coverage check.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, fourEyesRules, rules, type ProjectRole, type RuleContext } from '@baustellendoku/domain';
import { accessRows, routesCoveredElsewhere, type AccessRow } from './test/access-matrix/access-rows.js';
import { createAccessWorld, type AccessWorld } from './test/access-matrix/access-world.js';
import { createTestApp, type TestApp, type TestUser } from './test/test-app.js';
import { DOCS_PREFIX } from './plugins/openapi.js';
import { statementsOf } from './test/query-count.js';

let app: TestApp;
let world: AccessWorld;
beforeAll(async () => {
  app = await createTestApp();
  world = await createAccessWorld(app);
}, 180_000);
afterAll(() => app.cleanup());

type Actor = { label: string; user: TestUser | null; roles: ProjectRole[] | null };

const actorsOf = (w: AccessWorld): Actor[] => [
  { label: 'anonym', user: null, roles: null },
  { label: 'admin', user: w.admin, roles: null },
  ...Object.entries(w.soil.byRole).map(([role, user]) => ({ label: role, user, roles: [role as ProjectRole] })),
  { label: 'nicht Mitglied', user: w.soil.outsider, roles: null },
];

/** 'ok' or the status the rule table demands for this actor. */
function expected(row: AccessRow, actor: Actor, status: string | undefined, w: AccessWorld): 'ok' | number {
  if (row.rule === 'public') return 'ok';
  if (!actor.user) return 401;
  if (row.rule === 'signedIn') return 'ok';
  const isMember = actor.roles !== null;
  if (!actor.user.isAdmin && !isMember && row.route.includes(':projectId')) return 404;
  const ctx = {
    user: { isAdmin: actor.user.isAdmin, id: actor.user.id },
    roles: actor.roles,
    project: w.facts,
    status,
  };
  if (can(row.rule, ctx)) return 'ok';
  // Objects of an invisible project are not found either.
  return !actor.user.isAdmin && !isMember && rules[row.rule].scope !== 'global' ? 404 : 403;
}

describe('access matrix from the rule table', () => {
  it('has a row for every API route (a new route adds its row)', () => {
    const rows = new Set(accessRows.map((row) => row.route));
    const missing = app.routeTable
      // The API reference page's own files (public, openapi.routes.test.ts).
      .filter((route) => route.url.startsWith('/backend/api/') && route.method !== 'HEAD')
      .filter((route) => !route.url.startsWith(DOCS_PREFIX))
      .map((route) => `${route.method} ${route.url}`)
      .filter((key) => !rows.has(key) && !(key in routesCoveredElsewhere));
    expect(missing, 'Routen ohne Zeile in test/access-matrix/access-rows.ts').toEqual([]);
  });

  it('every four-eyes rule refuses the author', () => {
    // For each four-eyes rule a situation in which it allows; a new four-eyes rule adds its own.
    const ebvProject = { ...world.facts, enabledFeatures: [...world.facts.enabledFeatures, 'ebv' as const] };
    const pendingPile = { project: ebvProject, status: 'acceptance_control_pending' };
    const situations: Record<string, Omit<RuleContext, 'user' | 'roles'>> = {
      approveOrder: { project: world.facts, status: 'in_review' },
      changeParticipantRoles: { project: world.facts },
      releaseWreckingPile: pendingPile,
      rejectAcceptanceControl: pendingPile,
      reviewAnalytic: {
        project: ebvProject,
        status: 'breaking',
        batch: { status: 'completely_broken', analyticStatus: 'check', amountInTons: 250 },
      },
    };
    expect(Object.keys(situations).sort()).toEqual([...fourEyesRules].sort());
    for (const rule of fourEyesRules) {
      const ctx = {
        user: { isAdmin: true, id: 'u1' },
        roles: ['project_manager', 'appraiser'] as ProjectRole[],
        ...situations[rule],
      };
      expect(can(rule, { ...ctx, object: { createdBy: 'u2' } }), rule).toBe(true);
      expect(can(rule, { ...ctx, object: { createdBy: 'u1' } }), rule).toBe(false);
      expect(can(rule, { ...ctx, object: { updatedBy: 'u1' } }), rule).toBe(false);
      expect(can(rule, { ...ctx, object: { userId: 'u1' } }), rule).toBe(false);
    }
  });

  it('every route answers every actor as the rule table says; no read writes', async () => {
    const table: Record<string, Record<string, number>> = {};
    const mismatches: string[] = [];
    const readsThatWrite: string[] = [];
    for (const row of accessRows) {
      table[row.route] = {};
      const isChange = !row.route.startsWith('GET ');
      for (const actor of actorsOf(world)) {
        const request = await row.request(world);
        let response!: Awaited<ReturnType<typeof app.inject>>;
        const statements = await statementsOf(app, async () => {
          response = await app.inject({
            method: row.route.split(' ')[0] as 'GET',
            url: request.path,
            headers: actor.user ? { cookie: actor.user.cookie } : {},
            ...(request.body === undefined ? {} : { payload: request.body as object }),
          });
        });
        // A read writes nothing but the session's touch and a download's one-time token.
        if (!isChange)
          for (const statement of statements.filter((text) => /^\s*(insert|update|delete)\b/i.test(text)))
            if (!/^\s*(update|delete from) "sessions"|"project_document_downloads"/i.test(statement))
              readsThatWrite.push(`${row.route} ${actor.label}: ${statement.slice(0, 80)}`);
        table[row.route]![actor.label] = response.statusCode;
        const want = expected(row, actor, request.status, world);
        const ok = want === 'ok' ? response.statusCode < 300 : response.statusCode === want;
        if (!ok)
          mismatches.push(
            `${row.route} ${actor.label}: ${response.statusCode}, erwartet ${want} ${response.body.slice(0, 200)}`,
          );
      }
    }
    console.table(table);
    expect(mismatches).toEqual([]);
    expect(readsThatWrite, 'Leseanfragen, die schreiben').toEqual([]);
  }, 600_000);
});
