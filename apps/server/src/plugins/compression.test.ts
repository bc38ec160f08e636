// Bytes on the wire (decision 0300): API answers are compressed by negotiation (brotli, gzip or
// none) from 1 KB on, API reads revalidate with an ETag (304), and the built SPA is served from its
// precompressed .br/.gz files with immutable caching for hashed assets and revalidation for index.html.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { createProject, createUser, openTestDatabase, testConfig, type TestUser } from '../test/test-app.js';
import type { DatabaseHandle } from '../db/client.js';
import { COMPRESSION_THRESHOLD } from './compression.js';
import { matchesIfNoneMatch } from './revalidation.js';

let app: FastifyInstance;
let database: DatabaseHandle;
let distDir: string;
let user: TestUser;

const indexHtml = `<!doctype html><html lang="de"><head><title>Baustellendoku</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;
const assetJs = `export const screens = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `Bildschirm ${i}`))};`;

/** A built SPA as `vite build` leaves it: every text file next to its .br and .gz. */
function writeDist(dir: string, files: Record<string, string>) {
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(dir, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
    fs.writeFileSync(`${file}.br`, brotliCompressSync(content));
    fs.writeFileSync(`${file}.gz`, gzipSync(content));
  }
}

beforeAll(async () => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-dist-'));
  writeDist(distDir, { 'index.html': indexHtml, 'assets/app-Cx12ab34.js': assetJs });
  database = await openTestDatabase();
  app = await buildApp(testConfig({ WEB_DIST_DIR: distDir }), { database, logger: false });
  await app.ready();
  user = await createUser(app);
  for (let i = 0; i < 12; i += 1)
    await createProject(app, { name: `Baustelle ${i}`, members: [{ user, roles: ['foreman'] }] });
});
afterAll(async () => {
  await app.close();
  await database.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('API compression', () => {
  it('sends brotli, gzip or identity as the browser accepts, with the same JSON inside', async () => {
    const plain = await get('/backend/api/options', { 'accept-encoding': 'identity' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD);

    const brotli = await get('/backend/api/options', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);

    const gzip = await get('/backend/api/options', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);

    const none = await get('/backend/api/options');
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body).toBe(plain.body);
  });

  it('compresses signed-in reads too and leaves answers below the threshold alone', async () => {
    const list = await get('/backend/api/project', { cookie: user.cookie, 'accept-encoding': 'br' });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(list.rawPayload).toString()).items).toHaveLength(12);

    const small = await get('/backend/api/public-config', { 'accept-encoding': 'br' });
    expect(small.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toHaveProperty('supportEmail');
  });
});

describe('API revalidation', () => {
  it('answers a repeated read with 304 and no body, whatever the encoding', async () => {
    const first = await get('/backend/api/project', { cookie: user.cookie, 'accept-encoding': 'br' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');

    const gzip = await get('/backend/api/project', { cookie: user.cookie, 'accept-encoding': 'gzip' });
    expect(gzip.headers.etag).toBe(etag);

    const again = await get('/backend/api/project', {
      cookie: user.cookie,
      'if-none-match': etag,
      'accept-encoding': 'br',
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
  });

  it('sends the new body once the data changed', async () => {
    const before = await get('/backend/api/project', { cookie: user.cookie });
    await createProject(app, { name: 'Neue Baustelle', members: [{ user, roles: ['foreman'] }] });
    const after = await get('/backend/api/project', {
      cookie: user.cookie,
      'if-none-match': before.headers.etag as string,
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json().items).toHaveLength(13);
  });

  it('keeps an explicit caching policy and gives no-store answers no ETag', async () => {
    const options = await get('/backend/api/options');
    expect(options.headers['cache-control']).toBe('private, max-age=3600');
    expect(options.headers.etag).toBeDefined();

    const me = await get('/backend/api/me', { cookie: user.cookie });
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    expect(me.headers.etag).toBeUndefined();
  });

  it('never answers 304 to a change or to an error', async () => {
    const denied = await get('/backend/api/project');
    expect(denied.statusCode).toBe(401);
    expect(denied.headers.etag).toBeUndefined();
    const post = await app.inject({
      method: 'POST',
      url: '/backend/api/project',
      headers: { cookie: user.cookie, 'content-type': 'application/json', 'if-none-match': '*' },
      payload: '{}',
    });
    expect(post.statusCode).toBe(403);
  });

  it('compares If-None-Match weakly and accepts lists', () => {
    expect(matchesIfNoneMatch('W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesIfNoneMatch('"abc"', 'W/"abc"')).toBe(true);
    expect(matchesIfNoneMatch('W/"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesIfNoneMatch('*', 'W/"abc"')).toBe(true);
    expect(matchesIfNoneMatch('W/"abd"', 'W/"abc"')).toBe(false);
    expect(matchesIfNoneMatch(undefined, 'W/"abc"')).toBe(false);
  });
});

describe('static files of the SPA', () => {
  it('sends the precompressed asset the browser accepts, cached for a year', async () => {
    const brotli = await get('/assets/app-Cx12ab34.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(assetJs);

    const gzip = await get('/assets/app-Cx12ab34.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(assetJs);

    const identity = await get('/assets/app-Cx12ab34.js', { 'accept-encoding': 'identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(assetJs);
  });

  it('serves index.html compressed for client routes and revalidates it with its ETag', async () => {
    const page = await get('/projects/abc/orders', { 'accept-encoding': 'br' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe(indexHtml);

    const etag = page.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await get('/login', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });
});
