// The answer cache (decision 0440): a repeated read costs one statement and sends the stored bytes,
// yet never outlives a change, never crosses users and never skips the session check. Runs on
// PGlite and PostgreSQL. (Every change of every route raising a version, and every cached route
// being served from the cache, is checked by the access matrix.)
import http from 'node:http';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp } from '../app.js';
import { sessions, users } from '../db/schema/index.js';
import { sha256 } from '../lib/crypto.js';
import { SESSION_IDLE_MS } from '../modules/auth/sessions.js';
import { acceptedEncoding } from './answer-cache.js';
import { countQueries } from '../test/query-count.js';
import { appraiserInformation } from '../test/fixtures.js';
import { dataVersions } from '../test/data-versions.js';
import { call, createOrder, createSoilProject, orderInput, type SoilProject } from '../test/soil-installation.js';
import { createTestApp, createUser, serverInject, testConfig, type TestApp, type TestUser } from '../test/test-app.js';

let app: TestApp;
let soil: SoilProject;
beforeAll(async () => {
  app = await createTestApp();
  soil = await createSoilProject(app);
});
afterAll(() => app.cleanup());

const ordersUrl = () => `/order?projectId=${soil.projectId}&skip=0&limit=51`;
const read = (user: TestUser, url = ordersUrl(), target: TestApp = app) => call(target, user, 'GET', url);
const orderNumbers = (body: string) =>
  (JSON.parse(body) as { items: { orderNumber: string }[] }).items.map((order) => order.orderNumber);

/** The statements a request sends to the database. */
async function statementsOf(run: () => Promise<unknown>, target: TestApp = app) {
  return countQueries(target, run);
}

