// Every recycled-material rule for every role, generated from the rule table: the project-level
// calls, every pile move by role, and every pile move from every status it is not allowed in
// (allowed → 2xx, refused → 403 and no change, outside the project → 404).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  can,
  wreckingPileMoves,
  wreckingPileStatuses,
  type ProjectFacts,
  type RuleName,
  type WreckingPileAction,
  type WreckingPileStatus,
} from '@baustellendoku/domain';
import {
  acceptanceInput,
  call,
  createEbvProject,
  pileInput,
  pileInStatus,
  settingsInput,
  uploadPdf,
  type Actor,
  type EbvProject,
} from '../../test/recycled-material.js';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.js';

let app: TestApp;
let ebv: EbvProject;
beforeAll(async () => {
  app = await createTestApp();
  ebv = await createEbvProject(app);
  // Setup generates PDFs; on a machine shared with other builds it can exceed the default 60 s.
}, 120_000);
afterAll(() => app.cleanup());

const facts: ProjectFacts = {
  enabledFeatures: ['ebv'],
  isProjectDataCompleted: true,
  hasConfirmedAnnouncement: true,
  isDocumentationOfAbsenceOfAsbestosCompleted: true,
};

const expectedCode = (actor: Actor, rule: RuleName, status?: string) => {
  if (actor.key === 'outsider') return 404;
  const context = { user: { isAdmin: actor.user.isAdmin }, roles: actor.roles, project: facts, status };
  return can(rule, { ...context, wreckingPile: { containsAsbestos: false } }) ? 'ok' : 403;
};
const matches = (expected: 'ok' | 403 | 404, status: number) =>
  expected === 'ok' ? status < 300 : status === expected;

describe('project-level calls by role (from the rule table)', () => {
  type Case = {
    rule: RuleName;
    method: 'GET' | 'POST';
    path: () => string;
    body?: (user: TestUser) => Promise<unknown>;
  };
  const cases: Case[] = [
    { rule: 'manageProjectFeatures', method: 'GET', path: () => `/project/${ebv.projectId}/feature/ebv` },
    {
      rule: 'configureEbvFeature',
      method: 'POST',
      path: () => `/project/${ebv.projectId}/feature/ebv`,
      body: async () => settingsInput(ebv.machineId),
    },
    { rule: 'accessAnnouncements', method: 'GET', path: () => `/project/${ebv.projectId}/announcement` },
    { rule: 'createAnnouncement', method: 'POST', path: () => `/project/${ebv.projectId}/announcement` },
    {
      rule: 'accessAsbestosDocumentation',
      method: 'GET',
      path: () => `/project/${ebv.projectId}/documents-confirming-absence-of-asbestos`,
    },
    {
      rule: 'addAsbestosDocumentation',
      method: 'POST',
      path: () => `/project/${ebv.projectId}/documents-confirming-absence-of-asbestos`,
      body: async (user) => ({ documents: [(await uploadPdf(app, user, 'Gutachten.pdf')).id] }),
    },
    { rule: 'accessWreckingPiles', method: 'GET', path: () => `/wrecking-pile?projectId=${ebv.projectId}` },
    {
      rule: 'createWreckingPile',
      method: 'POST',
      path: () => '/wrecking-pile',
      body: async (user) => ({
        ...(await pileInput(app, ebv)),
        documents: [(await uploadPdf(app, user, 'Plan.pdf')).id],
      }),
    },
  ];

  it.each(cases.map((entry) => [entry.method, entry.rule, entry] as const))('%s %s', async (_method, rule, entry) => {
    for (const actor of ebv.actors) {
      const body = entry.body ? await entry.body(actor.user) : undefined;
      const response = await call(app, actor.user, entry.method, entry.path(), body);
      const expected = expectedCode(actor, rule);
      expect(matches(expected, response.statusCode), `${actor.key}: ${response.statusCode} ${response.body}`).toBe(
        true,
      );
    }
    expect((await call(app, null, entry.method, entry.path(), {})).statusCode).toBe(401);
  });

  it('confirm sending (confirmAnnouncementSending)', async () => {
    for (const actor of ebv.actors) {
      const created = await call(app, ebv.byRole.project_manager, 'POST', `/project/${ebv.projectId}/announcement`);
      const id = created.json().projectAnnouncementId;
      const response = await call(
        app,
        actor.user,
        'POST',
        `/project/${ebv.projectId}/announcement/${id}/confirm-sending`,
      );
      expect(matches(expectedCode(actor, 'confirmAnnouncementSending'), response.statusCode), actor.key).toBe(true);
    }
  });
});

