// The database goes away (issue 12, decision 0410): requests fail fast with 503 and the German
// message in the one error format, nothing is half-written, and the app recovers by itself.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apiMessages } from '@baustellendoku/domain';
import { openDatabase, type DatabaseHandle } from './client.js';
import { isConnectionFailure } from '../lib/unavailable.js';
import { deliveries, historyEvents, orders } from './schema/index.js';
import { createPostgresTestDatabase, createTestApp, type TestApp, type TestUser } from '../test/test-app.js';
import { freePort } from '../test/free-port.js';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy.js';
import { call, createSoilProject, orderInStatus, uploadPdf, type SoilProject } from '../test/soil-installation.js';

const unavailable = { message: apiMessages.serviceUnavailable, code: 503, payload: {} };

// Runs on both test databases: the app is pointed at a PostgreSQL address where nobody listens.
describe('no database server reachable', () => {
  let app: TestApp;
  beforeAll(async () => {
    const database = await openDatabase({ databaseUrl: `postgres://postgres@127.0.0.1:${await freePort()}/x` });
    app = await createTestApp({ database });
  });
  afterAll(() => app.cleanup());

  it('answers reads and writes with 503, Retry-After and the German message', async () => {
    const cookie = 'bd_sid=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
    const read = await app.inject({ method: 'GET', url: '/backend/api/me', headers: { cookie } });
    expect(read.statusCode).toBe(503);
    expect(read.headers['retry-after']).toBe('5');
    expect(read.json()).toEqual(unavailable);
    const write = await app.inject({
      method: 'POST',
      url: '/backend/api/machine',
      headers: { cookie },
      payload: { name: 'Brecher' },
    });
    expect(write.statusCode).toBe(503);
    expect(write.json()).toEqual(unavailable);
  });
});

// PostgreSQL only (PGlite runs inside the process and cannot go away): the test database behind a
// proxy that is cut and restored while the app keeps running.
describe.runIf(inject('postgresUrl'))('PostgreSQL goes away and comes back', () => {
  let app: TestApp;
  let proxy: TcpProxy;
  let direct: DatabaseHandle;
  let drop: () => Promise<void>;
  let soil: SoilProject;
  let foreman: TestUser;
  let orderId: string;

  beforeAll(async () => {
    const database = await createPostgresTestDatabase();
    drop = database.drop;
    const url = new URL(database.url);
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    const viaProxy = new URL(database.url);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    app = await createTestApp({ database: await openDatabase({ databaseUrl: viaProxy.toString() }) });
    direct = await openDatabase({ databaseUrl: database.url });
    soil = await createSoilProject(app);
    foreman = soil.byRole.foreman;
    orderId = await orderInStatus(app, soil, 'approved');
  });
  afterAll(async () => {
    await app.cleanup();
    await proxy.close();
    await direct.close();
    await drop();
  });

  /** The delivery note is uploaded first (while the database is there), as on the site. */
  const deliver = (amountInTons: string, attachment: { id: string; fileName: string; url: string }) =>
    call(app, foreman, 'POST', `/order/${orderId}/delivery`, {
      deliveryDate: '2026-05-04',
      amountInTons,
      attachmentDocuments: [attachment],
    });
  const stateOfOrder = async () => {
    const [order] = await direct.db.select().from(orders).where(eq(orders.id, orderId));
    const rows = await direct.db.select().from(deliveries).where(eq(deliveries.orderId, orderId));
    const history = await direct.db.select().from(historyEvents).where(eq(historyEvents.projectId, soil.projectId));
    return {
      count: order!.deliveryCount,
      tons: order!.deliveredAmountInTons,
      numbers: rows.map((row) => row.number).sort((a, b) => a - b),
      history: history.length,
    };
  };

  it('refused connections (server stopped): 503 for reads and writes, nothing written, then recovery', async () => {
    const [first, second] = [await uploadPdf(app, foreman), await uploadPdf(app, foreman)];
    expect((await deliver('10.5', first)).statusCode).toBe(201);
    const before = await stateOfOrder();
    expect(before).toMatchObject({ count: 1, tons: '10.500', numbers: [1] });

    // Drops the pool's open connections too: without an error listener on the pool an idle
    // connection closed by the server would crash the process here.
    await proxy.cut('refuse');
    const write = await deliver('7.25', second);
    expect(write.statusCode).toBe(503);
    expect(write.json()).toEqual(unavailable);
    const read = await call(app, foreman, 'GET', `/order/${orderId}`);
    expect(read.statusCode).toBe(503);
    expect(read.json()).toEqual(unavailable);
    expect(await stateOfOrder()).toEqual(before);

    await proxy.restore();
    const after = await deliver('7.25', second);
    expect(after.statusCode, after.body).toBe(201);
    expect(after.json()).toMatchObject({ number: 2 });
    expect(await stateOfOrder()).toMatchObject({ count: 2, tons: '17.750', numbers: [1, 2] });
  });

  it('a connection lost in the middle of a transaction: the transaction fails, nothing is written, the process lives on', async () => {
    const before = await stateOfOrder();
    const failure = await app.db
      .transaction(async (tx) => {
        await tx.update(orders).set({ deliveryCount: 999 }).where(eq(orders.id, orderId));
        // The connection ends while no statement runs (as while a PDF renders inside a transaction):
        // node-postgres emits 'error' on the checked-out client, which crashed the process.
        await proxy.cut('refuse');
        await new Promise((resolve) => setTimeout(resolve, 200));
        await tx.select().from(orders);
      })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(isConnectionFailure(failure)).toBe(true);
    await proxy.restore();
    expect(await stateOfOrder()).toEqual(before);
    expect((await call(app, foreman, 'GET', `/order/${orderId}`)).statusCode).toBe(200);
  });

  it('a server that accepts but never answers: the request ends with 503 after the connect timeout, not a hang', async () => {
    const attachment = await uploadPdf(app, foreman);
    const before = await stateOfOrder();
    await proxy.cut('blackhole');
    // Let the pool notice that its open connections were dropped, so the request needs a new one.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const write = await deliver('1', attachment);
    expect(write.statusCode).toBe(503);
    expect(write.json()).toEqual(unavailable);
    await proxy.restore();
    expect(await stateOfOrder()).toEqual(before);
    expect((await deliver('1', attachment)).statusCode).toBe(201);
  });
});
