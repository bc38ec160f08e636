// Platform behaviour of the HTTP stack: error format for malformed requests, hidden internals,
// graceful shutdown.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { openTestDatabase, testConfig } from './test/test-app.js';
import type { DatabaseHandle } from './db/client.js';

let app: FastifyInstance;
let database: DatabaseHandle;
// Test routes declare their access like every API route (the server refuses one without).
const open = { config: { access: 'public' as const } };

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp(testConfig(), { database, logger: false });
  app.post('/backend/api/test-echo', open, async (request) => ({ received: request.body }));
  app.get('/backend/api/test-boom', open, async () => {
    throw new Error('secret internal detail: connection string postgres://user:pw@db');
  });
  app.get('/backend/api/test-slow', open, async () => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    return { done: true };
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('malformed requests', () => {
  it('answers malformed JSON with 400 and a German message', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/backend/api/test-echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Die Anfrage enthält kein gültiges JSON.', code: 400, payload: {} });
  });

  it('answers an unsupported content type with 400 and a German message', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/backend/api/test-echo',
      headers: { 'content-type': 'text/csv' },
      payload: 'a;b',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Dieses Inhaltsformat wird nicht unterstützt.');
  });

  it('answers an oversized body with 413 and a German message', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/backend/api/test-echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'Die Anfrage ist zu groß.', code: 413, payload: {} });
  });

  it('never exposes internals in a 500', async () => {
    const response = await app.inject({ method: 'GET', url: '/backend/api/test-boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Ein unerwarteter Fehler ist aufgetreten.', code: 500, payload: {} });
    expect(response.body).not.toContain('secret');
  });
});

describe('graceful shutdown', () => {
  it('finishes an in-flight request before closing', async () => {
    const own = await buildApp(testConfig(), { database: await openTestDatabase(), logger: false });
    let started!: () => void;
    const handlerStarted = new Promise<void>((resolve) => (started = resolve));
    own.get('/backend/api/test-slow', open, async () => {
      started();
      await new Promise((resolve) => setTimeout(resolve, 300));
      return { done: true };
    });
    const url = await own.listen({ port: 0, host: '127.0.0.1' });
    const inFlight = fetch(`${url}/backend/api/test-slow`).then((response) => response.json());
    await handlerStarted;
    await own.close();
    await expect(inFlight).resolves.toEqual({ done: true });
  });
});