/** Calls the move as `user`; bodies use files that already belong to the project. */
async function perform(action: WreckingPileAction, user: TestUser, pileId: string) {
  const pile = (await call(app, ebv.byRole.project_manager, 'GET', `/wrecking-pile/${pileId}`)).json();
  const projectFile = pile.documents[0].id as string;
  switch (action) {
    case 'edit': {
      const { projectId: _projectId, ...fields } = await pileInput(app, ebv, { documents: [projectFile] });
      return call(app, user, 'PUT', `/wrecking-pile/${pileId}`, fields);
    }
    case 'createAcceptanceControl':
      return call(app, user, 'POST', `/wrecking-pile/${pileId}/acceptance-control`, acceptanceInput());
    case 'updateAcceptanceControl':
      return call(app, user, 'PUT', `/wrecking-pile/${pileId}/acceptance-control`, acceptanceInput());
    case 'rejectAcceptanceControl':
      return call(app, user, 'POST', `/wrecking-pile/${pileId}/acceptance-control/reject`);
    case 'release':
      return call(app, user, 'POST', `/wrecking-pile/${pileId}/approve`, { appraiserAppointedFor: '2026-07-01' });
    case 'dispose':
      return call(app, user, 'POST', `/wrecking-pile/${pileId}/dispose`);
    case 'addDisposalDocumentation':
      return call(app, user, 'POST', `/wrecking-pile/${pileId}/disposal-documentation`, {
        disposalDocuments: [projectFile],
      });
    default:
      throw new Error(`${action} belongs to the processing workflow`);
  }
}

// Moves of this issue; capture and delivery notes come with the processing workflow.
const movesOfThisIssue = (Object.keys(wreckingPileMoves) as WreckingPileAction[]).filter(
  (action) => action !== 'captureBrokenMaterial' && action !== 'createDeliveryNote',
);
const reachable = wreckingPileStatuses.filter((status) => status !== 'breaking');

describe('pile moves by role (from the rule table)', () => {
  it.each(movesOfThisIssue)('%s', async (action) => {
    const move = wreckingPileMoves[action];
    const from = move.from[0] as WreckingPileStatus;
    let pileId = await pileInStatus(app, ebv, from);
    for (const actor of ebv.actors) {
      const response = await perform(action, actor.user, pileId);
      const expected = expectedCode(actor, move.rule, from);
      expect(
        matches(expected, response.statusCode),
        `${action} by ${actor.key}: ${response.statusCode} ${response.body}`,
      ).toBe(true);
      if (response.statusCode < 300) pileId = await pileInStatus(app, ebv, from);
    }
  });
});

describe('pile moves by status', () => {
  const cases = movesOfThisIssue.flatMap((action) =>
    reachable
      .filter((status) => !(wreckingPileMoves[action].from as readonly string[]).includes(status))
      .map((status) => [action, status] as const),
  );
  it.each(cases)('%s is refused from %s with 403 and no change', async (action, status) => {
    const pileId = await pileInStatus(app, ebv, status);
    const before = (await call(app, ebv.allRounder, 'GET', `/wrecking-pile/${pileId}`)).json();
    const response = await perform(action, ebv.allRounder, pileId);
    expect(response.statusCode, response.body).toBe(403);
    expect(response.json()).toMatchObject({ code: 403, message: expect.any(String) });
    expect((await call(app, ebv.allRounder, 'GET', `/wrecking-pile/${pileId}`)).json()).toEqual(before);
  });
});