describe('answer cache', () => {
  it('answers a repeated read from the cache with one statement, the same bytes and ETag, 304 on If-None-Match', async () => {
    const manager = soil.byRole.project_manager;
    await createOrder(app, soil);
    const first = await read(manager);
    expect(first.statusCode).toBe(200);
    let repeat = first;
    expect(await statementsOf(async () => (repeat = await read(manager)))).toBe(1);
    expect(repeat.body).toBe(first.body);
    expect(repeat.headers.etag).toBe(first.headers.etag);
    expect(repeat.headers['content-type']).toBe(first.headers['content-type']);

    const revalidated = await serverInject(app, {
      method: 'GET',
      url: `/backend/api${ordersUrl()}`,
      headers: { cookie: manager.cookie, 'if-none-match': String(first.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('sends a stored answer compressed as the browser accepts it, compressed once', async () => {
    const manager = soil.byRole.project_manager;
    for (let order = 0; order < 5; order++) await createOrder(app, soil);
    const plain = await read(manager);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    for (const [header, encoding, decode] of [
      ['gzip, deflate, br, zstd', 'br', zlib.brotliDecompressSync],
      ['gzip, deflate', 'gzip', zlib.gunzipSync],
    ] as const) {
      const fetchIt = () =>
        serverInject(app, {
          method: 'GET',
          url: `/backend/api${ordersUrl()}`,
          headers: { cookie: manager.cookie, 'accept-encoding': header },
        });
      const first = await fetchIt();
      let repeat = first;
      expect(await statementsOf(async () => (repeat = await fetchIt()))).toBe(1);
      for (const response of [first, repeat]) {
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(decode(response.rawPayload).toString()).toBe(plain.body);
      }
      expect(repeat.headers.vary).toContain('accept-encoding');
    }
  });

  it('picks brotli, then gzip, and honours q=0', () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(acceptedEncoding('identity')).toBeUndefined();
    expect(acceptedEncoding('*')).toBe('gzip');
    expect(acceptedEncoding(undefined)).toBeUndefined();
  });

  it('shows a change at once: the next read computes afresh', async () => {
    const manager = soil.byRole.project_manager;
    const before = orderNumbers((await read(manager)).body);
    const created = await call(app, manager, 'POST', '/order', orderInput(soil.projectId));
    expect(created.statusCode, created.body).toBe(201);
    const after = orderNumbers((await read(manager)).body);
    expect(after).toHaveLength(before.length + 1);
    expect(after).toContain(created.json().orderNumber);
  });

  it('a refused change raises no version; an accepted one does', async () => {
    const manager = soil.byRole.project_manager;
    const versions = await dataVersions(app);
    const refused = await call(app, manager, 'POST', '/order', { ...orderInput(soil.projectId), materialClass: 'x' });
    expect(refused.statusCode).toBe(422);
    expect(await dataVersions(app)).toBe(versions);
    await call(app, manager, 'POST', '/order', orderInput(soil.projectId));
    expect(await dataVersions(app)).not.toBe(versions);
  });

  it("a change outside projects (the user's own data) raises the global version: the next read computes afresh", async () => {
    const appraiser = soil.byRole.appraiser;
    const url = `/project/${soil.projectId}`;
    await read(appraiser, url);
    expect(await statementsOf(() => read(appraiser, url))).toBe(1);
    const versions = await dataVersions(app);
    const saved = await call(app, appraiser, 'POST', '/me/appraiser-information', appraiserInformation());
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await dataVersions(app)).not.toBe(versions);
    expect(await statementsOf(() => read(appraiser, url))).toBeGreaterThan(1);
  });

  it('keeps answers per user: another caller gets their own checks and their own answer', async () => {
    const manager = soil.byRole.project_manager;
    expect((await read(manager)).statusCode).toBe(200);
    expect((await read(manager)).statusCode).toBe(200);
    // Not a member: 404, as without the cache.
    expect((await read(soil.outsider)).statusCode).toBe(404);
    expect((await call(app, null, 'GET', ordersUrl())).statusCode).toBe(401);
  });

  it("takes a removed member's access at once", async () => {
    const foreman = await createUser(app, { firstName: 'Frieda', lastName: 'Polier' });
    const added = await call(app, soil.byRole.project_manager, 'POST', `/project/${soil.projectId}/user`, {
      userId: foreman.id,
      roles: ['foreman'],
    });
    expect(added.statusCode, added.body).toBeLessThan(300);
    expect((await read(foreman)).statusCode).toBe(200);
    expect((await read(foreman)).statusCode).toBe(200);
    const removed = await app.inject({
      method: 'DELETE',
      url: `/backend/api/project/${soil.projectId}/user/${foreman.id}`,
      headers: { cookie: soil.byRole.project_manager.cookie },
    });
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await read(foreman)).statusCode).toBe(404);
  });

  it("keeps the session's rules with a stored answer: the touch, the idle end, the expiry, deactivation", async () => {
    const member = async () => {
      const user = await createUser(app);
      const added = await call(app, soil.byRole.project_manager, 'POST', `/project/${soil.projectId}/user`, {
        userId: user.id,
        roles: ['foreman'],
      });
      expect(added.statusCode, added.body).toBeLessThan(300);
      expect((await read(user)).statusCode).toBe(200);
      expect(await statementsOf(() => read(user))).toBe(1);
      return user;
    };
    const session = (user: TestUser) => eq(sessions.tokenHash, sha256(user.cookie.split('=')[1]!));
    const lastSeen = async (user: TestUser) =>
      (await app.db.select({ at: sessions.lastSeenAt }).from(sessions).where(session(user)))[0]?.at;

    const touched = await member();
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await app.db.update(sessions).set({ lastSeenAt: twoHoursAgo }).where(session(touched));
    expect((await read(touched)).statusCode).toBe(200);
    expect((await lastSeen(touched))!.getTime()).toBeGreaterThan(twoHoursAgo.getTime());

    const idle = await member();
    await app.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - SESSION_IDLE_MS - 60_000) })
      .where(session(idle));
    expect((await read(idle)).statusCode).toBe(401);
    expect(await lastSeen(idle)).toBeUndefined();

    const expired = await member();
    await app.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(session(expired));
    expect((await read(expired)).statusCode).toBe(401);

    const deactivated = await member();
    await app.db.update(users).set({ isActive: false }).where(eq(users.id, deactivated.id));
    expect((await read(deactivated)).statusCode).toBe(401);
  });

  it('ends with the session: after logout a stored answer is not sent', async () => {
    const machinist = soil.byRole.machinist;
    const url = `/project/${soil.projectId}`;
    expect((await read(machinist, url)).statusCode).toBe(200);
    expect((await read(machinist, url)).statusCode).toBe(200);
    const logout = await call(app, machinist, 'POST', '/authentication/logout');
    expect(logout.statusCode).toBeLessThan(300);
    expect((await read(machinist, url)).statusCode).toBe(401);
  });

  it('shows a change made through another instance on the same database', async () => {
    const other = Object.assign(await buildApp(testConfig(), { database: app.database, logger: false }), {
      cleanup: async () => {},
    }) as TestApp;
    try {
      const manager = soil.byRole.project_manager;
      const before = orderNumbers((await read(manager, ordersUrl(), other)).body);
      expect(await statementsOf(() => read(manager, ordersUrl(), other), other)).toBe(1);
      const created = await call(app, manager, 'POST', '/order', orderInput(soil.projectId));
      expect(created.statusCode).toBe(201);
      const after = orderNumbers((await read(manager, ordersUrl(), other)).body);
      expect(after).toContain(created.json().orderNumber);
      expect(after).toHaveLength(before.length + 1);
    } finally {
      await other.close();
    }
  });

  it('is off with ANSWER_CACHE_MB=0: every read runs its queries', async () => {
    const uncached = await createTestApp({ env: { ANSWER_CACHE_MB: '0' } });
    try {
      const project = await createSoilProject(uncached);
      const url = `/order?projectId=${project.projectId}&skip=0&limit=51`;
      const manager = project.byRole.project_manager;
      await read(manager, url, uncached);
      expect(await statementsOf(() => read(manager, url, uncached), uncached)).toBeGreaterThan(1);
    } finally {
      await uncached.cleanup();
    }
  });
});

