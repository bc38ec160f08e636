// Every order move for every role, generated from the rule table, and every move in every
// status it is not allowed from: allowed → 2xx, refused → 403, outside the project → 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, orderMoves, orderStatuses, type OrderAction, type ProjectFacts } from '@baustellendoku/domain';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.js';
import {
  call,
  createSoilProject,
  orderInput,
  orderInStatus,
  uploadPdf,
  type Actor,
  type SoilProject,
} from '../../test/soil-installation.js';

let app: TestApp;
let soil: SoilProject;
beforeAll(async () => {
  app = await createTestApp();
  soil = await createSoilProject(app);
});
afterAll(() => app.cleanup());

const facts: ProjectFacts = {
  enabledFeatures: ['mounting-documentation'],
  isProjectDataCompleted: true,
  hasConfirmedAnnouncement: false,
  isDocumentationOfAbsenceOfAsbestosCompleted: false,
};

async function perform(action: OrderAction, user: TestUser, orderId: string) {
  switch (action) {
    case 'edit':
      return call(app, user, 'PUT', `/order/${orderId}`, orderInput(soil.projectId, { orderNumber: 'B-geändert' }));
    case 'approve':
      return call(app, user, 'POST', `/order/${orderId}/approve`, { comment: 'passt' });
    case 'reject':
      return call(app, user, 'POST', `/order/${orderId}/reject`, { comment: 'passt nicht' });
    case 'createDelivery': {
      const file = await uploadPdf(app, user);
      return call(app, user, 'POST', `/order/${orderId}/delivery`, {
        deliveryDate: '2026-05-04',
        amountInTons: 5,
        attachmentDocuments: [file],
      });
    }
    case 'activate':
    case 'deactivate':
      return call(app, user, 'POST', `/order/${orderId}/${action}`);
  }
}

const expectedCode = (actor: Actor, rule: Parameters<typeof can>[0], status?: string) => {
  if (actor.key === 'outsider') return 404;
  return can(rule, { user: { isAdmin: actor.user.isAdmin }, roles: actor.roles, project: facts, status }) ? 'ok' : 403;
};

describe('order moves by role (from the rule table)', () => {
  it('create', async () => {
    for (const actor of soil.actors) {
      const response = await call(app, actor.user, 'POST', '/order', orderInput(soil.projectId));
      const expected = expectedCode(actor, 'createOrder');
      expect(
        expected === 'ok' ? response.statusCode < 300 : response.statusCode === expected,
        `${actor.key}: ${response.statusCode}`,
      ).toBe(true);
    }
  });

  for (const action of Object.keys(orderMoves) as OrderAction[]) {
    it(action, async () => {
      const move = orderMoves[action];
      for (const actor of soil.actors) {
        const orderId = await orderInStatus(app, soil, move.from[0]!);
        const response = await perform(action, actor.user, orderId);
        const expected = expectedCode(actor, move.rule, move.from[0]);
        const ok = expected === 'ok' ? response.statusCode < 300 : response.statusCode === expected;
        expect(ok, `${action} by ${actor.key}: ${response.statusCode} ${response.body}`).toBe(true);
      }
    });
  }
});

describe('order moves by status', () => {
  for (const action of Object.keys(orderMoves) as OrderAction[]) {
    const refused = orderStatuses.filter((status) => !orderMoves[action].from.includes(status));
    it.each(refused)(`${action} is refused from %s with 403 and no change`, async (status) => {
      const orderId = await orderInStatus(app, soil, status);
      const before = (await call(app, soil.allRounder, 'GET', `/order/${orderId}`)).json();
      const response = await perform(action, soil.allRounder, orderId);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 403, message: expect.any(String) });
      const after = (await call(app, soil.allRounder, 'GET', `/order/${orderId}`)).json();
      expect(after).toEqual(before);
    });
  }
});
