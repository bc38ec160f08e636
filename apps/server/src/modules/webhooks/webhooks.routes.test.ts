// Webhooks through HTTP on PGlite and PostgreSQL (issue 35 item 3): a project manager subscribes a
// local receiver (WEBHOOK_ALLOW_PRIVATE=1), a recorded delivery arrives signed, a rolled-back
// change sends nothing, a 500 is retried and 24 h of failures mark the subscription failing; the
// refusals of targets with their German reasons (without WEBHOOK_ALLOW_PRIVATE), the same check
// at send time, access from the rule table, and a receiver that never answers blocks nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  can,
  historyEventTypes,
  messages,
  webhookMessages,
  type CreatedWebhookView,
  type WebhookDeliveryView,
} from '@baustellendoku/domain';
import { historyEvents, webhookDeliveries, webhookSubscriptions } from '../../db/schema/index.js';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.js';
import { createSoilProject, orderInStatus, recordDelivery, type SoilProject } from '../../test/soil-installation.js';
import { startWebhookReceiver, type WebhookReceiver } from '../../test/webhook-receiver.js';
import { recordHistory } from '../history/index.js';
import { WebhookDispatcher } from './dispatcher.js';
import { RETRY_WINDOW_MS } from './backoff.js';
import { EVENT_HEADER, EVENT_ID_HEADER, SIGNATURE_HEADER, verifySignature } from './signature.js';

let app: TestApp;
let soil: SoilProject;
let other: SoilProject;
let receiver: WebhookReceiver;
let clock = new Date();
let dispatcher: WebhookDispatcher;

beforeAll(async () => {
  app = await createTestApp({ env: { WEBHOOK_ALLOW_PRIVATE: '1' } });
  soil = await createSoilProject(app);
  other = await createSoilProject(app);
  receiver = await startWebhookReceiver();
  dispatcher = new WebhookDispatcher({
    db: app.db,
    appUrl: app.config.APP_URL,
    policy: { allowPrivate: true },
    log: app.log,
    clock: () => clock,
  });
});
afterAll(async () => {
  await dispatcher?.stop();
  await receiver?.close();
  await app?.cleanup();
});