/** A GET over a real connection: the answer cache's front is the server's request listener. */
function httpGet(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

describe('answer cache over the network', () => {
  let origin: string;
  beforeAll(async () => {
    origin = await app.listen({ port: 0, host: '127.0.0.1' });
  });

  /**
   * Every header but the date, which differs from second to second, and the framing: Fastify
   * streams what it compresses (chunked), a stored answer goes out with its length.
   */
  const comparable = ({
    date: _date,
    'transfer-encoding': _chunked,
    'content-length': _length,
    ...headers
  }: http.IncomingHttpHeaders) => headers;

  it('sends a stored answer with the headers, bytes and request id Fastify sent when it computed it', async () => {
    const manager = soil.byRole.project_manager;
    for (const encoding of ['br', 'gzip', 'identity']) {
      // A change first: the next read is computed afresh (more than the front's one statement).
      await createOrder(app, soil);
      const headers = { cookie: manager.cookie, 'accept-encoding': encoding, 'x-request-id': `probe-${encoding}` };
      const get = () => httpGet(`${origin}/backend/api${ordersUrl()}`, headers);
      let computed!: Awaited<ReturnType<typeof get>>;
      expect(await statementsOf(async () => (computed = await get()))).toBeGreaterThan(1);
      let stored = computed;
      expect(await statementsOf(async () => (stored = await get()))).toBe(1);
      expect(computed.status).toBe(200);
      expect(computed.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
      expect(comparable(stored.headers)).toEqual(comparable(computed.headers));
      expect(stored.headers['x-request-id']).toBe(`probe-${encoding}`);
      expect(stored.body.equals(computed.body), encoding).toBe(true);
    }
  });

  it('answers If-None-Match with the 304 Fastify sends, without a body', async () => {
    const appraiser = soil.byRole.appraiser;
    const url = `${origin}/backend/api${ordersUrl()}`;
    const { headers: first } = await httpGet(url, { cookie: appraiser.cookie });
    // A change outside the project: the list is the same, but the next read is computed afresh.
    expect((await call(app, appraiser, 'POST', '/me/appraiser-information', appraiserInformation())).statusCode).toBe(
      200,
    );
    const headers = { cookie: appraiser.cookie, 'if-none-match': String(first.etag), 'x-request-id': 'probe-304' };
    const computed = await httpGet(url, headers);
    let stored = computed;
    expect(await statementsOf(async () => (stored = await httpGet(url, headers)))).toBe(1);
    expect(computed.status).toBe(304);
    expect(stored.status).toBe(304);
    expect(stored.body.length).toBe(0);
    expect(comparable(stored.headers)).toEqual(comparable(computed.headers));
  });

  it('writes the log line Fastify writes for a computed answer', async () => {
    const lines: Record<string, unknown>[] = [];
    const logged = await createTestApp({ env: { LOG_LEVEL: 'info' }, logLines: lines });
    try {
      const project = await createSoilProject(logged);
      const url = `/backend/api/order?projectId=${project.projectId}&skip=0&limit=51`;
      const loggedOrigin = await logged.listen({ port: 0, host: '127.0.0.1' });
      const cookie = project.byRole.project_manager.cookie;
      const get = (id: string) => httpGet(`${loggedOrigin}${url}`, { cookie, 'x-request-id': id });
      expect((await get('probe-computed')).status).toBe(200);
      expect(await statementsOf(() => get('probe-stored'), logged)).toBe(1);
      const line = (reqId: string) => {
        const found = lines.find((entry) => entry.reqId === reqId && entry.msg === 'request completed');
        expect(found, reqId).toBeDefined();
        const { time: _time, responseTime, reqId: _reqId, ...rest } = found!;
        expect(responseTime).toBeTypeOf('number');
        return rest;
      };
      const stored = line('probe-stored');
      expect(stored).toEqual(line('probe-computed'));
      // Without the query string (decision 0253).
      expect(stored.req).toEqual({
        method: 'GET',
        url: '/backend/api/order',
        hostname: '127.0.0.1',
        remoteAddress: '127.0.0.1',
      });
    } finally {
      await logged.cleanup();
    }
  });

  it('leaves everything it holds no answer for to Fastify: no session, another user, HEAD', async () => {
    const manager = soil.byRole.project_manager;
    const url = `${origin}/backend/api${ordersUrl()}`;
    await httpGet(url, { cookie: manager.cookie });
    expect((await httpGet(url, {})).status).toBe(401);
    expect((await httpGet(url, { cookie: soil.outsider.cookie })).status).toBe(404);
    expect((await httpGet(url, { cookie: 'bd_sid=unbekannt' })).status).toBe(401);
    const head = await new Promise<number>((resolve, reject) =>
      http
        .request(url, { method: 'HEAD', headers: { cookie: manager.cookie } }, (response) => {
          response.resume();
          resolve(response.statusCode!);
        })
        .on('error', reject)
        .end(),
    );
    expect(head).toBe(200);
  });
});
