// Integration tokens through HTTP (issue 35 item 2): created by a project manager or an admin,
// called like curl with `Authorization: Bearer`, through the same rule table as a person.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages, tokenFormat, type CreatedIntegrationToken, type IntegrationToken } from '@baustellendoku/domain';
import { deliveries, integrationTokens } from '../../db/schema/index.js';
import { sha256 } from '../../lib/crypto.js';
import { multipartBody, pdfOfSize } from '../../test/fixtures.js';
import { call, createSoilProject, orderInStatus, type SoilProject } from '../../test/soil-installation.js';
import { createProject, createTestApp, createUser, type TestApp, type TestUser } from '../../test/test-app.js';

let app: TestApp;
let soil: SoilProject;
let otherProjectId: string;
beforeAll(async () => {
  app = await createTestApp();
  soil = await createSoilProject(app);
  otherProjectId = (await createProject(app, { features: ['mounting-documentation'] })).id;
}, 120_000);
afterAll(() => app.cleanup());

const api = '/backend/api';

/** A request as curl sends it: the token, no cookie, no Origin. */
function bearer(
  secret: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method,
    url: `${api}${url}`,
    headers: { authorization: `Bearer ${secret}`, ...headers },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function projectToken(rights: string, name = `Token ${rights}`, by: TestUser = soil.byRole.project_manager) {
  const response = await call(app, by, 'POST', `/project/${soil.projectId}/integration-token`, {
    name,
    rights,
    validDays: 30,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as CreatedIntegrationToken;
}

async function uploadWithToken(secret: string) {
  const { body, contentType } = multipartBody('file', 'Lieferschein.pdf', pdfOfSize(2048));
  const response = await app.inject({
    method: 'POST',
    url: `${api}/file`,
    headers: { authorization: `Bearer ${secret}`, 'content-type': contentType },
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; fileName: string; url: string };
}

const delivery = (file: { id: string; fileName: string; url: string }) => ({
  deliveryDate: '2026-05-04',
  amountInTons: 5,
  attachmentDocuments: [file],
});

describe('integration tokens', () => {
  it('shows the secret once, stores only its hash and lists the token without it', async () => {
    const created = await projectToken('readOnly', 'Kostenrechnung');
    expect(created.secret).toMatch(tokenFormat);
    const [, lookupId, secretPart] = tokenFormat.exec(created.secret)!;
    const [row] = await app.db.select().from(integrationTokens).where(eq(integrationTokens.id, created.token.tokenId));
    expect(row!.lookupId).toBe(lookupId);
    expect(row!.secretHash).toBe(sha256(secretPart!));
    expect(JSON.stringify(row)).not.toContain(secretPart);
    expect(created.token).toMatchObject({ name: 'Kostenrechnung', rights: 'readOnly', lastUsedAt: null });
    expect(created.token.projects).toEqual([{ projectId: soil.projectId, name: 'Testprojekt' }]);
    const days = (Date.parse(created.token.expiresAt) - Date.parse(created.token.createdAt)) / 86_400_000;
    expect(days).toBe(30);

    const list = await call(app, soil.byRole.project_manager, 'GET', `/project/${soil.projectId}/integration-token`);
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(secretPart);
    expect((list.json() as { items: IntegrationToken[] }).items.map((token) => token.name)).toContain('Kostenrechnung');
  });

  it('reads a project with a read-only token and records its last use', async () => {
    const { secret, token } = await projectToken('readOnly');
    const project = await bearer(secret, 'GET', `/project/${soil.projectId}`);
    expect(project.statusCode, project.body).toBe(200);
    expect((await bearer(secret, 'GET', `/order?projectId=${soil.projectId}`)).statusCode).toBe(200);
    const list = await bearer(secret, 'GET', '/project');
    expect(list.json().items.map((item: { projectId: string }) => item.projectId)).toEqual([soil.projectId]);
    const [row] = await app.db.select().from(integrationTokens).where(eq(integrationTokens.id, token.tokenId));
    expect(row!.lastUsedAt).not.toBeNull();
  });

  it('writes with a foreman token; the history names the token; a read-only token is refused', async () => {
    const orderId = await orderInStatus(app, soil, 'approved');
    const foreman = await projectToken('foreman', 'Waage Kieswerk');
    const file = await uploadWithToken(foreman.secret);
    const recorded = await bearer(foreman.secret, 'POST', `/order/${orderId}/delivery`, delivery(file));
    expect(recorded.statusCode, recorded.body).toBe(201);

    const history = await call(app, soil.byRole.project_manager, 'GET', `/history/${soil.projectId}`);
    expect(history.json().items[0].originator).toEqual({ name: 'Waage Kieswerk (API-Token)' });

    const readOnly = await projectToken('readOnly');
    const refused = await bearer(readOnly.secret, 'POST', `/order/${orderId}/delivery`, delivery(file));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(apiMessages.forbidden);
  });

  it('answers a repeated Idempotency-Key of a token with the stored answer', async () => {
    const orderId = await orderInStatus(app, soil, 'approved');
    const { secret } = await projectToken('foreman');
    const file = await uploadWithToken(secret);
    const headers = { 'idempotency-key': 'token-delivery-0001' };
    const first = await bearer(secret, 'POST', `/order/${orderId}/delivery`, delivery(file), headers);
    const second = await bearer(secret, 'POST', `/order/${orderId}/delivery`, delivery(file), headers);
    expect(first.statusCode, first.body).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(await app.db.select().from(deliveries).where(eq(deliveries.orderId, orderId))).toHaveLength(1);
  });

  it('gives a wrong, an unknown, an expired and a revoked secret the same 401', async () => {
    const { secret, token } = await projectToken('readOnly');
    const path = `/project/${soil.projectId}`;
    const [, lookupId] = tokenFormat.exec(secret)!;
    const wrong = await bearer(secret.slice(0, -4) + 'AAAA', 'GET', path);
    const unknown = await bearer(`bd_000000000000_${secret.slice(-43)}`, 'GET', path);
    const malformed = await bearer('bd_kaputt', 'GET', path);
    await app.db
      .update(integrationTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(integrationTokens.lookupId, lookupId!));
    const expired = await bearer(secret, 'GET', path);
    for (const answer of [wrong, unknown, malformed, expired]) {
      expect(answer.statusCode).toBe(401);
      expect(answer.body).toBe(wrong.body);
    }
    expect(wrong.json().message).toBe(apiMessages.unauthenticated);

    const live = await projectToken('readOnly');
    expect((await bearer(live.secret, 'GET', path)).statusCode).toBe(200);
    const revoke = await call(
      app,
      soil.byRole.project_manager,
      'POST',
      `/project/${soil.projectId}/integration-token/${live.token.tokenId}/revoke`,
    );
    expect(revoke.statusCode, revoke.body).toBe(200);
    expect(revoke.json().revokedAt).not.toBeNull();
    const revoked = await bearer(live.secret, 'GET', path);
    expect(revoked.statusCode).toBe(401);
    expect(revoked.body).toBe(wrong.body);
    expect(token.revokedAt).toBeNull();
  });

  it('treats a project outside the token like a person outside it', async () => {
    const { secret } = await projectToken('foreman');
    const byToken = await bearer(secret, 'GET', `/project/${otherProjectId}`);
    const byOutsider = await call(app, soil.outsider, 'GET', `/project/${otherProjectId}`);
    expect(byToken.statusCode).toBe(404);
    expect(byToken.body).toBe(byOutsider.body);
  });

  it('reaches no administration of users, tokens or projects', async () => {
    const { secret, token } = await projectToken('foreman');
    const refusals: [string, 'GET' | 'POST' | 'PUT', string, unknown?][] = [
      ['token list', 'GET', '/integration-token'],
      [
        'organization token',
        'POST',
        '/integration-token',
        { name: 'x', rights: 'readOnly', projectIds: [soil.projectId] },
      ],
      ['project tokens', 'GET', `/project/${soil.projectId}/integration-token`],
      ['new project token', 'POST', `/project/${soil.projectId}/integration-token`, { name: 'x', rights: 'readOnly' }],
      ['revoke itself', 'POST', `/project/${soil.projectId}/integration-token/${token.tokenId}/revoke`],
      ['users', 'GET', '/user'],
      ['new project', 'POST', '/project', { name: 'x' }],
      ['project settings', 'PUT', `/project/${soil.projectId}`, { name: 'x' }],
      ['participants', 'POST', `/project/${soil.projectId}/user`, { userId: soil.outsider.id, roles: ['foreman'] }],
      ['own account', 'GET', '/me'],
    ];
    for (const [what, method, path, body] of refusals) {
      const answer = await bearer(secret, method, path, body);
      expect(answer.statusCode, what).toBe(403);
    }
  });

  it('is no participant of its project', async () => {
    await projectToken('foreman', 'Unsichtbar');
    const members = await call(app, soil.byRole.project_manager, 'GET', `/project/${soil.projectId}/user`);
    expect(members.body).not.toContain('Unsichtbar');
  });

  it('lets an admin make an organization token for several projects', async () => {
    const created = await call(app, soil.admin, 'POST', '/integration-token', {
      name: 'ERP',
      rights: 'readOnly',
      projectIds: [soil.projectId, otherProjectId],
    });
    expect(created.statusCode, created.body).toBe(201);
    const { secret, token } = created.json() as CreatedIntegrationToken;
    expect(token.projects).toHaveLength(2);
    expect(Date.parse(token.expiresAt) - Date.parse(token.createdAt)).toBe(90 * 86_400_000);
    expect((await bearer(secret, 'GET', `/project/${otherProjectId}`)).statusCode).toBe(200);
    const list = await call(app, soil.admin, 'GET', '/integration-token');
    expect(list.json().items.map((item: IntegrationToken) => item.tokenId)).toContain(token.tokenId);
    const revoked = await call(app, soil.admin, 'POST', `/integration-token/${token.tokenId}/revoke`);
    expect(revoked.statusCode).toBe(200);
    expect((await bearer(secret, 'GET', `/project/${otherProjectId}`)).statusCode).toBe(401);
    // A project's token is not the organization's to revoke there, nor the other way round.
    const projectOwned = await projectToken('readOnly');
    const wrongOwner = await call(app, soil.admin, 'POST', `/integration-token/${projectOwned.token.tokenId}/revoke`);
    expect(wrongOwner.statusCode).toBe(404);
  });

  it('refuses rights beyond a project role, a life over a year and unknown projects with German violations', async () => {
    const pm = soil.byRole.project_manager;
    const path = `/project/${soil.projectId}/integration-token`;
    const asManager = await call(app, pm, 'POST', path, { name: 'x', rights: 'project_manager' });
    expect(asManager.statusCode).toBe(422);
    expect(asManager.json().payload.violations[0].propertyPath).toBe('rights');
    const tooLong = await call(app, pm, 'POST', path, { name: 'x', rights: 'readOnly', validDays: 366 });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().payload.violations).toEqual([
      { propertyPath: 'validDays', title: 'Der Wert darf höchstens 365 sein' },
    ]);
    const unknownProject = await call(app, soil.admin, 'POST', '/integration-token', {
      name: 'x',
      rights: 'readOnly',
      projectIds: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(unknownProject.statusCode).toBe(422);
    expect(unknownProject.json().payload.violations[0].propertyPath).toBe('projectIds');
    const outsider = await createUser(app);
    expect((await call(app, outsider, 'GET', path)).statusCode).toBe(404);
  });
});