const api = (app: TestApp, user: TestUser | null, method: string, path: string, payload?: unknown) =>
  app.inject({
    method: method as 'GET',
    url: `/backend/api${path}`,
    headers: user ? { cookie: user.cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const manager = () => soil.byRole.project_manager;
const base = () => `/project/${soil.projectId}/webhook`;

async function subscribe(url = receiver.url, events = ['delivery.recorded', 'order.approved']) {
  const response = await api(app, manager(), 'POST', base(), { url, events });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as CreatedWebhookView;
}

async function logOf(webhookId: string): Promise<WebhookDeliveryView[]> {
  const response = await api(app, manager(), 'GET', `${base()}/${webhookId}/delivery`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().items;
}

const violations = (response: { json: () => unknown }) =>
  (response.json() as { payload: { violations: { propertyPath: string; title: string }[] } }).payload.violations;

describe('webhooks', () => {
  let hook: CreatedWebhookView;

  it('creates a subscription: the secret once, the list without it, a history entry', async () => {
    hook = await subscribe();
    expect(hook).toMatchObject({ url: receiver.url, status: 'active', statusLabel: 'Aktiv', failingSince: null });
    expect(hook.events).toEqual(['delivery.recorded', 'order.approved']);
    expect(hook.secret).toMatch(/^whsec_/);
    const list = await api(app, manager(), 'GET', base());
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(hook.secret);
    expect(list.json().items.map((item: { webhookId: string }) => item.webhookId)).toContain(hook.webhookId);
    const single = await api(app, manager(), 'GET', `${base()}/${hook.webhookId}`);
    expect(single.json()).not.toHaveProperty('secret');
    const entries = await app.db.select().from(historyEvents).where(eq(historyEvents.projectId, soil.projectId));
    expect(entries.find((entry) => entry.type === historyEventTypes.webhookCreated)?.variables).toMatchObject({
      host: new URL(receiver.url).host,
    });
  });

  it('sends a recorded delivery after commit, signed, with its event id; the log shows it', async () => {
    const orderId = await orderInStatus(app, soil, 'approved');
    receiver.received.length = 0;
    // Approving the order queued order.approved; the delivery queues delivery.recorded.
    const delivery = await recordDelivery(app, soil, orderId, 12);
    expect(delivery.statusCode).toBe(201);
    const deliveryId = delivery.json().deliveryId as string;
    expect(receiver.received).toHaveLength(0);
    clock = new Date();
    expect(await dispatcher.runOnce()).toBe(2);
    const received = receiver.received.map((entry) => ({ ...entry, json: JSON.parse(entry.body) }));
    const recorded = received.find((entry) => entry.json.event === 'delivery.recorded')!;
    expect(recorded.json).toEqual({
      id: recorded.headers[EVENT_ID_HEADER],
      event: 'delivery.recorded',
      time: expect.any(String),
      projectId: soil.projectId,
      object: {
        type: 'delivery',
        id: deliveryId,
        link: `${app.config.APP_URL}/projects/${soil.projectId}/orders/${orderId}/delivery/${deliveryId}`,
      },
    });
    expect(recorded.headers[EVENT_HEADER]).toBe('delivery.recorded');
    expect(recorded.headers['content-type']).toBe('application/json');
    expect(verifySignature(hook.secret, String(recorded.headers[SIGNATURE_HEADER]), recorded.body)).toBe(true);
    expect(verifySignature('whsec_wrong', String(recorded.headers[SIGNATURE_HEADER]), recorded.body)).toBe(false);
    expect(received.map((entry) => entry.json.event).sort()).toEqual(['delivery.recorded', 'order.approved']);

    const log = await logOf(hook.webhookId);
    const entry = log.find((item) => item.deliveryId === recorded.json.id)!;
    expect(entry).toMatchObject({
      event: 'delivery.recorded',
      eventLabel: 'Anlieferung erfasst',
      status: 'delivered',
      statusLabel: 'Zugestellt',
      attempts: 1,
      statusCode: 204,
      error: null,
      nextAttemptAt: null,
    });
    expect(entry.durationMs).toBeGreaterThanOrEqual(0);
    // Delivered rows are not sent again.
    expect(await dispatcher.runOnce()).toBe(0);
  });

  it('queues nothing for a rolled-back change', async () => {
    const before = await app.db.select().from(webhookDeliveries);
    await expect(
      app.db.transaction(async (tx) => {
        await recordHistory(tx, {
          projectId: soil.projectId,
          type: historyEventTypes.deliveryRecorded,
          variables: { orderId: 'o', deliveryId: 'd', orderNumber: 'B', amountInTons: '1' },
          originatorId: manager().id,
        });
        expect((await tx.select().from(webhookDeliveries)).length).toBe(before.length + 1);
        throw new Error('Abbruch');
      }),
    ).rejects.toThrow('Abbruch');
    expect(await app.db.select().from(webhookDeliveries)).toHaveLength(before.length);
    receiver.received.length = 0;
    expect(await dispatcher.runOnce()).toBe(0);
    expect(receiver.received).toHaveLength(0);
  });

  it('retries after a 500 with the same event id and delivers on the next attempt', async () => {
    receiver.received.length = 0;
    receiver.answer = 500;
    await api(app, manager(), 'POST', `${base()}/${hook.webhookId}/test`).then((response) =>
      expect(response.statusCode, response.body).toBe(202),
    );
    clock = new Date(Date.now() + 1000);
    expect(await dispatcher.runOnce()).toBe(1);
    const [failed] = await logOf(hook.webhookId);
    expect(failed).toMatchObject({
      event: 'webhook.test',
      eventLabel: 'Testereignis',
      status: 'pending',
      statusLabel: 'Ausstehend',
      attempts: 1,
      statusCode: 500,
      error: 'Der Empfänger antwortete mit HTTP 500',
    });
    expect(new Date(failed!.nextAttemptAt!).getTime() - clock.getTime()).toBeGreaterThanOrEqual(30_000);
    // Not due yet.
    expect(await dispatcher.runOnce()).toBe(0);
    receiver.answer = 204;
    clock = new Date(clock.getTime() + 31_000);
    expect(await dispatcher.runOnce()).toBe(1);
    const [delivered] = await logOf(hook.webhookId);
    expect(delivered).toMatchObject({ status: 'delivered', attempts: 2, statusCode: 204, error: null });
    expect(receiver.received.map((entry) => entry.headers[EVENT_ID_HEADER])).toEqual([
      failed!.deliveryId,
      failed!.deliveryId,
    ]);
  });

  it('marks the subscription failing after 24 h of failures; re-activation sends what waited', async () => {
    receiver.received.length = 0;
    receiver.answer = 503;
    expect((await api(app, manager(), 'POST', `${base()}/${hook.webhookId}/test`)).statusCode).toBe(202);
    clock = new Date(Date.now() + 1000);
    expect(await dispatcher.runOnce()).toBe(1);
    clock = new Date(Date.now() + RETRY_WINDOW_MS + 60_000);
    expect(await dispatcher.runOnce()).toBe(1);
    const [givenUp] = await logOf(hook.webhookId);
    expect(givenUp).toMatchObject({ status: 'failed', statusLabel: 'Aufgegeben', attempts: 2, statusCode: 503 });
    const failing = (await api(app, manager(), 'GET', `${base()}/${hook.webhookId}`)).json();
    expect(failing).toMatchObject({ status: 'failing', statusLabel: 'Fehlerhaft' });
    expect(failing.failingSince).not.toBeNull();

    // Events still queue for a failing subscription, but nothing is sent until it is re-activated.
    const orderId = await orderInStatus(app, soil, 'approved');
    expect(await dispatcher.runOnce()).toBe(0);
    const test = await api(app, manager(), 'POST', `${base()}/${hook.webhookId}/test`);
    expect(test.statusCode).toBe(409);
    expect(test.json().message).toBe(webhookMessages.notActive);

    receiver.answer = 204;
    receiver.received.length = 0;
    const activated = await api(app, manager(), 'POST', `${base()}/${hook.webhookId}/activate`);
    expect(activated.statusCode, activated.body).toBe(200);
    expect(activated.json()).toMatchObject({ status: 'active', failingSince: null });
    expect(await dispatcher.runOnce()).toBe(2);
    expect(receiver.received.map((entry) => JSON.parse(entry.body).event).sort()).toEqual([
      'order.approved',
      'webhook.test',
    ]);
    expect(receiver.received.some((entry) => entry.body.includes(orderId))).toBe(true);
    expect((await logOf(hook.webhookId)).filter((entry) => entry.status !== 'delivered')).toEqual([]);
  });

  it('a deactivated subscription gets no events; deactivating twice is a 409', async () => {
    const off = await api(app, manager(), 'POST', `${base()}/${hook.webhookId}/deactivate`);
    expect(off.json()).toMatchObject({ status: 'inactive', statusLabel: 'Deaktiviert' });
    const again = await api(app, manager(), 'POST', `${base()}/${hook.webhookId}/deactivate`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(webhookMessages.alreadyInactive);
    const before = (await app.db.select().from(webhookDeliveries)).length;
    await orderInStatus(app, soil, 'approved');
    expect(await app.db.select().from(webhookDeliveries)).toHaveLength(before);
    expect((await api(app, manager(), 'POST', `${base()}/${hook.webhookId}/activate`)).statusCode).toBe(200);
  });

  it('refuses bad input with German violations and stores nothing', async () => {
    const count = async () => (await app.db.select().from(webhookSubscriptions)).length;
    const before = await count();
    const cases: [unknown, string, string][] = [
      [{ url: '', events: ['order.approved'] }, 'url', webhookMessages.urlRequired],
      [{ url: 'ftp://example.org/x', events: ['order.approved'] }, 'url', webhookMessages.urlInvalid],
      [{ url: 'kein Link', events: ['order.approved'] }, 'url', webhookMessages.urlInvalid],
      [{ url: receiver.url, events: [] }, 'events', webhookMessages.chooseEvent],
      [{ url: receiver.url, events: ['order.deleted'] }, 'events.0', messages.invalidChoice],
      [{ url: receiver.url }, 'events', webhookMessages.chooseEvent],
      [
        { url: `${receiver.url}?${'x'.repeat(2001)}`, events: ['order.approved'] },
        'url',
        'Maximal 2000 Zeichen erlaubt',
      ],
    ];
    for (const [body, path, title] of cases) {
      const response = await api(app, manager(), 'POST', base(), body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(violations(response)).toContainEqual({ propertyPath: path, title });
    }
    const extra = await api(app, manager(), 'POST', base(), { url: receiver.url, events: ['order.approved'], x: 1 });
    expect(extra.statusCode).toBe(422);
    const notJson = await app.inject({
      method: 'POST',
      url: `/backend/api${base()}`,
      headers: { cookie: manager().cookie, 'content-type': 'application/json' },
      payload: '{"url":',
    });
    expect(notJson.statusCode).toBe(400);
    expect((await api(app, manager(), 'GET', `${base()}/kein-uuid/delivery`)).statusCode).toBe(404);
    expect((await api(app, manager(), 'GET', `${base()}/${hook.webhookId}/delivery?limit=0`)).statusCode).toBe(422);
    expect(await count()).toBe(before);
  });

  it('answers every actor as the rule table says; another project’s subscription is not found', async () => {
    const allowed = (user: TestUser, roles: string[] | null) =>
      can('manageWebhooks', { user: { isAdmin: user.isAdmin, id: user.id }, roles: roles as never });
    for (const actor of soil.actors) {
      const response = await api(app, actor.user, 'GET', base());
      const want = allowed(actor.user, actor.roles) ? 200 : actor.roles === null && !actor.user.isAdmin ? 404 : 403;
      expect(response.statusCode, actor.key).toBe(want);
      const create = await api(app, actor.user, 'POST', base(), { url: receiver.url, events: ['order.approved'] });
      expect(create.statusCode, actor.key).toBe(want === 200 ? 201 : want);
      if (create.statusCode === 201)
        await api(app, manager(), 'DELETE', `${base()}/${(create.json() as CreatedWebhookView).webhookId}`);
    }
    expect((await api(app, soil.admin, 'GET', base())).statusCode).toBe(403);
    expect((await api(app, null, 'GET', base())).statusCode).toBe(401);
    // The other project's manager, through his own project's path, with this project's subscription.
    const foreign = `/project/${other.projectId}/webhook/${hook.webhookId}`;
    const otherManager = other.byRole.project_manager;
    for (const [method, path] of [
      ['GET', foreign],
      ['GET', `${foreign}/delivery`],
      ['POST', `${foreign}/test`],
      ['POST', `${foreign}/deactivate`],
      ['DELETE', foreign],
    ] as const)
      expect((await api(app, otherManager, method, path)).statusCode, `${method} ${path}`).toBe(404);
    // And through this project's path he is not a member: 404 like every project route.
    expect((await api(app, otherManager, 'GET', `${base()}/${hook.webhookId}`)).statusCode).toBe(404);
  });

  it('a receiver that never answers blocks no request, and the dispatcher keeps its bounds', async () => {
    receiver.answer = 'hang';
    receiver.received.length = 0;
    const hanging = new WebhookDispatcher({
      db: app.db,
      appUrl: app.config.APP_URL,
      policy: { allowPrivate: true },
      log: app.log,
      timeoutMs: 1_500,
      pollMs: 50,
    });
    for (let index = 0; index < 12; index += 1)
      expect((await api(app, manager(), 'POST', `${base()}/${hook.webhookId}/test`)).statusCode).toBe(202);
    hanging.start();
    await receiver.waitFor(4);
    // The app answers while the receiver holds every connection.
    const list = await api(app, manager(), 'GET', base());
    expect(list.statusCode).toBe(200);
    expect(hanging.inFlightCount).toBeGreaterThan(0);
    expect(hanging.inFlightCount).toBeLessThanOrEqual(4);
    await hanging.stop();
    expect(receiver.maxOpen).toBeLessThanOrEqual(4);
    const log = await logOf(hook.webhookId);
    expect(log.some((entry) => entry.error === 'Keine vollständige Antwort innerhalb von 1,5 s')).toBe(true);
    receiver.answer = 204;
    await api(app, manager(), 'DELETE', `${base()}/${hook.webhookId}`);
  });

  it('deletes a subscription with its log', async () => {
    const created = await subscribe();
    expect((await api(app, manager(), 'POST', `${base()}/${created.webhookId}/test`)).statusCode).toBe(202);
    const deleted = await api(app, manager(), 'DELETE', `${base()}/${created.webhookId}`);
    expect(deleted.statusCode).toBe(204);
    expect((await api(app, manager(), 'GET', `${base()}/${created.webhookId}`)).statusCode).toBe(404);
    expect(
      await app.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.subscriptionId, created.webhookId)),
    ).toEqual([]);
  });
});

describe('webhook targets without WEBHOOK_ALLOW_PRIVATE', () => {
  let strict: TestApp;
  let project: SoilProject;
  beforeAll(async () => {
    strict = await createTestApp();
    project = await createSoilProject(strict);
  });
  afterAll(() => strict?.cleanup());

  it('refuses http, private, metadata and unresolvable targets with a German reason', async () => {
    const cases: [string, string][] = [
      ['http://example.org/hook', webhookMessages.httpsOnly],
      ['https://user:geheim@example.org/hook', webhookMessages.credentialsInUrl],
      ['https://127.0.0.1/hook', webhookMessages.privateTarget('127.0.0.1', '127.0.0.1', 'loopback')],
      ['https://10.20.30.40/hook', webhookMessages.privateTarget('10.20.30.40', '10.20.30.40', 'private')],
      ['https://100.64.1.1/hook', webhookMessages.privateTarget('100.64.1.1', '100.64.1.1', 'cgnat')],
      [
        'https://169.254.169.254/latest/meta-data',
        webhookMessages.privateTarget('169.254.169.254', '169.254.169.254', 'metadata'),
      ],
      ['https://[fd00:ec2::254]/', webhookMessages.privateTarget('fd00:ec2::254', 'fd00:ec2::254', 'metadata')],
      ['https://[::ffff:127.0.0.1]/hook', webhookMessages.privateTarget('::ffff:7f00:1', '::ffff:7f00:1', 'loopback')],
      ['https://gibt-es-nicht.invalid/hook', webhookMessages.unresolvable('gibt-es-nicht.invalid')],
    ];
    for (const [url, title] of cases) {
      const response = await api(
        strict,
        project.byRole.project_manager,
        'POST',
        `/project/${project.projectId}/webhook`,
        {
          url,
          events: ['delivery.recorded'],
        },
      );
      expect(response.statusCode, url).toBe(422);
      expect(violations(response), url).toEqual([{ propertyPath: 'url', title }]);
    }
    // A name that resolves to the loopback interface.
    const local = await api(strict, project.byRole.project_manager, 'POST', `/project/${project.projectId}/webhook`, {
      url: 'https://localhost:8443/hook',
      events: ['delivery.recorded'],
    });
    expect(local.statusCode).toBe(422);
    expect(violations(local)[0]!.title).toMatch(/^Die Adresse localhost zeigt auf .*Loopback-Adresse/);
    expect(await strict.db.select().from(webhookSubscriptions)).toEqual([]);
  });

  it('checks the target again at send time: no connection to a private address', async () => {
    // Saved where private targets were allowed, sent where they are not (or the name now resolves there).
    const local = await startWebhookReceiver();
    try {
      const https = local.url.replace('http:', 'https:');
      for (const url of [https, https.replace('127.0.0.1', 'localhost')]) {
        const [row] = await strict.db
          .insert(webhookSubscriptions)
          .values({ projectId: project.projectId, url, events: ['order.approved'], secret: 'whsec_x' })
          .returning();
        await orderInStatus(strict, project, 'approved');
        const sender = new WebhookDispatcher({
          db: strict.db,
          appUrl: strict.config.APP_URL,
          policy: { allowPrivate: false },
          log: strict.log,
        });
        expect(await sender.runOnce()).toBe(1);
        await sender.stop();
        const [delivery] = await strict.db
          .select()
          .from(webhookDeliveries)
          .where(eq(webhookDeliveries.subscriptionId, row!.id));
        expect(delivery).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: null });
        expect(delivery!.lastError).toMatch(/^Die Adresse (127\.0\.0\.1|localhost) zeigt auf .*Loopback-Adresse/);
        await strict.db.delete(webhookSubscriptions).where(eq(webhookSubscriptions.id, row!.id));
      }
      expect(local.received).toEqual([]);
    } finally {
      await local.close();
    }
  });
});

describe('the dispatcher runs with the app', () => {
  it('sends a committed change without being asked, and stops on close', async () => {
    const running = await createTestApp({ env: { WEBHOOK_ALLOW_PRIVATE: '1', WEBHOOK_DISPATCHER: 'on' } });
    const local = await startWebhookReceiver();
    try {
      const project = await createSoilProject(running);
      const created = await api(
        running,
        project.byRole.project_manager,
        'POST',
        `/project/${project.projectId}/webhook`,
        {
          url: local.url,
          events: ['order.approved'],
        },
      );
      expect(created.statusCode).toBe(201);
      await orderInStatus(running, project, 'approved');
      const [received] = await local.waitFor(1);
      expect(JSON.parse(received!.body).event).toBe('order.approved');
    } finally {
      await running.cleanup();
      await local.close();
    }
  });
});
